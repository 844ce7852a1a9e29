// The dynamic page cache (issue 16, docs/decisions/0090-dynamic-page-cache.md). A page whose answer
// depends on its query string (`/?use=...`, `/search?q=...`, `/platforms?free=1...`, the search
// suggestions) depends on nothing else but the build: so a rendered answer is kept in memory (one
// process holds one build, and starts empty), keyed by the URL's canonical form (lib/discovery/canonical-url.ts), least
// recently used out past a byte limit, with an ETag (the hash of the body) that a browser or CDN
// revalidates into a 304 without a render, and a Cache-Control that lets a CDN keep it. Only an
// answer of the type the URL is expected to give, complete and of plausible length, is kept
// (issue 27, docs/decisions/0115-page-cache-poisoning.md).
//
// Pure but for `node:crypto` and `node:zlib`: the canonical form and Next.js's handler are passed in,
// so tests drive it over HTTP with a stand-in renderer (tests/integration/page-cache.test.ts).
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { keepGzippedLater } from "./static-pages.mjs";

/** A CDN keeps a page an hour and may serve it stale for a day while it fetches a fresh one; browsers revalidate. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=3600, stale-while-revalidate=86400";
/** A redirect to the canonical form changes only with a deploy, like the page. */
export const REDIRECT_CACHE_CONTROL = "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400";
/**
 * Requests Next.js's client router sends (navigations, prefetches, server actions; Next.js 16's
 * `FLIGHT_HEADERS`, `next-action` and `next-url`): answered by Next.js with an RSC payload, not the
 * page, so the cache neither answers nor keeps them. The copies it keeps carry Next.js's own
 * `Vary: rsc, next-router-state-tree, ...`, so a CDN that honours Vary keys by them too.
 */
const NAVIGATION_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-hmr-refresh", "next-action", "next-url"];

/**
 * What a URL must answer to be kept: its media type, a floor under its length, and a check that the
 * body is whole. Pages are complete HTML documents (a real one is tens of kilobytes); the
 * suggestions are the JSON object the header's search box reads (`{ platforms, useCases, articles }`).
 * Anything else (`{}` from a prefetch, an RSC payload, a page cut short) is passed on and never kept.
 */
const EXPECTED = {
  page: { type: "text/html", minBytes: 1024, whole: (body) => /^\s*<!doctype html[\s>]/i.test(body.subarray(0, 64).toString("latin1")) && /<\/html>\s*$/i.test(body.subarray(-64).toString("latin1")) },
  suggestions: {
    type: "application/json",
    minBytes: 40,
    whole: (body) => {
      try {
        const value = JSON.parse(body.toString("utf8"));
        return value !== null && typeof value === "object" && ["platforms", "useCases", "articles"].every((k) => Array.isArray(value[k]));
      } catch {
        return false;
      }
    },
  },
};

/** The expectation for a dynamic URL's path. */
export function expectedAnswer(pathname) {
  return pathname === "/search/suggestions" ? EXPECTED.suggestions : EXPECTED.page;
}

/** The media type of a Content-Type header, lower case, without parameters. */
function mediaType(value) {
  return String(value ?? "").split(";", 1)[0].trim().toLowerCase();
}

/**
 * Is this complete 200 the answer `pathname` is expected to give? Its type, a Content-Length (when
 * given) that matches the body, a body past the floor and whole. Returns the reason it is not, or "".
 * @param {string} pathname @param {{ contentType?: unknown, contentLength?: unknown }} headers @param {Buffer} body
 */
export function implausibleAnswer(pathname, { contentType, contentLength }, body) {
  const expected = expectedAnswer(pathname);
  if (mediaType(contentType) !== expected.type) return `type ${mediaType(contentType) || "none"}, not ${expected.type}`;
  if (contentLength !== undefined && Number(contentLength) !== body.length) return `Content-Length ${contentLength} for ${body.length} bytes`;
  if (body.length < expected.minBytes) return `${body.length} bytes, under ${expected.minBytes}`;
  if (!expected.whole(body)) return "not a whole answer";
  return "";
}
/** Headers that belong to one response, never replayed from the cache. */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "etag", "cache-control", "set-cookie", "x-request-id"]);

/**
 * @typedef {{ status: number, headers: [string, string | string[]][], body: Buffer, etag: string, gzip?: Buffer, br?: Buffer, cacheControl?: string, bytes: number }} CachedPage
 */

/** Least-recently-used map whose limit is the bytes its entries hold (bodies, compressed copies, headers, key). */
export class ByteLru {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, CachedPage>} */
    this.map = new Map();
  }

  get size() {
    return this.map.size;
  }

  /** @param {string} key */
  get(key) {
    const entry = this.map.get(key);
    if (!entry) return undefined;
    this.map.delete(key);
    this.map.set(key, entry);
    return entry;
  }

  /** Stores an entry unless it alone would take more than a quarter of the limit. Returns whether it did. */
  set(key, entry) {
    this.delete(key);
    entry.bytes = sizeOf(key, entry);
    if (entry.bytes > this.maxBytes / 4) return false;
    this.map.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return true;
  }

  /** Recounts an entry that grew (a compressed copy was added), then evicts as needed. */
  resize(key) {
    const entry = this.map.get(key);
    if (!entry) return;
    const bytes = sizeOf(key, entry);
    this.bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict();
  }

  delete(key) {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.bytes -= entry.bytes;
  }

  evict() {
    for (const [key] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(key);
    }
  }
}

function sizeOf(key, entry) {
  // A page rendered on demand keeps no plain body, only a getter that decompresses (static-pages.mjs pageEntry).
  const plain = Object.getOwnPropertyDescriptor(entry, "body")?.get ? 0 : entry.body.length;
  let bytes = key.length * 2 + plain + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0) + 200;
  // A dynamic page's copy lists its headers; a page rendered on demand (on-demand-pages.mjs) is a
  // static-cache entry whose headers are fixed but for its policy.
  for (const [name, value] of entry.headers ?? []) bytes += (name.length + String(value).length) * 2 + 32;
  if (entry.csp) bytes += entry.csp.length * 2;
  return bytes;
}

/**
 * The ETag of a stored body: a hash of its bytes (SHA-256, 32 base64url characters; the old form,
 * a hash of the build and the URL, had 22, so no tag handed out before can match one of these). A
 * render's nonce (per request, so different in every render of the same page) is left out of the
 * hash: the same page keeps the same ETag after an eviction or a restart, and a browser its 304s.
 * @param {Buffer} body @param {string} [nonce]
 */
export function etagOf(body, nonce) {
  const hash = createHash("sha256");
  if (nonce) {
    const needle = Buffer.from(nonce, "latin1");
    let from = 0;
    for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
      hash.update(body.subarray(from, at));
      from = at + needle.length;
    }
    hash.update(body.subarray(from));
  } else hash.update(body);
  return `W/"${hash.digest("base64url").slice(0, 32)}"`;
}

/** RFC 9110 weak comparison of an If-None-Match list against one ETag. */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

function encodingFor(acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

function appendVary(value) {
  const parts = String(value ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  if (!parts.some((p) => p.toLowerCase() === "accept-encoding")) parts.push("Accept-Encoding");
  return parts.join(", ");
}

/** The nonce of a response's Content-Security-Policy, if it has one. */
const nonceOf = (res) => /'nonce-([^']+)'/.exec(String(res.getHeader("content-security-policy") ?? ""))?.[1];

/**
 * Can a rendered answer be replayed to anyone? Only a 200 without cookies, of the type its URL is
 * expected to give (the body is checked at the end: implausibleAnswer). A response whose
 * Content-Security-Policy carries a per-request nonce is kept only when `cspForCached` can give it
 * a policy of its own: a nonce replayed to a second visitor is no longer a nonce.
 */
function storable(res, pathname, cspForCached) {
  if (res.statusCode !== 200 || res.getHeader("set-cookie")) return false;
  if (mediaType(res.getHeader("content-type")) !== expectedAnswer(pathname).type) return false;
  return nonceOf(res) === undefined || cspForCached !== undefined;
}

/**
 * Creates the server layer's hook. Returns `(req, res, rawUrl) => boolean`: true when the hook has
 * taken the request (answered it, or passed it to `handle` while recording the answer), false to
 * let the caller go on.
 * @param {{ maxBytes: number,
 *   canonicalUrl: (pathname: string, params: URLSearchParams) => { url: string, onMismatch: "redirect" | "same" } | undefined,
 *   sameUrl: (a: string, b: string) => boolean,
 *   handle: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown,
 *   cspForCached?: (body: Buffer, renderPolicy: string) => string,
 *   onSkip?: (reason: string, key: string) => void }} options
 */
export function createPageCache({ maxBytes, canonicalUrl, sameUrl, handle, cspForCached, onSkip = () => {} }) {
  const cache = new ByteLru(maxBytes);
  /**
   * Renders under way, by key, with the requests for the same key that came meanwhile: a URL
   * shared widely arrives from many visitors at once, and one render serves them all.
   * @type {Map<string, (() => void)[]>}
   */
  const inflight = new Map();

  /** Answers from a stored copy: 304 when the client holds this very body, else the body, compressed if it may be. */
  function serve(req, res, key, entry) {
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      // The browser runs the body it kept under the 304's headers (issue 30): that body is a stored
      // copy, so the 304 carries the copy's policy, never this request's fresh nonce (which no script
      // in that body carries: every inline script was blocked and the page never hydrated).
      const policy = entry.headers.find(([n]) => n === "content-security-policy")?.[1];
      if (policy) res.setHeader("Content-Security-Policy", policy);
      res.writeHead(304, { ETag: entry.etag, "Cache-Control": entry.cacheControl ?? PAGE_CACHE_CONTROL, Vary: appendVary(entry.headers.find(([n]) => n === "vary")?.[1]) });
      res.end();
      return;
    }
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", entry.cacheControl ?? PAGE_CACHE_CONTROL);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Vary", appendVary(res.getHeader("vary")));
    res.setHeader("x-page-cache", "HIT");
    const encoding = encodingFor(req.headers["accept-encoding"] ?? "");
    // A copy is kept gzipped; its plain body (a getter) is read only when sent or compressed.
    let body;
    if (encoding === "br") {
      if (!entry.br) {
        entry.br = brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } });
        cache.resize(key);
      }
      body = entry.br;
    } else if (encoding === "gzip") {
      if (!entry.gzip) {
        entry.gzip = gzipSync(entry.body, { level: 6 });
        cache.resize(key);
      }
      body = entry.gzip;
    } else body = entry.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.statusCode = entry.status;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Lets Next.js render, and keeps a copy of a storable answer. The first visitor gets it
   * uncompressed and as Next.js marked it (private, no ETag): nothing is offered to shared caches
   * before its body has been checked (implausibleAnswer); the copies served afterwards are.
   */
  function renderAndStore(req, res, key, pathname) {
    // One whole body to store: no compression, no conditional answer from Next.js.
    delete req.headers["accept-encoding"];
    delete req.headers["if-none-match"];
    delete req.headers["if-modified-since"];
    const chunks = [];
    let length = 0;
    let keep = req.method === "GET";
    const { writeHead, write, end } = res;
    res.writeHead = function (status, ...rest) {
      // Headers given to writeHead itself are set first, so the decision sees them all.
      const headers = rest.find((a) => a && typeof a === "object");
      if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
      res.statusCode = status;
      keep &&= storable(res, pathname, cspForCached);
      res.setHeader("x-page-cache", "MISS");
      const message = rest.find((a) => typeof a === "string");
      return message ? writeHead.call(this, status, message) : writeHead.call(this, status);
    };
    const record = (chunk, encoding) => {
      if (!keep || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk);
      length += buffer.length;
      if (length > maxBytes / 4) {
        keep = false;
        chunks.length = 0;
        onSkip("too large", key);
      } else chunks.push(buffer);
    };
    res.write = function (chunk, encoding, callback) {
      if (!res.headersSent) res.writeHead(res.statusCode);
      record(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      if (!res.headersSent) res.writeHead(res.statusCode);
      record(chunk, encoding);
      if (!keep && res.statusCode === 200 && req.method === "GET") onSkip("not storable", key);
      if (!keep) return end.call(this, chunk, encoding, callback);
      const headers = Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE.has(name) && name !== "vary" && name !== "x-page-cache" && name !== "content-security-policy");
      const vary = String(res.getHeader("vary") ?? "");
      const own = String(res.getHeader("cache-control") ?? "");
      const contentType = res.getHeader("content-type");
      const contentLength = res.getHeader("content-length");
      const policy = String(res.getHeader("content-security-policy") ?? "");
      const nonce = nonceOf(res);
      const result = end.call(this, chunk, encoding, callback);
      // The copy is made after the visitor's last byte is on its way, from the bytes that visitor
      // got. Its policy is worked out now, from this render and its own policy (the scripts the
      // render's nonce allowed, by hash: scripts/csp.mjs cachedPagePolicy), never from the stored
      // copy when it is served.
      setImmediate(() => {
        const body = Buffer.concat(chunks);
        const wrong = implausibleAnswer(pathname, { contentType, contentLength }, body);
        if (wrong) return onSkip(`not the expected answer (${wrong})`, key);
        const csp = nonce !== undefined && cspForCached ? cspForCached(body, policy) : policy;
        /** @type {CachedPage} */
        const copy = {
          status: 200,
          headers: [...headers, ...(csp ? [["content-security-policy", csp]] : []), ["vary", vary]],
          body,
          etag: etagOf(body, nonce),
          // A response that already chose to be public (the suggestions) keeps its own lifetime.
          cacheControl: own.startsWith("public") ? own : PAGE_CACHE_CONTROL,
          bytes: 0,
        };
        // Stored now (the requests waiting on this render are served from it), then kept gzipped
        // only (decision 0218: a copy takes about a third of its plain bytes, so the same
        // PAGE_CACHE_MB holds about three times as many pages), compressed off the event loop.
        if (cache.set(key, copy)) keepGzippedLater(copy, 6, () => cache.resize(key));
      });
      return result;
    };
    handle(req, res);
  }

  /** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, rawUrl: string) => boolean} */
  const hook = (req, res, rawUrl) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (NAVIGATION_HEADERS.some((h) => req.headers[h] !== undefined)) return false;
    const q = rawUrl.indexOf("?");
    const pathname = q === -1 ? rawUrl : rawUrl.slice(0, q);
    let params;
    try {
      params = new URLSearchParams(q === -1 ? "" : rawUrl.slice(q + 1).replace(/%(?![0-9a-f]{2})/gi, "%25"));
    } catch {
      return false;
    }
    const canonical = canonicalUrl(pathname, params);
    if (!canonical) return false;
    const key = canonical.url;
    if (canonical.onMismatch === "redirect" && !sameUrl(rawUrl, key)) {
      res.writeHead(308, { Location: key, "Cache-Control": REDIRECT_CACHE_CONTROL, "Content-Type": "text/plain; charset=utf-8" });
      res.end(req.method === "HEAD" ? undefined : `Redirecting to ${key}`);
      return true;
    }
    const hit = cache.get(key);
    if (hit) serve(req, res, key, hit);
    else if (inflight.has(key)) {
      // Served from the copy once the render under way is stored; rendered itself if it was not.
      inflight.get(key)?.push(() => {
        const stored = cache.get(key);
        if (stored) serve(req, res, key, stored);
        else renderAndStore(req, res, key, pathname);
      });
    } else if (req.method === "GET") {
      inflight.set(key, []);
      // Released on the turn after the response closes: the copy is stored by the setImmediate
      // queued when the response ended (renderAndStore), which runs first.
      res.once("close", () =>
        setImmediate(() => {
          const waiting = inflight.get(key) ?? [];
          inflight.delete(key);
          for (const next of waiting) next();
        }),
      );
      renderAndStore(req, res, key, pathname);
    } else renderAndStore(req, res, key, pathname);
    return true;
  };
  hook.cache = cache;
  return hook;
}
