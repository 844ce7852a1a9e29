// The in-process static page cache (docs/decisions/0012-static-page-fast-path.md): pre-rendered
// HTML pages answered straight from memory, as a CDN would, without entering Next.js's request
// pipeline. Anything else (client navigations, query strings, functions, dynamic pages, 404s) goes
// to Next.js unchanged.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { hsts, securityHeaders } from "../security-headers.mjs";

const HTML_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding";

/** Reads every fully static page of the production build into memory. */
export function loadStaticPages(distDir = ".next") {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
  const pages = new Map();
  for (const [route, info] of Object.entries(manifest.routes)) {
    if (info.routeType !== "page" || info.initialRevalidateSeconds !== false || route.startsWith("/_")) continue;
    const base = path.join(distDir, "server", "app", route === "/" ? "index" : route.slice(1));
    if (!fs.existsSync(`${base}.html`)) continue;
    const body = fs.readFileSync(`${base}.html`);
    const meta = fs.existsSync(`${base}.meta`) ? JSON.parse(fs.readFileSync(`${base}.meta`, "utf8")) : {};
    if (meta.status && meta.status !== 200) continue;
    pages.set(route, { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"`, gzip: undefined, br: undefined });
  }
  return pages;
}

function encodingFor(acceptEncoding = "") {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

/** Answers the request from the cache and returns true, or returns false to let Next.js handle it. */
export function serveStaticPage(pages, req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  if (url.includes("?")) return false;
  const h = req.headers;
  if (h.rsc || h["next-router-prefetch"] || h["next-router-state-tree"] || h["next-router-segment-prefetch"] || h["next-action"]) return false;
  let pathname;
  try {
    pathname = decodeURIComponent(url);
  } catch {
    return false;
  }
  const page = pages.get(pathname);
  if (!page) return false;

  for (const { key, value } of securityHeaders({ dev: false })) res.setHeader(key, value);
  if (h["x-forwarded-proto"] === "https") res.setHeader(hsts.key, hsts.value);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "s-maxage=31536000");
  res.setHeader("Vary", HTML_VARY);
  res.setHeader("ETag", page.etag);
  res.setHeader("x-nextjs-cache", "HIT");
  if (h["if-none-match"] === page.etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }
  const encoding = encodingFor(h["accept-encoding"]);
  let body = page.body;
  if (encoding === "br") body = page.br ??= brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  if (encoding === "gzip") body = page.gzip ??= gzipSync(page.body, { level: 9 });
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
