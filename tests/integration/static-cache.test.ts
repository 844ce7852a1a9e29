import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadStaticAssets, loadStaticPages, PLAIN_PAGES_BYTES, serveStaticPage, type Entry } from "@/scripts/static-pages.mjs";

// A miniature production build: one static page, the framework's scripts, a page script, a chunk
// loaded later, a stylesheet and an image.
const main = `(()=>{${"let framework = 1;".repeat(200)}})()`;
const pageScript = `(()=>{${"let finder = 2;".repeat(200)}})()`;
const lazyScript = `(()=>{${"let chat = 3;".repeat(200)}})()`;
const css = `.a{color:red}${".b{margin:0}".repeat(200)}`;
const inline = "(self.__next_f=self.__next_f||[]).push([0])";
const html = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/page.js" async=""></script></head><body>${"<p>Hello</p>".repeat(200)}<script>${inline}</script></body></html>`;

let dir: string;
let server: http.Server;
let base: string;
let cache: Map<string, Entry>;

function write(rel: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), content);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-cache-"));
  write("prerender-manifest.json", JSON.stringify({ routes: { "/": { routeType: "page", initialRevalidateSeconds: false } } }));
  write("server/app/index.html", html);
  write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/main.js"] }));
  write("static/chunks/main.js", main);
  write("static/chunks/page.js", pageScript);
  write("static/chunks/lazy.js", lazyScript);
  write("static/chunks/app.css", css);
  write("static/media/photo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  const pages = loadStaticPages(dir);
  cache = new Map([...pages, ...loadStaticAssets(dir, pages)]);
  server = http.createServer((req, res) => {
    if (!serveStaticPage(cache, req, res)) res.writeHead(404, { "x-handled-by": "next" }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Raw request (fetch would decompress and hide the encoding). */
function get(urlPath: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("build assets served from memory", () => {
  it("sends brotli once it is ready, gzip to older clients, and plain bytes to the rest", async () => {
    await vi.waitFor(() => expect(cache.get("/_next/static/chunks/app.css")?.br).toBeDefined(), { timeout: 10_000 });
    const br = await get("/_next/static/chunks/app.css", { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(css);
    const gzip = await get("/_next/static/chunks/app.css", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(css);
    const plain = await get("/_next/static/chunks/app.css", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(css);
    expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(css));
  });

  it("marks them immutable for a year, typed, with the security headers and a working ETag", async () => {
    const first = await get("/_next/static/chunks/app.css");
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(first.headers["vary"]).toBe("Accept-Encoding");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(first.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(first.headers["cross-origin-resource-policy"]).toBe("same-origin");
    const again = await get("/_next/static/chunks/app.css", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("hints eager compilation on the scripts a page runs at load, and only on those", async () => {
    const hint = "//# allFunctionsCalledOnLoad\n";
    expect((await get("/_next/static/chunks/main.js")).body.toString()).toBe(hint + main);
    expect((await get("/_next/static/chunks/page.js")).body.toString()).toBe(hint + pageScript);
    expect((await get("/_next/static/chunks/lazy.js")).body.toString()).toBe(lazyScript);
    expect((await get("/_next/static/chunks/main.js")).headers["content-type"]).toBe("application/javascript; charset=UTF-8");
  });

  it("does not compress images, which are compressed already", async () => {
    const png = await get("/_next/static/media/photo.png", { "accept-encoding": "gzip, br" });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.body.length).toBe(7);
  });

  it("answers HEAD without a body", async () => {
    const head = await get("/_next/static/chunks/main.js", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("leaves unknown files, query strings and other methods to Next.js", async () => {
    expect((await get("/_next/static/chunks/missing.js")).headers["x-handled-by"]).toBe("next");
    expect((await get("/_next/static/chunks/main.js?v=2")).headers["x-handled-by"]).toBe("next");
    expect((await get("/_next/static/chunks/main.js", {}, "POST")).headers["x-handled-by"]).toBe("next");
  });
});

describe("pre-rendered pages served from memory", () => {
  it("serves the page as HTML, compressed", async () => {
    const page = await get("/", { "accept-encoding": "br" });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(brotliDecompressSync(page.body).toString()).toBe(html);
  });

  it("sends the page's own policy: its inline scripts' hashes, no 'unsafe-inline'", async () => {
    const page = await get("/");
    const scriptSrc = String(page.headers["content-security-policy"]).split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${createHash("sha256").update(inline).digest("base64")}'`);
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["cross-origin-resource-policy"]).toBeUndefined();
  });

  it("leaves a client-side navigation (RSC request) of the page to Next.js, but not of an asset", async () => {
    expect((await get("/", { rsc: "1" })).headers["x-handled-by"]).toBe("next");
    expect((await get("/_next/static/chunks/main.js", { rsc: "1" })).status).toBe(200);
  });
});

describe("pre-rendered pages kept compressed (decision 0218)", () => {
  // More pages than the plain copies kept (PLAIN_PAGES_BYTES), each its own text.
  const count = 50;
  const pageHtml = (n: number) => `<!DOCTYPE html><html><body>${Array.from({ length: 4000 }, (_, i) => `<p>Page ${n}, line ${i}: ${((n * 7919 + i * 104729) % 1000003).toString(36)}</p>`).join("")}</body></html>`;
  let pagesDir: string;
  let pages: Map<string, Entry>;

  beforeAll(() => {
    pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-pages-"));
    const routes: Record<string, unknown> = {};
    for (let n = 0; n < count; n++) {
      routes[`/p${n}`] = { routeType: "page", initialRevalidateSeconds: false };
      fs.mkdirSync(path.join(pagesDir, "server", "app"), { recursive: true });
      fs.writeFileSync(path.join(pagesDir, "server", "app", `p${n}.html`), pageHtml(n));
    }
    fs.writeFileSync(path.join(pagesDir, "prerender-manifest.json"), JSON.stringify({ routes }));
    pages = loadStaticPages(pagesDir);
  });

  afterAll(() => fs.rmSync(pagesDir, { recursive: true, force: true }));

  it("holds a fraction of the pages' HTML, and no plain copy of a page nobody asked for", () => {
    const html = Array.from({ length: count }, (_, n) => Buffer.byteLength(pageHtml(n))).reduce((a, b) => a + b);
    expect(html).toBeGreaterThan(PLAIN_PAGES_BYTES);
    let held = 0;
    for (const entry of pages.values()) {
      for (const value of Object.values(Object.getOwnPropertyDescriptors(entry))) if (Buffer.isBuffer(value.value)) held += value.value.length;
    }
    expect(held).toBeLessThan(html / 3);
  });

  it("answers every page, plain, gzip or brotli, with its exact bytes and one ETag, however many were asked for before", async () => {
    const local = http.createServer((req, res) => void (serveStaticPage(pages, req, res) || res.writeHead(404).end()));
    await new Promise<void>((resolve) => local.listen(0, "127.0.0.1", resolve));
    const at = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
    const fetchRaw = (urlPath: string, headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get(`${at}${urlPath}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject);
      });
    try {
      for (const round of [0, 1]) {
        for (let n = 0; n < count; n++) {
          const expected = pageHtml(n);
          const plain = await fetchRaw(`/p${n}`, {});
          expect(plain.body.toString(), `round ${round}, page ${n}`).toBe(expected);
          expect(plain.headers["content-length"]).toBe(String(Buffer.byteLength(expected)));
          const gzip = await fetchRaw(`/p${n}`, { "accept-encoding": "gzip" });
          expect(gzip.headers["content-encoding"]).toBe("gzip");
          expect(gunzipSync(gzip.body).toString()).toBe(expected);
          const br = await fetchRaw(`/p${n}`, { "accept-encoding": "br" });
          expect(br.headers["content-encoding"]).toBe("br");
          expect(brotliDecompressSync(br.body).toString()).toBe(expected);
          expect(new Set([plain.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(1);
          expect(plain.headers.etag).toBe(`"${createHash("sha1").update(expected).digest("base64url")}"`);
        }
      }
    } finally {
      await new Promise((resolve) => local.close(resolve));
    }
  });
});
