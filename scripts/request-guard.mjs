// The server layer's checks on a request before anything else sees it
// (docs/decisions/0008-client-ip-and-request-ids.md, 0018-server-layer-guards.md): the security
// headers every response carries, then the request target and the method. What fails is answered
// here, as JSON `{ error }`, and never reaches Next.js.
import { createRequire } from "node:module";
import { baseSecurityHeaders, crossOriginResourcePolicy, hsts } from "../security-headers.mjs";
import { SCRIPTLESS_CSP } from "./csp.mjs";

/**
 * Next.js's own check of a client navigation's router state (`next-router-state-tree`): it throws
 * on a header it cannot read, which Next.js turns into a 500. Run here first, so such a request is
 * the client's error (400). Undefined if a Next.js upgrade moves it: Next.js then checks alone.
 * @type {((header: string | string[] | undefined) => unknown) | undefined}
 */
const parseRouterState = (() => {
  try {
    return createRequire(import.meta.url)("next/dist/server/app-render/parse-and-validate-flight-router-state").parseAndValidateFlightRouterState;
  } catch {
    return undefined;
  }
})();

/**
 * Request headers that only Next.js itself sets, between its own parts (router, proxy, renderer) or
 * between a hosting platform and Next.js; a visitor sending one changes what Next.js answers.
 * `x-middleware-prefetch: 1` makes it answer `{}` to any dynamic URL (Next.js 16.4 base-server,
 * missing from its own filterInternalHeaders list); `x-middleware-subrequest` skips the proxy;
 * `x-now-route-matches`, `x-matched-path`, `x-nextjs-*`, `next-resume` and `x-prerender-revalidate*`
 * steer routing, data and revalidation. `content-security-policy(-report-only)` on a request is where
 * Next.js reads the nonce it renders with: only this layer sets it (scripts/start.mjs). Dropped by prefix, so a header a later version adds under
 * the same prefix is dropped too (docs/decisions/0115-page-cache-poisoning.md).
 * Kept: the client router's own headers (`rsc`, `next-router-*`, `next-url`, `next-action`), which
 * browsers send for navigations; the page cache leaves those requests to Next.js.
 */
const INTERNAL_HEADER = /^(?:x-middleware-|x-nextjs-|x-next-|x-invoke-|x-prerender-revalidate|x-matched-path$|x-now-route-matches$|x-invocation-id$|x-action-forwarded$|next-resume$|x-vercel-|content-security-policy$|content-security-policy-report-only$)/;

/** Is this request header one only the framework may set? (Names as Node gives them: lower case.) */
export function isInternalHeader(name) {
  return INTERNAL_HEADER.test(name);
}

/** Removes the framework-internal headers from a request, before anything reads it. Returns the names dropped. */
export function dropInternalHeaders(req) {
  const dropped = [];
  for (const name of Object.keys(req.headers)) {
    if (!isInternalHeader(name)) continue;
    delete req.headers[name];
    dropped.push(name);
  }
  if (dropped.length) {
    const raw = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) if (!isInternalHeader(req.rawHeaders[i].toLowerCase())) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
    req.rawHeaders = raw;
  }
  return dropped;
}

/** Server functions take POST only; everything else (pages, assets, images, health checks) is read-only. */
const FUNCTION_METHODS = ["POST", "OPTIONS"];
const READ_METHODS = ["GET", "HEAD", "OPTIONS"];
/** The MCP endpoint (Streamable HTTP, stateless): POST carries the messages; its route answers GET and DELETE with 405 itself. */
const MCP_METHODS = ["POST", "GET", "DELETE", "OPTIONS"];

const isMcp = (pathname) => pathname === "/mcp";
const isApi = (pathname) => pathname === "/api/v1" || pathname.startsWith("/api/v1/");
/** The owner's console's actions (docs/decisions/0140): POST from its own pages only. */
const isConsoleAction = (pathname) => pathname.startsWith("/console/api/");

/** The methods that work on a path. Pages have no server actions: a POST to a page is refused here. */
export function allowedMethods(pathname) {
  if (pathname.startsWith("/functions/") || isConsoleAction(pathname)) return FUNCTION_METHODS;
  return isMcp(pathname) ? MCP_METHODS : READ_METHODS;
}

/** Paths whose own route answers a CORS preflight (the public API and MCP are open to other origins). */
function answersOwnPreflight(pathname) {
  return isMcp(pathname) || isApi(pathname);
}

/** Paths whose responses other sites must not embed: generated images and build assets. */
function isResource(pathname) {
  return pathname.startsWith("/_next/static/") || pathname.startsWith("/images/");
}

/**
 * Sets the headers every response carries, whoever writes it (this layer, the static cache or
 * Next.js, redirects and errors included). The Content-Security-Policy set here is the scriptless
 * one; whoever sends HTML replaces it with the policy of that HTML (scripts/csp.mjs).
 */
export function applySecurityHeaders(req, res) {
  for (const { key, value } of baseSecurityHeaders) res.setHeader(key, value);
  res.setHeader("Content-Security-Policy", SCRIPTLESS_CSP);
  if (req.headers["x-forwarded-proto"] === "https") res.setHeader(hsts.key, hsts.value);
  const url = req.url ?? "";
  if (url.startsWith("/") && isResource(url)) res.setHeader(crossOriginResourcePolicy.key, crossOriginResourcePolicy.value);
}

function sendError(req, res, status, error, headers = {}) {
  const body = JSON.stringify({ error });
  res.writeHead(status, { ...headers, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), "Cache-Control": "no-store" });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Checks the request target and the method; answers and returns false when the request goes no
 * further, returns true to let it through.
 *
 * - The target must be a path (origin-form). An absolute-form target (`GET http://evil.example/`)
 *   is refused: Next.js would redirect to the host it names. `OPTIONS *` is answered for the server.
 * - A malformed percent-escape in the path is the client's error (Next.js would answer 500); a
 *   query string is re-encoded leniently, as browsers do.
 * - A method the path does not handle gets 405 with `Allow`; OPTIONS lists the methods that work.
 * - A client navigation whose router state Next.js cannot read gets 400 (Next.js would answer 500).
 */
export function guardRequest(req, res) {
  const url = req.url ?? "";
  if (req.method === "OPTIONS" && url === "*") {
    res.writeHead(204, { Allow: "GET, HEAD, POST, OPTIONS" }).end();
    return false;
  }
  if (!url.startsWith("/")) {
    sendError(req, res, 400, "Bad request: the request target must be a path that starts with /.");
    return false;
  }
  if (!normaliseUrl(req)) {
    sendError(req, res, 400, "Bad request: the address contains a malformed %-escape.");
    return false;
  }
  if (req.headers.rsc !== undefined && req.headers["next-router-state-tree"] !== undefined && parseRouterState) {
    try {
      parseRouterState(req.headers["next-router-state-tree"]);
    } catch {
      sendError(req, res, 400, "Bad request: the next-router-state-tree header is not a router state this site sent. Reload the page.");
      return false;
    }
  }
  const pathname = (req.url ?? "/").split("?", 1)[0];
  const allowed = allowedMethods(pathname);
  if (req.method === "OPTIONS" && !answersOwnPreflight(pathname)) {
    res.writeHead(204, { Allow: allowed.join(", ") }).end();
    return false;
  }
  if (!allowed.includes(req.method ?? "")) {
    const what = allowed === FUNCTION_METHODS ? "send a POST request with a JSON body" : "this address answers GET and HEAD";
    sendError(req, res, 405, `Method not allowed: ${what}.`, { Allow: allowed.join(", ") });
    return false;
  }
  return true;
}

/**
 * Next.js answers 500 for a malformed percent-escape in a dynamic path or a rewritten query. Returns
 * false for a bad path; re-encodes a query string leniently, as browsers do.
 */
function normaliseUrl(req) {
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  try {
    decodeURIComponent(pathname);
  } catch {
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
