// Pages rendered on their first request and then answered as if pre-rendered (issue 32,
// docs/decisions/0170-rendered-at-build-or-on-demand.md). `next build` pre-renders the platform
// pages of the first PRERENDER_PLATFORMS of the editorial order and the curated comparisons between
// them; every other platform page and curated comparison is rendered by Next.js the first time it
// is asked (an ISR render: no request input, no nonce, the bytes `next build` would have written),
// and the copy is kept in the page cache's memory (scripts/page-cache.mjs ByteLru, bounded by
// PAGE_CACHE_MB) as a static-cache entry (scripts/static-pages.mjs pageEntry): the same
// Content-Type, Cache-Control, Vary, security headers, hash-based Content-Security-Policy (the hashes
// of its inline scripts, like every pre-rendered page) and ETag (the hash of the body) as a page the
// build wrote, from the very first answer on. Evicted copies come back from Next.js's own cache of
// the render (no second render).
import { hasNonceAttribute } from "./csp.mjs";
import { implausibleAnswer } from "./page-cache.mjs";
import { pageEntry, serveStaticPage } from "./static-pages.mjs";

const NAVIGATION_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-hmr-refresh", "next-action", "next-url"];
/** Request headers the render must not see: one whole uncompressed body, no conditional answer, no nonce. */
const RENDER_WITHOUT = ["accept-encoding", "if-none-match", "if-modified-since", "content-security-policy"];

/**
 * @param {{ candidates: Iterable<string>,
 *   store: import("./page-cache.mjs").ByteLru,
 *   handle: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown,
 *   onStore?: (pathname: string, body: Buffer) => void,
 *   onSkip?: (reason: string, pathname: string) => void,
 *   transform?: (pathname: string, item: import("./static-pages.mjs").Entry) => import("./static-pages.mjs").Entry }} options
 *   (`transform`: the entry to send instead, as for pre-rendered pages: a platform page with its source marks)
 * @returns {((req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean) & { renders: () => number, covers: (url: string) => boolean }}
 */
export function createOnDemandPages({ candidates, store, handle, onStore = () => {}, onSkip = () => {}, transform }) {
  const wanted = new Set(candidates);
  /** Renders under way, by path, with the requests that came for the same path meanwhile. @type {Map<string, (() => void)[]>} */
  const inflight = new Map();
  let renders = 0;

  /** Answers from the stored copy, exactly as the static cache answers a pre-rendered page. */
  function serveStored(req, res, pathname) {
    const entry = store.get(pathname);
    if (!entry) return false;
    const served = asPage(req, () => serveStaticPage(new Map([[pathname, entry]]), req, res, transform));
    store.resize(pathname); // a compressed copy may have been made
    return served;
  }

  /**
   * Runs `fn` with the request's URL stripped of its query: these pages read no parameter, so
   * `?utm_source=...` is the same page (and Next.js's cache of a static route ignores it too).
   */
  function asPage(req, fn) {
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    if (q === -1) return fn();
    req.url = url.slice(0, q);
    try {
      return fn();
    } finally {
      req.url = url;
    }
  }

  /** The decoded path of a request if it is one of these pages, else undefined. */
  function pageOf(url) {
    const q = url.indexOf("?");
    try {
      const pathname = decodeURIComponent(q === -1 ? url : url.slice(0, q));
      return wanted.has(pathname) ? pathname : undefined;
    } catch {
      return undefined;
    }
  }

  function render(req, res, pathname, done) {
    renders++;
    const method = req.method;
    const saved = Object.fromEntries(RENDER_WITHOUT.map((name) => [name, req.headers[name]]));
    for (const name of RENDER_WITHOUT) delete req.headers[name];
    req.method = "GET";
    const url = req.url;
    req.url = pathname;
    // The headers the server layer set before (request id, security headers): put back as they were.
    const before = res.getHeaders();
    const { writeHead, write, end } = res;
    const chunks = [];
    let status = 200;
    const record = (chunk, encoding) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk));
    };
    res.writeHead = function (code, ...rest) {
      const headers = rest.find((a) => a && typeof a === "object");
      if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      status = code;
      return res;
    };
    res.write = function (chunk, encoding, callback) {
      record(chunk, encoding);
      if (typeof encoding === "function") encoding();
      else if (typeof callback === "function") callback();
      return true;
    };
    res.end = function (chunk, encoding, callback) {
      record(chunk, encoding);
      const cb = [chunk, encoding, callback].find((a) => typeof a === "function");
      res.writeHead = writeHead;
      res.write = write;
      res.end = end;
      Object.assign(req.headers, Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== undefined)));
      req.method = method;
      req.url = url;
      const body = Buffer.concat(chunks);
      const code = status === 200 && res.statusCode !== 200 ? res.statusCode : status;
      const wrong =
        code !== 200 ? `status ${code}` : res.getHeader("set-cookie") ? "sets a cookie" : hasNonceAttribute(body) ? "rendered with a nonce" : implausibleAnswer(pathname, { contentType: res.getHeader("content-type"), contentLength: res.getHeader("content-length") }, body);
      if (!wrong) {
        const entry = pageEntry(body);
        for (const name of res.getHeaderNames()) if (!(name in before)) res.removeHeader(name);
        for (const [name, value] of Object.entries(before)) if (value !== undefined) res.setHeader(name, value);
        if (store.set(pathname, entry)) onStore(pathname, body);
        asPage(req, () => serveStaticPage(new Map([[pathname, entry]]), req, res, transform));
      } else {
        // Not a page to keep (an error): sent as Next.js answered it, never kept, under the policy the
        // server layer set before (no inline script runs: it was rendered without a nonce).
        onSkip(wrong, pathname);
        res.statusCode = code;
        res.setHeader("Cache-Control", "no-store");
        res.removeHeader("content-length");
        res.setHeader("Content-Length", body.length);
        res.end(method === "HEAD" ? undefined : body);
      }
      if (cb) cb();
      done();
      return res;
    };
    handle(req, res);
  }

  /** @type {any} */
  const hook = (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const pathname = pageOf(req.url ?? "/");
    if (pathname === undefined) return false;
    if (NAVIGATION_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
    if (serveStored(req, res, pathname)) return true;
    const waiting = inflight.get(pathname);
    if (waiting) {
      waiting.push(() => serveStored(req, res, pathname) || render(req, res, pathname, () => {}));
      return true;
    }
    inflight.set(pathname, []);
    render(req, res, pathname, () => {
      const queued = inflight.get(pathname) ?? [];
      inflight.delete(pathname);
      for (const next of queued) next();
    });
    return true;
  };
  hook.renders = () => renders;
  /**
   * Whether a request path is one of these pages. Next.js keeps whatever it renders for them on
   * disk and answers later requests with it, so it must never render them with a nonce: a client
   * navigation's payload (which this hook leaves to Next.js) renders and stores the page too.
   */
  hook.covers = (url) => pageOf(url) !== undefined;
  return hook;
}
