// The site's functions (POST /functions/v1/ai-chat, ai-image, send-contact-email) answered by the
// server layer, calling the route handlers of the production build directly instead of going
// through Next.js's request pipeline (docs/decisions/0095-functions-outside-the-next-pipeline.md).
// They render nothing and read nothing of Next.js (no cookies(), headers(), nextUrl): only the
// Request. The handler is the one Next.js itself loads (same file, same module instance: one
// rate limiter, one catalogue in memory). A build that does not expose it leaves the route to Next.js.
import { createRequire } from "node:module";
import path from "node:path";
import { Readable } from "node:stream";

const require = createRequire(import.meta.url);

/** The routes served this way, and the one method each answers here (the others go to Next.js: 405s, OPTIONS). */
export const FUNCTION_ROUTES = ["/functions/v1/ai-chat", "/functions/v1/ai-image", "/functions/v1/send-contact-email"];

/** Hop-by-hop and framing headers are the connection's, not the request's. */
const SKIPPED_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "expect", "http2-settings", "te", "trailer", "proxy-connection"]);

/** Next.js's own Cache-Control for a dynamic route's response that sets none. */
const DYNAMIC_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * The compiled `POST` of an app route, or undefined when the build does not expose it where
 * Next.js 16 puts it (`routeModule.userland`): the caller then leaves the route to Next.js.
 * @returns {Promise<((request: Request) => Promise<Response>) | undefined>}
 */
export async function loadRouteHandler(distDir, route, method = "POST") {
  try {
    const mod = require(path.resolve(distDir, "server/app", route.slice(1), "route.js"));
    await mod.routeModule?.ensureUserland?.();
    const handler = mod.routeModule?.userland?.[method];
    return typeof handler === "function" ? handler : undefined;
  } catch {
    return undefined;
  }
}

/** Loads every function route's POST; a map from path to handler (routes the build does not expose are left out). */
export async function loadFunctionHandlers(distDir = ".next") {
  const handlers = new Map();
  for (const route of FUNCTION_ROUTES) {
    const handler = await loadRouteHandler(distDir, route);
    if (handler) handlers.set(route, handler);
  }
  return handlers;
}

/** The Fetch API request for a Node request: its headers, its body as a stream, aborted when the client goes away. */
export function toWebRequest(req, res, origin) {
  const abort = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || SKIPPED_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    ...(hasBody ? { body: bodyStream(req, res), duplex: "half" } : {}),
    signal: abort.signal,
  });
}

/**
 * The request body as a web stream, read as the handler pulls it. What the handler leaves unread
 * (it answered 413 past its limit, or 429 before reading) is read and dropped, as Node.js does
 * for a body nobody reads: the client can finish sending, and the next request on the connection
 * is not stuck behind it. (Readable.toWeb would keep the rest paused, or reset the connection.)
 */
function bodyStream(req, res) {
  let dropping = false;
  const drop = () => {
    dropping = true;
    req.resume();
  };
  res.once("finish", () => {
    if (!req.complete) drop();
  });
  return new ReadableStream(
    {
      start(controller) {
        req.on("data", (chunk) => {
          if (dropping) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once("end", () => {
          if (!dropping) controller.close();
        });
        req.once("error", (error) => {
          if (!dropping) controller.error(error);
        });
        // The client went away before sending the whole body.
        req.once("close", () => {
          if (!dropping && !req.complete) controller.error(new Error("the client closed the connection before the end of the body"));
        });
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        drop();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/**
 * Answers `req` with `handler`'s Response, streamed as it comes (the chat's events reach the client
 * one by one). A handler that throws gets the same readable 500 as the rest of the site.
 */
export async function serveWithHandler(handler, req, res, { origin, onError }) {
  let response;
  try {
    response = await handler(toWebRequest(req, res, origin));
  } catch (error) {
    onError(error);
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end(JSON.stringify({ error: "Something went wrong. Please try again." }));
    return;
  }
  res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!response.headers.has("cache-control")) res.setHeader("Cache-Control", DYNAMIC_CACHE_CONTROL);
  if (!response.body || req.method === "HEAD") {
    await response.body?.cancel().catch(() => {});
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body);
  body.on("error", (error) => {
    onError(error);
    res.destroy();
  });
  res.once("close", () => body.destroy());
  body.pipe(res);
}
