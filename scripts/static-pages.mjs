// The in-process static cache (docs/decisions/0012-static-page-fast-path.md): pre-rendered HTML
// pages and the build's content-hashed assets (`/_next/static/...`) answered straight from memory,
// compressed once, as a CDN would, without entering Next.js's request pipeline. Anything else
// (client navigations, query strings, functions, dynamic pages, 404s) goes to Next.js unchanged.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompress, brotliCompressSync, constants, gunzipSync, gzip, gzipSync } from "node:zlib";
import { baseSecurityHeaders, crossOriginResourcePolicy, hsts } from "../security-headers.mjs";
import { cspForHashes, inlineScriptHashes, SCRIPTLESS_CSP } from "./csp.mjs";

const HTML_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";
const ASSET_TYPES = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".ico": "image/x-icon",
};
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
const COMPRESSIBLE = new Set([".js", ".css", ".svg", ".json", ".txt"]);

/**
 * @typedef {{ body: Buffer, etag: string, contentType: string, cacheControl: string, vary: string,
 *   page: boolean, compressible: boolean, csp: string, gzip?: Buffer, br?: Buffer,
 *   inlineHashes?: string[], asyncScripts?: string[] }} Entry
 * A page's entry also lists the hashes of its inline scripts and the scripts it loads at start
 * (`<script src async>`), read once from its HTML so that nothing has to decompress it again.
 */

/** @returns {Entry} */
function entry(body, fields) {
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"`, gzip: undefined, br: undefined, ...fields };
}

/**
 * The same entry with another body (a page with its source marks, scripts/server-hooks.mjs): its
 * own ETag, compressed on first use.
 * @param {Entry} item
 * @param {Buffer} body
 * @returns {Entry}
 */
export function withBody(item, body) {
  return { ...item, body, etag: `"${createHash("sha1").update(body).digest("base64url")}"`, gzip: undefined, br: undefined };
}

/** Reads every fully static page of the production build into memory, keyed by path. */
export function loadStaticPages(distDir = ".next") {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
  /** @type {Map<string, Entry>} */
  const pages = new Map();
  for (const [route, info] of Object.entries(manifest.routes)) {
    if (info.routeType !== "page" || info.initialRevalidateSeconds !== false || route.startsWith("/_")) continue;
    const base = path.join(distDir, "server", "app", route === "/" ? "index" : route.slice(1));
    if (!fs.existsSync(`${base}.html`)) continue;
    const meta = fs.existsSync(`${base}.meta`) ? JSON.parse(fs.readFileSync(`${base}.meta`, "utf8")) : {};
    if (meta.status && meta.status !== 200) continue;
    pages.set(route, pageEntry(readReused(`${base}.html`)));
  }
  return pages;
}

let readBuffer = Buffer.alloc(0);
/**
 * A file's bytes in one buffer reused from file to file: the caller keeps none of them (pageEntry
 * keeps a gzip copy). A fresh buffer per page left glibc's heap holding the freed pages (25 MB at
 * 208 platforms) as resident memory.
 * @param {string} file
 */
function readReused(file) {
  const fd = fs.openSync(file, "r");
  try {
    const size = fs.fstatSync(fd).size;
    if (readBuffer.length < size) readBuffer = Buffer.allocUnsafeSlow(Math.max(size, 2 * readBuffer.length));
    let read = 0;
    while (read < size) {
      const n = fs.readSync(fd, readBuffer, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return readBuffer.subarray(0, read);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Uncompressed pages kept for the clients that ask for no encoding (and for the source marks):
 * the most recently used, up to this many bytes. The rest are gunzipped again when asked for
 * (a quarter of a millisecond for a page of 100 KB).
 */
export const PLAIN_PAGES_BYTES = 4 * 2 ** 20;
/** Plain copies by the gzip copy they were made from. @type {Map<Buffer, Buffer>} */
const plainPages = new Map();
let plainBytes = 0;

/** A page's uncompressed bytes, from its gzip copy through the small cache above. @param {{ gzip?: Buffer }} item */
function plainBody(item) {
  const gzip = /** @type {Buffer} */ (item.gzip);
  let body = plainPages.get(gzip);
  if (body) {
    plainPages.delete(gzip);
  } else {
    body = gunzipSync(gzip);
    plainBytes += body.length;
  }
  plainPages.set(gzip, body);
  for (const [key, kept] of plainPages) {
    if (plainBytes <= PLAIN_PAGES_BYTES || key === gzip) break;
    plainPages.delete(key);
    plainBytes -= kept.length;
  }
  return body;
}

const ASYNC_SCRIPT = '<script src="/_next/static/';

/**
 * The `<script src="/_next/static/….js" async="">` of a page, read from its bytes (no decoded copy
 * of a page hundreds of kilobytes long, decision 0239). @param {Buffer} html @returns {string[]}
 */
function asyncScriptsOf(html) {
  const found = [];
  for (let at = html.indexOf(ASYNC_SCRIPT, 0, "latin1"); at !== -1; at = html.indexOf(ASYNC_SCRIPT, at + 1, "latin1")) {
    const start = at + '<script src="'.length;
    const quote = html.indexOf(34, start); // "
    if (quote === -1) break;
    const src = html.toString("latin1", start, quote);
    if (/^\/_next\/static\/[^"?]+\.js$/.test(src) && html.toString("latin1", quote, quote + 10) === '" async=""') found.push(src);
  }
  return found;
}

/**
 * The entry of a pre-rendered page: the build's, or one rendered on its first request the same way
 * (scripts/on-demand-pages.mjs, docs/decisions/0170), so both are answered with the same headers.
 * Kept gzipped only (decision 0218): at 208 platforms the pre-rendered pages are 25 MB of HTML,
 * 4.6 MB gzipped, and browsers ask for a compressed copy anyway. `body` is a getter that
 * decompresses; `withBody` gives an entry its own plain body.
 * @param {Buffer} html @returns {Entry}
 */
export function pageEntry(html) {
  const inlineHashes = inlineScriptHashes(html);
  const item = entry(html, {
    // The page's own policy: the hashes of exactly the inline scripts it carries (scripts/csp.mjs).
    csp: cspForHashes(inlineHashes),
    inlineHashes,
    asyncScripts: asyncScriptsOf(html),
    contentType: "text/html; charset=utf-8",
    cacheControl: "s-maxage=31536000",
    vary: HTML_VARY,
    page: true,
    compressible: true,
  });
  return keepGzipped(item, html, 9);
}

/**
 * Makes `item` hold `body` gzipped only: `item.gzip` is set, and `item.body` becomes a getter that
 * decompresses it (through the small cache of plain copies above). For the static cache's pages and
 * the page cache's copies (page-cache.mjs).
 * @template {{ body: Buffer, gzip?: Buffer }} T
 * @param {T} item @param {Buffer} body @param {number} level gzip's level
 * @returns {T}
 */
export function keepGzipped(item, body, level) {
  item.gzip = gzipSync(body, { level });
  return holdGzippedOnly(item);
}

/**
 * The same, with the compression done in zlib's thread pool rather than on the event loop (about
 * a millisecond for a page of 100 KB at level 6, on every page the page cache keeps): `item.body`
 * stays plain until then, and `done` is called once it is held gzipped only (the holder recounts
 * its bytes). A gzip copy set meanwhile (a client asked for one first) is kept.
 * @template {{ body: Buffer, gzip?: Buffer }} T
 * @param {T} item @param {number} level gzip's level @param {() => void} done
 */
export function keepGzippedLater(item, level, done) {
  gzip(item.body, { level }, (error, compressed) => {
    // Kept plain, as it was, if zlib failed (it does not for a Buffer held in memory).
    if (error) return;
    item.gzip ??= compressed;
    holdGzippedOnly(item);
    done();
  });
}

/** @template {{ gzip?: Buffer }} T @param {T} item */
function holdGzippedOnly(item) {
  Object.defineProperty(item, "body", { get: () => plainBody(item), enumerable: true, configurable: true });
  return item;
}

/**
 * The scripts a page runs as it loads: the framework's (the build manifest's `rootMainFiles`) and
 * those a pre-rendered page names in its own `<script async>` tags. Chunks loaded later (the chat
 * panel, say) are not among them.
 */
function startupScriptsOf(distDir, pages) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const scripts = new Set((manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`));
  for (const page of pages.values()) for (const src of page.asyncScripts ?? []) scripts.add(src);
  return scripts;
}

/**
 * Reads the build's hashed assets (scripts, styles, media under `.next/static`) into memory. Their
 * names change with their content, so they are cached for a year. Each is gzipped now and
 * brotli-compressed at the highest quality in the background (zlib's thread pool): until that is
 * done, browsers get the gzip body.
 */
export function loadStaticAssets(distDir = ".next", pages = new Map()) {
  const root = path.join(distDir, "static");
  /** @type {Map<string, Entry>} */
  const assets = new Map();
  if (!fs.existsSync(root)) return assets;
  const startupScripts = startupScriptsOf(distDir, pages);
  for (const rel of fs.readdirSync(root, { recursive: true, encoding: "utf8" })) {
    const file = path.join(root, rel);
    const ext = path.extname(file);
    if (!ASSET_TYPES[ext] || !fs.statSync(file).isFile()) continue;
    let body = fs.readFileSync(file);
    // A script every load runs (the framework's and the page's own): Chrome 136+ compiles one with
    // this hint while it streams in, off the main thread, instead of function by function on it.
    const urlPath = `/_next/static/${rel.split(path.sep).join("/")}`;
    if (startupScripts.has(urlPath)) body = Buffer.concat([Buffer.from(COMPILE_HINT), body]);
    const asset = entry(body, {
      csp: SCRIPTLESS_CSP,
      contentType: ASSET_TYPES[ext],
      cacheControl: "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      page: false,
      compressible: COMPRESSIBLE.has(ext),
    });
    if (asset.compressible) {
      asset.gzip = gzipSync(body, { level: 9 });
      brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, (error, br) => {
        if (!error) asset.br = br;
      });
    }
    assets.set(urlPath, asset);
  }
  return assets;
}

function encodingFor(acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

/**
 * Answers the request from the cache and returns true, or returns false to let Next.js handle it.
 * @param {{ get: (path: string) => Entry | undefined }} cache pages and assets, keyed by path
 * @param {(pathname: string, item: Entry) => Entry} [transform] the entry to send instead (a page with its source marks)
 */
export function serveStaticPage(cache, req, res, transform) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  if (url.includes("?")) return false;
  let pathname;
  try {
    pathname = decodeURIComponent(url);
  } catch {
    return false;
  }
  const found = cache.get(pathname);
  if (!found) return false;
  const h = req.headers;
  if (found.page && (h.rsc || h["next-router-prefetch"] || h["next-router-state-tree"] || h["next-router-segment-prefetch"] || h["next-action"])) return false;
  const item = transform ? transform(pathname, found) : found;

  for (const { key, value } of baseSecurityHeaders) res.setHeader(key, value);
  res.setHeader("Content-Security-Policy", item.csp);
  if (!item.page) res.setHeader(crossOriginResourcePolicy.key, crossOriginResourcePolicy.value);
  if (h["x-forwarded-proto"] === "https") res.setHeader(hsts.key, hsts.value);
  res.setHeader("Content-Type", item.contentType);
  res.setHeader("Cache-Control", item.cacheControl);
  res.setHeader("Vary", item.vary);
  res.setHeader("ETag", item.etag);
  if (item.page) res.setHeader("x-nextjs-cache", "HIT");
  if (h["if-none-match"] === item.etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  const accepted = h["accept-encoding"] ?? "";
  let encoding = item.compressible ? encodingFor(accepted) : undefined;
  // An asset's brotli body is still being made in the background: send gzip meanwhile.
  if (encoding === "br" && !item.page && !item.br) encoding = encodingFor(accepted.replace(/\bbr\b/g, ""));
  // The plain body is read only when it is sent or compressed: a page's is a getter (pageEntry).
  let body;
  if (encoding === "br") body = item.br ??= brotliCompressSync(item.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  else if (encoding === "gzip") body = item.gzip ??= gzipSync(item.body, { level: 9 });
  else body = item.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
