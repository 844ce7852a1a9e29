// 7. The public API: time per request over 1,000 requests per endpoint, 10 at a time. "server" is
// the handler's own figure from the Server-Timing header (rate limit, engine, body, ETag); "round
// trip" adds the HTTP layer and Next.js's routing, as a client on the same machine sees it.
import { percentile, round } from "./lib.mjs";

export const API_ENDPOINTS = [
  "/api/v1/platforms",
  "/api/v1/platforms?use=code,images&free=1&sort=best",
  "/api/v1/search?q=free%20image%20generator",
  "/api/v1/platforms/claude",
  "/api/v1/use-cases",
  "/api/v1/platforms.csv",
];

export async function benchApi(baseUrl, { requests = 1000, concurrency = 10 } = {}) {
  const rows = [];
  for (const path of API_ENDPOINTS) {
    const server = [];
    const roundTrip = [];
    let errors = 0;
    // A short warm-up, so one-time work (first compile of a route, index build) is not counted.
    for (let i = 0; i < 20; i++) await (await fetch(baseUrl + path)).arrayBuffer();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests) {
          next++;
          const started = performance.now();
          const response = await fetch(baseUrl + path);
          await response.arrayBuffer();
          roundTrip.push(performance.now() - started);
          const dur = /app;dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1];
          if (response.status !== 200 || !dur) errors++;
          else server.push(Number(dur));
        }
      }),
    );
    rows.push({
      endpoint: path,
      requests,
      "server p50 ms": round(percentile(server, 50), 2),
      "server p99 ms": round(percentile(server, 99), 2),
      "round trip p50 ms": round(percentile(roundTrip, 50), 1),
      "round trip p99 ms": round(percentile(roundTrip, 99), 1),
      errors,
    });
  }
  return rows;
}
