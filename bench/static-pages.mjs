// 1. Static pages: the production server against a minimal static file server serving the same
// pre-rendered HTML, in the same run, in its own process (bench/floor-server.mjs). The ratio is the figure.
import autocannon from "autocannon";
import { round, startFloor } from "./lib.mjs";

export async function load(url, seconds, connections) {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  return { rps: round(result.requests.average, 0), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function benchStaticPages(baseUrl, { seconds = 8, connections = 50 } = {}) {
  const pages = ["/", "/blog/gemini-ai-guide"];
  const bodies = new Map();
  for (const p of pages) bodies.set(p, Buffer.from(await (await fetch(baseUrl + p)).text()));
  const floor = await startFloor(bodies);
  const floorUrl = floor.url;
  const rows = [];
  for (const p of pages) {
    const app = await load(baseUrl + p, seconds, connections);
    const file = await load(floorUrl + p, seconds, connections);
    rows.push({ page: p, app, file, ratio: round(app.rps / file.rps, 2) });
  }
  await floor.stop();
  return rows;
}
