// `npm start`: validate the configuration, build when the build is missing or stale, then serve.
// The server is Next.js behind a thin Node HTTP layer that stamps the trusted client IP and a
// request id on every request (docs/decisions/0008-client-ip-and-request-ids.md), sets the security
// headers of every response and refuses bad targets and methods (0018-server-layer-guards.md),
// answers pre-rendered pages from memory (0012-static-page-fast-path.md), drops the framework's
// internal request headers (0115-page-cache-poisoning.md), and gives every response
// the Content-Security-Policy of the HTML it carries (0014-hash-and-nonce-csp.md).
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { boundHeap } from "./heap-limit.mjs";
import { createOnDemandPages } from "./on-demand-pages.mjs";
import { createPageCache } from "./page-cache.mjs";
import { HASH_FILE, sourceHash } from "./source-hash.mjs";
import { cachedPagePolicy, newNonce, nextCsp } from "./csp.mjs";
import { applySecurityHeaders, dropInternalHeaders, guardRequest } from "./request-guard.mjs";
import { loadFunctionHandlers, serveWithHandler } from "./route-handlers.mjs";
import { loadServerLayerModules } from "./server-layer-modules.mjs";
import { countPageView, createSourceMarker, flushPageViews } from "./server-hooks.mjs";
import { logServerErrors, serverLogger } from "./server-log.mjs";
import { siteUrlWarning } from "./site-url-warning.mjs";
import { staticBlocksPerRequest } from "./static-blocks.mjs";
import { loadStaticAssets, loadStaticPages, serveStaticPage } from "./static-pages.mjs";

// Issue 16: the server runs in a child node whose heap fits the machine (docs/decisions/0092-heap-bound.md).
await boundHeap(import.meta.filename);

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";

const { parseEnv, EnvError, canonicalUrl, sameUrl, onDemandCandidates } = await loadServerLayerModules();
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

// Issue 27: errors are JSON lines in the structured log, never blocks on stderr.
const log = serverLogger(env.LOG_LEVEL);

// Issue 30: a public server without SITE_URL publishes localhost URLs everywhere; say so at start.
const siteUrlProblem = siteUrlWarning(process.env.SITE_URL, env.HOST, env.PORT);
if (siteUrlProblem) log.warn({ setting: "SITE_URL", host: env.HOST }, siteUrlProblem);

const wanted = sourceHash();
const built = fs.existsSync(".next/BUILD_ID") && fs.existsSync(HASH_FILE) ? fs.readFileSync(HASH_FILE, "utf8") : "";
if (built !== wanted) {
  console.info(built ? "Sources changed since the last build: building..." : "No production build yet: building...");
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(HASH_FILE, wanted);
}

// The build's own copy of the configuration (what `next build` resolved from next.config.ts), as
// Next.js's standalone server passes it: without it `next()` transpiles next.config.ts at every
// start, which maps the 26 MiB SWC compiler into the server for good (decision 0218).
// Next.js writes the file at every build; were it missing, next() reads next.config.ts as before.
const builtConfig = ".next/required-server-files.json";
if (fs.existsSync(builtConfig)) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(fs.readFileSync(builtConfig, "utf8")).config);
const { default: next } = await import("next");
// quiet: Next.js would print each error a page or route throws as an unstructured block on stderr;
// instrumentation.ts (onRequestError) logs it as one JSON line with the request id instead.
const app = next({ dev: false, dir: process.cwd(), hostname: env.HOST, port: env.PORT, quiet: true });
const handle = app.getRequestHandler();
await app.prepare();
const staticPages = loadStaticPages();
const staticCache = new Map([...staticPages, ...loadStaticAssets(".next", staticPages)]);
const cspForNext = nextCsp(staticPages, ".next");
// The source watcher's marks on platform pages (docs/decisions/0161).
const markSources = createSourceMarker();
// The functions' handlers, called without Next.js's request pipeline (0095-functions-outside-the-next-pipeline.md).
const functionHandlers = await loadFunctionHandlers(".next");
const origin = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`;

// --- Page cache (issue 16, docs/decisions/0090-dynamic-page-cache.md): dynamic pages by canonical URL.
// A copy's policy comes from its render (0116-cached-page-policy-from-the-render.md).
const pageCache = createPageCache({
  maxBytes: env.PAGE_CACHE_MB * 2 ** 20,
  canonicalUrl,
  sameUrl,
  handle,
  cspForCached: cachedPagePolicy,
});
// --- end of page cache setup

// Platform pages and curated comparisons the build left out (PRERENDER_PLATFORMS): rendered on the
// first request, then answered like pre-rendered pages from the page cache's memory
// (docs/decisions/0170-rendered-at-build-or-on-demand.md).
const onDemandPages = createOnDemandPages({
  candidates: onDemandCandidates().filter((p) => !staticPages.has(p)),
  store: pageCache.cache,
  handle,
  onStore: (route, body) => cspForNext.addPage(route, body),
  onSkip: (reason, route) => log.warn({ path: route, reason }, "on-demand page not kept"),
  transform: markSources, // the source watcher's marks, as on pre-rendered platform pages
});

/** The client's address: the socket's, or the right-most entry of the trusted proxy header. */
function clientIp(req) {
  if (env.TRUSTED_IP_HEADER) {
    const value = req.headers[env.TRUSTED_IP_HEADER];
    const last = (Array.isArray(value) ? value.join(",") : (value ?? "")).split(",").map((s) => s.trim()).filter(Boolean).at(-1);
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}

// Each request's static blocks live and go with it (components/static/registry.ts, decision 0219).
const staticBlocks = staticBlocksPerRequest();

/** One request, from the guard to Next.js. */
function serve(req, res) {
  // Before anything reads them: headers only Next.js itself may set (0115-page-cache-poisoning.md).
  dropInternalHeaders(req);
  req.headers["x-client-ip"] = clientIp(req);
  const requestId = typeof req.headers["x-request-id"] === "string" && /^[\w-]{8,64}$/.test(req.headers["x-request-id"]) ? req.headers["x-request-id"] : randomUUID();
  req.headers["x-request-id"] = requestId;
  res.setHeader("x-request-id", requestId);
  logServerErrors(log, req, res, requestId);
  applySecurityHeaders(req, res);
  const rawUrl = req.url ?? "/"; // page cache (issue 16): the URL as sent, for the canonical check
  if (!guardRequest(req, res)) return;
  const pathname = (req.url ?? "/").split("?", 1)[0];
  countPageView(req, res, pathname); // page views per platform page and article, nothing else (0160)
  if (serveStaticPage(staticCache, req, res, markSources)) return;
  if (onDemandPages(req, res)) return;
  const functionHandler = req.method === "POST" ? functionHandlers.get(pathname) : undefined;
  if (functionHandler) {
    res.setHeader("Content-Security-Policy", cspForNext(pathname, newNonce()));
    void serveWithHandler(functionHandler, req, res, { origin, onError: (error) => log.error({ err: error, requestId, method: req.method, path: pathname }, "function failed") });
    return;
  }
  // The owner's console (docs/decisions/0140): never kept by a browser, a proxy or a CDN, never
  // indexed, never the page cache's (its hook below only takes the discovery pages' URLs).
  const isConsole = pathname === "/console" || pathname.startsWith("/console/");
  if (isConsole) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
  }
  // Next.js reads the nonce from the request's policy and puts it on the scripts it renders.
  const policy = cspForNext(pathname, newNonce());
  // Except the pages rendered on demand (a client navigation's payload, say): Next.js keeps what it
  // renders for them and would serve a stale nonce later (docs/decisions/0170).
  if (!onDemandPages.covers(rawUrl)) req.headers["content-security-policy"] = policy;
  res.setHeader("Content-Security-Policy", policy);
  // A cached copy is sent with its own hash-based policy, never the first visitor's nonce.
  if (!isConsole && pageCache(req, res, rawUrl)) return; // page cache (issue 16)
  handle(req, res);
}

const server = http.createServer((req, res) => staticBlocks.run(new Map(), () => serve(req, res)));
server.keepAliveTimeout = 65_000;
server.listen(env.PORT, env.HOST, () => {
  console.info(`AI Platform Finder ready on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    // The page views counted since the last write are stored before the process ends (0160).
    const flushed = flushPageViews().catch(() => undefined);
    server.close(() => void flushed.then(flushPageViews).finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
