import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { canonicalUrl, sameUrl } from "@/lib/discovery/canonical-url";
import { cachedPagePolicy } from "@/scripts/csp.mjs";
import { createPageCache, type PageCacheHook } from "@/scripts/page-cache.mjs";
import { startAppServer, type AppServer } from "@/tests/support/app-process";

// The page cache in front of a stand-in for Next.js that renders like it does: headers set one by
// one, a private no-store Cache-Control, the body streamed in chunks. Each test starts a server for
// one build id, as a deploy starts a new process.

/** A complete HTML document of a plausible size, as Next.js renders a page. */
const doc = (inner: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${inner}${"<li>platform</li>".repeat(100)}</body></html>`;

type Server = { base: string; renders: string[]; hook: PageCacheHook; close: () => Promise<void> };
const servers: Server[] = [];

type Options = { maxBytes?: number; render?: (req: http.IncomingMessage, res: http.ServerResponse) => void; cspForCached?: (body: Buffer, policy: string) => string };

async function serve(buildId: string, options: Options = {}): Promise<Server> {
  const renders: string[] = [];
  const render =
    options.render ??
    ((req: http.IncomingMessage, res: http.ServerResponse) => {
      if (req.url?.startsWith("/search/suggestions")) {
        res.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "public, max-age=300, s-maxage=3600" });
        res.end(JSON.stringify({ platforms: [{ id: "midjourney", name: "Midjourney" }], useCases: [], articles: [] }));
        return;
      }
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

const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

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
    // The render itself is sent as Next.js marked it: only a checked copy is offered to shared caches.
    expect(first.headers["cache-control"]).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(first.headers.etag).toBeUndefined();

    const second = await get(`${app.base}/?use=images,code`, { "accept-encoding": "br" });
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(second.headers["cache-control"]).toBe("public, max-age=0, s-maxage=3600, stale-while-revalidate=86400");
    expect(second.headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding");
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(second.body).equals(first.body)).toBe(true);
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    expect(second.headers["x-request-id"]).toBe("abc");

    const revalidated = await get(`${app.base}/?use=images,code`, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(app.renders).toEqual(["/?use=images,code"]);
  });

  it("answers a different response, with a different ETag, after the build id changes", async () => {
    const before = await serve("build-1");
    await get(`${before.base}/search?q=slides`);
    const old = await get(`${before.base}/search?q=slides`);
    expect(old.headers.etag).toMatch(/^W\//);
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
    expect(same.headers["cache-control"]).toBe("public, max-age=300, s-maxage=3600");
    expect(app.renders).toHaveLength(1);
  });

  it("never keeps errors, cookies, nonces, HEAD or client navigations, and leaves other paths alone", async () => {
    let status = 500;
    let extra: Record<string, string> = {};
    const app = await serve("b", {
      render: (_req, res) => {
        res.writeHead(status, { "Content-Type": "text/html", ...extra });
        res.end(doc("<p>answer</p>"));
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
    // Copies are kept gzipped, so more pages than their plain bytes would allow fit; enough come to fill it.
    for (let i = 0; i < 400; i++) expect((await get(`${app.base}/search?q=word${i}`)).status).toBe(200);
    expect(app.hook.cache.bytes).toBeLessThanOrEqual(200_000);
    expect(app.hook.cache.size).toBeGreaterThan(5);
    expect(app.hook.cache.size).toBeLessThan(400);
  });

  it("keeps a page rendered with a nonce only with a policy of its own, by hash, never the nonce", async () => {
    let nonce = 0;
    const app = await serve("b", {
      render: (_req, res) => {
        nonce++;
        res.writeHead(200, { "Content-Type": "text/html", "Content-Security-Policy": `script-src 'self' 'nonce-n${nonce}' 'sha256-static'` });
        res.end(doc(`<script nonce="n${nonce}">boot()</script>`));
      },
      cspForCached: cachedPagePolicy,
    });
    const first = await get(`${app.base}/search?q=nonce`);
    expect(first.headers["content-security-policy"]).toBe("script-src 'self' 'nonce-n1' 'sha256-static'");
    const second = await get(`${app.base}/search?q=nonce`);
    expect(second.headers["x-page-cache"]).toBe("HIT");
    const policy = String(second.headers["content-security-policy"]);
    expect(policy).toContain(hashOf("boot()"));
    expect(policy).toContain("'sha256-static'");
    expect(policy).not.toContain("nonce-");
    expect(app.renders).toHaveLength(1);
  });

  // Issue 27, finding 9: the policy of a cached copy allows what the render's own nonce allowed,
  // worked out when the copy is stored, never from the stored bytes when it is served.
  it("allows in a cached copy only the scripts its render allowed by nonce, whatever the stored bytes hold", async () => {
    const app = await serve("b", {
      render: (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Security-Policy": "script-src 'self' 'nonce-good1'" });
        // A script without the render's nonce (reflected by a template bug, say) never ran on the first visit.
        res.end(doc(`<script nonce="good1">boot()</script><script>reflected()</script>`));
      },
      cspForCached: cachedPagePolicy,
    });
    await get(`${app.base}/search?q=csp`);
    const hit = await get(`${app.base}/search?q=csp`);
    expect(hit.headers["x-page-cache"]).toBe("HIT");
    expect(hit.headers["content-security-policy"]).toContain(hashOf("boot()"));
    expect(hit.headers["content-security-policy"]).not.toContain(hashOf("reflected()"));

    // A copy altered in memory after it was stored gets no say over its own policy.
    await get(`${app.base}/search?q=tampered`);
    const entry = app.hook.cache.get("/search?q=tampered")!;
    // The cache keeps a copy gzipped (decision 0218), compressed off the event loop: that is what is altered.
    await vi.waitFor(() => expect(Object.getOwnPropertyDescriptor(entry, "body")?.get).toBeDefined());
    entry.gzip = gzipSync(Buffer.from(gunzipSync(entry.gzip!).toString().replace("<body>", "<body><script>injected()</script>")));
    const tampered = await get(`${app.base}/search?q=tampered`);
    expect(tampered.body.toString()).toContain("injected()");
    expect(tampered.headers["content-security-policy"]).toContain(hashOf("boot()"));
    expect(tampered.headers["content-security-policy"]).not.toContain(hashOf("injected()"));
  });

  // Issue 27, finding 1: what the cache keeps, and the ETag a browser or CDN revalidates with.
  it("keeps only answers of the expected type with a complete body of plausible length", async () => {
    let answer: { type?: string; body: string } = { body: "{}" };
    const app = await serve("b", {
      render: (_req, res) => {
        if (answer.type) res.setHeader("Content-Type", answer.type);
        res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
        res.statusCode = 200;
        res.end(answer.body);
      },
    });
    const refused: [string, { type?: string; body: string }][] = [
      ["/search?q=a", { body: "{}" }],
      ["/search?q=b", { type: "text/html; charset=utf-8", body: "{}" }],
      ["/search?q=c", { type: "application/json", body: doc("json?") }],
      ["/search?q=d", { type: "text/html", body: doc("cut short").slice(0, -20) }],
      ["/search?q=e", { type: "text/html", body: "<!DOCTYPE html><html><body></body></html>" }],
      ["/?use=code&free=1", { type: "text/x-component", body: `0:${"x".repeat(5000)}` }],
      ["/search/suggestions?q=mid", { type: "text/html", body: doc("suggestions?") }],
      ["/search/suggestions?q=cla", { type: "application/json", body: "{}" }],
      ["/search/suggestions?q=ima", { type: "application/json", body: '{"platforms":[], "useCases": [], "art' }],
    ];
    for (const [url, rendered] of refused) {
      answer = rendered;
      const first = await get(`${app.base}${url}`);
      expect(first.status, url).toBe(200);
      // The answer nobody checked yet is sent as Next.js marked it: a CDN never keeps it.
      expect(first.headers["cache-control"], url).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
      expect(first.headers.etag, url).toBeUndefined();
    }
    expect(app.hook.cache.size).toBe(0);

    answer = { type: "text/html; charset=utf-8", body: doc("the real page") };
    await get(`${app.base}/search?q=a`);
    answer = { type: "application/json", body: '{"platforms":[{"id":"midjourney","name":"Midjourney"}],"useCases":[],"articles":[]}' };
    await get(`${app.base}/search/suggestions?q=mid`);
    expect(app.hook.cache.size).toBe(2);
    const page = await get(`${app.base}/search?q=a`);
    expect(page.headers["x-page-cache"]).toBe("HIT");
    expect(page.headers["cache-control"]).toMatch(/^public, /);
    expect(page.body.toString()).toContain("the real page");
  });

  it("gives a cached copy an ETag that is the hash of its body, so a copy held from before a restart is replaced when the page changed", async () => {
    let version = "first";
    const render = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end(doc(`<p>${version} version</p>`));
    };
    const before = await serve("same-build", { render });
    await get(`${before.base}/search?q=etag`);
    const held = await get(`${before.base}/search?q=etag`);
    const oldEtag = String(held.headers.etag);
    expect(oldEtag).toMatch(/^W\//);
    expect((await get(`${before.base}/search?q=etag`, { "if-none-match": oldEtag })).status).toBe(304);
    await before.close();

    // Same build, new process: the page now renders differently (the catalogue file was fixed, say).
    version = "second";
    const after = await serve("same-build", { render });
    const revalidated = await get(`${after.base}/search?q=etag`, { "if-none-match": oldEtag });
    expect(revalidated.status).toBe(200);
    expect(revalidated.body.toString()).toContain("second version");
    const fresh = await get(`${after.base}/search?q=etag`);
    expect(fresh.headers.etag).toMatch(/^W\//);
    expect(fresh.headers.etag).not.toBe(oldEtag);
    expect((await get(`${after.base}/search?q=etag`, { "if-none-match": String(fresh.headers.etag) })).status).toBe(304);

    // The same body (nonces aside) keeps the same ETag across restarts: browsers keep their 304s.
    await after.close();
    const again = await serve("same-build", { render });
    await get(`${again.base}/search?q=etag`);
    expect((await get(`${again.base}/search?q=etag`)).headers.etag).toBe(fresh.headers.etag);
  });

  it("renders a URL once when many visitors ask for it at the same moment", async () => {
    const app = await serve("b", {
      render: (_req, res) => {
        res.setHeader("Content-Type", "text/html");
        res.statusCode = 200;
        res.write(doc("<p>slow ").slice(0, 60));
        setTimeout(() => res.end(doc("<p>slow ").slice(60)), 100);
      },
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(`${app.base}/?use=video`)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.toString()))).toEqual(new Set([doc("<p>slow ")]));
    expect(app.renders).toHaveLength(1);
  });
});


// Issue 27, finding 1: the production server (scripts/start.mjs) against a hostile visitor who sends
// the framework's internal request headers to a dynamic URL nobody asked for yet. Whatever that
// request gets, the next plain visitor must get the real page, never a copy of a framework-internal
// answer (`{}` for `x-middleware-prefetch`) kept by the page cache.
describe("the production server's page cache against framework-internal request headers", () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await startAppServer();
  }, 300_000);
  afterAll(async () => {
    await app?.stop();
  });

  /** One request per header set, so each reaches a URL that was never rendered. */
  const hostile: Record<string, string>[] = [
    { "x-middleware-prefetch": "1" },
    { "x-nextjs-data": "1", "x-matched-path": "/_not-found" },
    { "x-invoke-path": "/_not-found", "x-invoke-status": "404", "x-invoke-query": "%7B%7D", "x-invoke-output": "/_not-found" },
    { "x-middleware-rewrite": "/_not-found", "x-middleware-next": "1", "x-middleware-skip": "1", "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy", "x-now-route-matches": "1", "x-prerender-revalidate": "x" },
    { "X-Middleware-Prefetch": "1", "X-NextJS-Data": "1", "X-Matched-Path": "/search", "x-nextjs-rewrite": "/", "x-middleware-invoke": "1" },
  ];

  type Family = { name: string; urls: string[]; type: RegExp; real: (body: string) => boolean };
  const html = (marker: RegExp) => (body: string) => /^<!DOCTYPE html>/i.test(body) && /<\/html>\s*$/.test(body) && marker.test(body);
  const families: Family[] = [
    { name: "the finder", urls: ["/?use=code&free=1", "/?use=images&free=1", "/?use=video&free=1", "/?use=audio&free=1", "/?use=writing&free=1"], type: /^text\/html/, real: html(/platforms match your criteria/) },
    { name: "search", urls: ["/search?q=poison+one", "/search?q=poison+two", "/search?q=poison+three", "/search?q=poison+four", "/search?q=poison+five"], type: /^text\/html/, real: html(/Results for/) },
    { name: "browse", urls: ["/platforms?free=1&sort=price", "/platforms?free=1&budget=20&sort=price", "/platforms?free=1&budget=10", "/platforms?free=1&budget=50&sort=price", "/platforms?free=1&budget=10&sort=price"], type: /^text\/html/, real: html(/shown/) },
    { name: "compare", urls: ["/compare?ids=claude,chatgpt", "/compare?ids=gemini,claude", "/compare?ids=chatgpt,gemini", "/compare?ids=claude,gemini,chatgpt", "/compare?ids=chatgpt,claude&use=code"], type: /^text\/html/, real: html(/ vs /) },
    {
      name: "the search suggestions",
      urls: ["/search/suggestions?q=mid", "/search/suggestions?q=cla", "/search/suggestions?q=ima", "/search/suggestions?q=vid", "/search/suggestions?q=cod"],
      type: /^application\/json/,
      real: (body) => {
        const value = JSON.parse(body) as Record<string, unknown>;
        return Array.isArray(value.platforms) && Array.isArray(value.useCases) && Array.isArray(value.articles);
      },
    },
  ];

  for (const family of families) {
    it(`${family.name}: a request with internal headers never leaves a copy that plain visitors get`, async () => {
      // Five canonical URLs (a non-canonical one would only get a 308).
      expect(family.urls.map((u) => canonicalUrl(u.split("?")[0]!, new URLSearchParams(u.split("?")[1]))?.url)).toEqual(family.urls);
      expect(new Set(family.urls).size).toBe(hostile.length);
      for (const [i, headers] of hostile.entries()) {
        const url = family.urls[i]!;
        const what = `${url} after ${Object.keys(headers).join(", ")}`;
        await get(`${app.url}${url}`, headers);
        for (const visit of [1, 2]) {
          const plain = await get(`${app.url}${url}`);
          expect(plain.status, what).toBe(200);
          expect(plain.headers["content-type"], what).toMatch(family.type);
          expect(family.real(plain.body.toString()), `${what}, visit ${visit}: ${plain.body.toString().slice(0, 80)}`).toBe(true);
        }
      }
    }, 120_000);
  }

  it("answers a client navigation whose router state cannot be read with a 400, not a 500", async () => {
    for (const tree of ["%5B%22%22%5D", "garbage%", "[]", "x".repeat(10_000)]) {
      const bad = await get(`${app.url}/search?q=tree&_rsc=1`, { rsc: "1", "next-router-state-tree": tree });
      expect(bad.status, tree.slice(0, 20)).toBe(400);
      expect(JSON.parse(bad.body.toString()).error).toMatch(/router state/);
    }
    const good = await get(`${app.url}/search?q=tree`, { rsc: "1", "next-router-state-tree": encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}] }])) });
    expect(good.status).not.toBe(400);
    expect(good.status).toBeLessThan(500);
  }, 60_000);

  it("client navigations (rsc, next-router-*) still get Next.js's own answer, and never a cached page or a cached payload", async () => {
    const url = "/search?q=navigation+payload";
    const navigation = { rsc: "1" };
    // Next.js sends a navigation without its cache-busting `_rsc` parameter to the URL that has it.
    const busted = await get(`${app.url}${url}`, navigation);
    expect(busted.status).toBe(307);
    expect(busted.headers.location).toMatch(/[?&]_rsc\b/);
    const payload = await get(`${app.url}${busted.headers.location}`, navigation);
    expect(payload.status).toBe(200);
    expect(payload.headers["content-type"]).toMatch(/^text\/x-component/);
    expect(payload.headers["x-page-cache"]).toBeUndefined();
    await get(`${app.url}${url}`, { "next-router-prefetch": "1", rsc: "1" });
    const page = await get(`${app.url}${url}`);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body.toString()).toMatch(/^<!DOCTYPE html>/i);
    expect(page.headers.vary).toMatch(/rsc/);
    const cached = await get(`${app.url}${url}`);
    expect(cached.headers["x-page-cache"]).toBe("HIT");
    expect(cached.headers.vary).toMatch(/rsc, next-router-state-tree/);
  }, 60_000);
});
