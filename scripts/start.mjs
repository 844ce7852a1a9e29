// `npm start`: validate the configuration, build when the build is missing or stale, then serve.
// The server is Next.js behind a thin Node HTTP layer that stamps the trusted client IP and a
// request id on every request (docs/decisions/0008-client-ip-and-request-ids.md) and answers
// pre-rendered pages from memory (docs/decisions/0012-static-page-fast-path.md).
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { tsImport } from "tsx/esm/api";
import { boundHeap } from "./heap-limit.mjs";
import { createPageCache } from "./page-cache.mjs";
import { HASH_FILE, sourceHash } from "./source-hash.mjs";
import { loadStaticAssets, loadStaticPages, serveStaticPage } from "./static-pages.mjs";

// Issue 16: the server runs in a child node whose heap fits the machine (docs/decisions/0092-heap-bound.md).
await boundHeap(import.meta.filename);

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";

const { parseEnv, EnvError } = await tsImport("../server/env-schema.ts", import.meta.url);
let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    console.error("Fix the variables above (see .env.example) and start again.");
    process.exit(1);
  }
  throw error;
}

const wanted = sourceHash();
const built = fs.existsSync(".next/BUILD_ID") && fs.existsSync(HASH_FILE) ? fs.readFileSync(HASH_FILE, "utf8") : "";
if (built !== wanted) {
  console.info(built ? "Sources changed since the last build: building..." : "No production build yet: building...");
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(HASH_FILE, wanted);
}

const { default: next } = await import("next");
const app = next({ dev: false, dir: process.cwd(), hostname: env.HOST, port: env.PORT });
const handle = app.getRequestHandler();
await app.prepare();
const staticPages = loadStaticPages();
const staticCache = new Map([...staticPages, ...loadStaticAssets(".next", staticPages)]);

// --- Page cache (issue 16, docs/decisions/0090-dynamic-page-cache.md): dynamic pages by canonical URL and build.
const { canonicalUrl, sameUrl } = await tsImport("../lib/discovery/canonical-url.ts", import.meta.url);
const pageCache = createPageCache({
  buildId: fs.readFileSync(".next/BUILD_ID", "utf8").trim(),
  maxBytes: env.PAGE_CACHE_MB * 2 ** 20,
  canonicalUrl,
  sameUrl,
  handle,
});
// --- end of page cache setup

/** The client's address: the socket's, or the right-most entry of the trusted proxy header. */
function clientIp(req) {
  if (env.TRUSTED_IP_HEADER) {
    const value = req.headers[env.TRUSTED_IP_HEADER];
    const last = (Array.isArray(value) ? value.join(",") : (value ?? "")).split(",").map((s) => s.trim()).filter(Boolean).at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/**
 * Next.js answers 500 for a malformed percent-escape in a dynamic path or a rewritten query. A bad
 * path is the client's error (400); a query string is re-encoded leniently, as browsers do.
 */
function normaliseUrl(req, res) {
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  try {
    decodeURIComponent(pathname);
  } catch {
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Bad request: the address contains a malformed %-escape.");
    return false;
  }
  if (q !== -1) {
    const params = new URLSearchParams(url.slice(q + 1).replace(/%(?![0-9a-f]{2})/gi, "%25"));
    // The finder's selection is rewritten into a path (next.config.ts); use-case ids are plain
    // kebab-case, so anything else in it is dropped before Next.js substitutes it.
    if (pathname === "/" && params.has("use")) params.set("use", params.getAll("use").join(",").toLowerCase().replace(/[^a-z0-9,-]/g, ""));
    req.url = `${pathname}?${params.toString()}`;
  }
  return true;
}

const server = http.createServer((req, res) => {
  req.headers["x-client-ip"] = clientIp(req);
  const requestId = typeof req.headers["x-request-id"] === "string" && /^[\w-]{8,64}$/.test(req.headers["x-request-id"]) ? req.headers["x-request-id"] : randomUUID();
  req.headers["x-request-id"] = requestId;
  res.setHeader("x-request-id", requestId);
  const rawUrl = req.url ?? "/"; // page cache (issue 16): the URL as sent, for the canonical check
  if (!normaliseUrl(req, res)) return;
  if (serveStaticPage(staticCache, req, res)) return;
  if (pageCache(req, res, rawUrl)) return; // page cache (issue 16)
  handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(env.PORT, env.HOST, () => {
  console.info(`AI Platform Finder ready on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
