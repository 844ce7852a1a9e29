import { beforeAll, describe, expect, it, vi } from "vitest";

let http: typeof import("@/server/api/http");

beforeAll(async () => {
  vi.stubEnv("LOG_LEVEL", "silent");
  vi.stubEnv("RATE_LIMIT_API_PER_MINUTE", "2");
  http = await import("@/server/api/http");
});

let ipCounter = 0;
const request = (headers: Record<string, string> = {}, ip = `203.0.113.${++ipCounter}`) =>
  new Request("http://localhost/api/v1/x", { headers: { "x-client-ip": ip, ...headers } });

describe("apiRoute", () => {
  const route = () => http.apiRoute("test", () => http.apiJson({ hello: "world" }));

  it("adds CORS, Cache-Control, ETag, RateLimit and Server-Timing headers", async () => {
    const response = await route()(request(), {});
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "access-control-allow-origin": "*",
      "cache-control": http.API_CACHE_CONTROL,
      etag: expect.stringMatching(/^"[\w-]+"$/),
      "ratelimit-policy": '"api";q=2;w=60',
      ratelimit: expect.stringMatching(/^"api";r=1;t=\d+$/),
      "server-timing": expect.stringMatching(/^app;dur=[\d.]+$/),
    });
    expect(await response.json()).toEqual({ hello: "world" });
  });

  // Issue 27: a shared cache (CDN, proxy) keeping an answer would hand one client's RateLimit
  // header to every other client, and serve them past the limit the header describes.
  it("lets only the client's own cache keep an answer that carries its RateLimit header", async () => {
    const response = await route()(request(), {});
    expect(response.headers.get("ratelimit")).toMatch(/^"api";r=\d+/);
    const cacheControl = response.headers.get("cache-control") ?? "";
    expect(cacheControl.split(",").map((d) => d.trim())).toContain("private");
    expect(cacheControl).not.toMatch(/\bpublic\b|s-maxage/);
    expect(cacheControl).toMatch(/max-age=300/);
  });

  it("answers 304 without a body for a matching If-None-Match (strong, weak, in a list, or *)", async () => {
    const etag = (await route()(request(), {})).headers.get("etag")!;
    for (const header of [etag, `W/${etag}`, `"a", ${etag}`, "*"]) {
      const response = await route()(request({ "if-none-match": header }), {});
      expect(response.status, header).toBe(304);
      expect(response.headers.get("etag")).toBe(etag);
      expect(await response.text()).toBe("");
    }
    expect((await route()(request({ "if-none-match": '"other"' }), {})).status).toBe(200);
  });

  it("maps a thrown error to a JSON 500 that reveals nothing, with the CORS header", async () => {
    const failing = http.apiRoute("test", () => {
      throw new Error("secret detail");
    });
    const response = await failing(request(), {});
    expect(response.status).toBe(500);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(JSON.stringify(await response.json())).not.toContain("secret");
  });

  it("rate-limits per address before running the handler: 429 with Retry-After", async () => {
    const handler = vi.fn(() => http.apiJson({}));
    const limited = http.apiRoute("test", handler);
    const ip = "198.51.100.9";
    expect((await limited(request({}, ip), {})).status).toBe(200);
    expect((await limited(request({}, ip), {})).status).toBe(200);
    const response = await limited(request({}, ip), {});
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("ratelimit")).toMatch(/^"api";r=0;t=\d+$/);
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
