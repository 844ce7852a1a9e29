// The server layer's structured log (issue 27): the same JSON lines as the app's logger
// (server/logger.ts), for what happens outside Next.js: a function handler that threw, and any
// answer with a 5xx status, so every server error leaves one line with its request id.
import pino from "pino";

/** A pino logger like server/logger.ts (JSON lines on stdout), tagged as the server layer. */
export function serverLogger(level = "info", destination = undefined) {
  return pino({ level, base: { service: "ai-platform-finder", component: "server" } }, destination);
}

/**
 * Logs one line when a response finishes with a 5xx status: the request id, method and path
 * (without the query, which may hold a visitor's words). Whoever wrote the answer (Next.js, a
 * route, this layer), the operator finds it by status in the JSON log.
 */
export function logServerErrors(log, req, res, requestId) {
  res.once("finish", () => {
    if (res.statusCode < 500) return;
    log.error({ requestId, method: req.method, path: (req.url ?? "/").split("?", 1)[0], status: res.statusCode }, "answered with a server error");
  });
}
