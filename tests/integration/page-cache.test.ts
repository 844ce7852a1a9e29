import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { canonicalUrl, sameUrl } from "@/lib/discovery/canonical-url";
import { createPageCache, type PageCacheHook } from "@/scripts/page-cache.mjs";

// The page cache in front of a stand-in for Next.js that renders like it does: headers set one by
// one, a private no-store Cache-Control, the body streamed in chunks. Each test starts a server for
// one build id, as a deploy starts a new process.

type Server = { base: string; renders: string[]; hook: PageCacheHook; close: () => Promise<void> };
const servers: Server[] = [];

type Options = { maxBytes?: number; render?: (req: http.IncomingMessage, res: http.ServerResponse) => void; cspForCached?: (body: Buffer) => string };

async function serve(buildId: string, options: Options = {}): Promise<Server> {
  const renders: string[] = [];
  const render =
    options.render ??
    ((req: http.IncomingMessage, res: http.ServerResponse) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.setHeader("Vary", "rsc, next-router-state-tree");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.statusCode = 200;
      res.write(`<!DOCTYPE html><html><body><p>build ${buildId}</p>`);
      res.write(`<p>url ${req.url}</p>${"<li>platform</li>".repeat(500)}`);
      res.end("</body></html>");
    });
  const hook = createPageCache({
    buildId,
    maxBytes: options.maxBytes ?? 1_000_000,
    canonicalUrl,
    sameUrl,
    ...(options.cspForCached ? { cspForCached: options.cspForCached } : {}),
    handle: (req, res) => {
      renders.push(req.url ?? "");
      render(req, res);
    },
  });
  const server = http.createServer((req, res) => {
    res.setHeader("x-request-id", "abc");
    if (!hook(req, res, req.url ?? "/")) res.writeHead(404, { "x-handled-by": "next" }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const s = { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, renders, hook, close: () => new Promise<void>((r) => server.close(() => r())) };
  servers.push(s);
  return s;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the dynamic page cache over HTTP", () => {
  it("renders a URL once, then answers from memory, and a repeated visit with its ETag gets a 304", async () => {
    const app = await serve("build-1");
    const first = await get(`${app.base}/?use=images,code`);
    expect(first.status).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=3600, stale-while-revalidate=86400");
    expect(first.headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);

    const second = await get(`${app.base}/?use=images,code`, { "accept-encoding": "br" });
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(second.body).equals(first.body)).toBe(true);
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.headers["x-request-id"]).toBe("abc");
    expect(second.headers.etag).toBe(etag);

    const revalidated = await get(`${app.base}/?use=images,code`, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(app.renders).toEqual(["/?use=images,code"]);
  });

  it("answers a different response, with a different ETag, after the build id changes", async () => {
    const before = await serve("build-1");
    const old = await get(`${before.base}/search?q=slides`);
    await before.close();
    const after = await serve("build-2");
    const fresh = await get(`${after.base}/search?q=slides`, { "if-none-match": String(old.headers.etag) });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(fresh.body.toString()).toContain("build build-2");
    expect(old.body.toString()).toContain("build build-1");
  });

  it("sends a non-canonical page URL to its canonical form with a 308, without rendering", async () => {
    const app = await serve("b");
    const moved = await get(`${app.base}/?use=code,images,code&utm_source=x`);
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe("/?use=images,code");
    expect(moved.headers["cache-control"]).toMatch(/^public/);
    // Re-encoded by a browser, the canonical URL is still canonical: no loop.
    expect((await get(`${app.base}/?use=images%2Ccode`)).status).toBe(200);
    expect(app.renders).toEqual(["/?use=images%2Ccode"]);
  });

  it("keys the suggestions by their canonical query without redirecting", async () => {
    const app = await serve("b");
    expect((await get(`${app.base}/search/suggestions?q=mid`)).status).toBe(200);
    const same = await get(`${app.base}/search/suggestions?q=%20mid%20`);
    expect(same.status).toBe(200);
    expect(same.headers["x-page-cache"]).toBe("HIT");
    expect(app.renders).toHaveLength(1);
  });

  it("never keeps errors, cookies, nonces, HEAD or client navigations, and leaves other paths alone", async () => {
    let status = 500;
    let extra: Record<string, string> = {};
    const app = await serve("b", {
      render: (_req, res) => {
        res.writeHead(status, { "Content-Type": "text/html", ...extra });
        res.end("<p>answer</p>");
      },
    });
    await get(`${app.base}/search?q=a`);
    status = 429;
    await get(`${app.base}/search?q=a`);
    status = 200;
    extra = { "Set-Cookie": "s=1" };
    await get(`${app.base}/search?q=a`);
    extra = { "Content-Security-Policy": "script-src 'nonce-abc123'" };
    const nonce = await get(`${app.base}/search?q=a`);
    expect(nonce.headers.etag).toBeUndefined();
    extra = {};
    await get(`${app.base}/search?q=a`, {}, "HEAD");
    await get(`${app.base}/search?q=a`, { rsc: "1" });
    expect(app.hook.cache.size).toBe(0);
    expect((await get(`${app.base}/search?q=a`, { rsc: "1" })).headers["x-handled-by"]).toBe("next");
    for (const path of ["/functions/v1/ai-chat?q=a", "/api/v1/platforms?use=code", "/blog/x", "/"]) {
      expect((await get(`${app.base}${path}`)).headers["x-handled-by"], path).toBe("next");
    }
    expect((await get(`${app.base}/search?q=a`, {}, "POST")).headers["x-handled-by"]).toBe("next");
  });

  it("holds no more than its byte limit however many distinct URLs come", async () => {
    const app = await serve("b", { maxBytes: 200_000 });
    for (let i = 0; i < 60; i++) expect((await get(`${app.base}/search?q=word${i}`)).status).toBe(200);
    expect(app.hook.cache.bytes).toBeLessThanOrEqual(200_000);
    expect(app.hook.cache.size).toBeGreaterThan(5);
    expect(app.hook.cache.size).toBeLessThan(60);
  });

  it("keeps a page rendered with a nonce only with a policy of its own, by hash, never the nonce", async () => {
    let nonce = 0;
    const app = await serve("b", {
      render: (_req, res) => {
        nonce++;
        res.writeHead(200, { "Content-Type": "text/html", "Content-Security-Policy": `script-src 'self' 'nonce-n${nonce}'` });
        res.end(`<script nonce="n${nonce}">boot()</script>`);
      },
      cspForCached: (body) => `script-src 'self' 'sha256-${body.length}'`,
    });
    const first = await get(`${app.base}/search?q=nonce`);
    expect(first.headers["content-security-policy"]).toBe("script-src 'self' 'nonce-n1'");
    const second = await get(`${app.base}/search?q=nonce`);
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(second.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-34'");
    expect(app.renders).toHaveLength(1);
  });

  it("renders a URL once when many visitors ask for it at the same moment", async () => {
    const app = await serve("b", {
      render: (_req, res) => {
        res.setHeader("Content-Type", "text/html");
        res.statusCode = 200;
        res.write("<p>slow ");
        setTimeout(() => res.end("render</p>"), 100);
      },
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(`${app.base}/?use=video`)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.toString()))).toEqual(new Set(["<p>slow render</p>"]));
    expect(app.renders).toHaveLength(1);
  });
});

