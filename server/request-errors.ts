import "server-only";
import type { Instrumentation } from "next";
import { logger } from "@/server/logger";

type ErrorRequest = Parameters<Instrumentation.onRequestError>[1];
type ErrorContext = Parameters<Instrumentation.onRequestError>[2];

/** The one request header worth keeping in the log line: the id the server layer stamped (docs/decisions/0008). */
function requestIdOf(request: ErrorRequest): string | undefined {
  const value = request.headers["x-request-id"];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Logs an error thrown while answering a request as one JSON line (pino): the request id, method,
 * path (without the query, which may hold a visitor's words), the route and the error with its
 * stack. The visitor sees only the generic error page or `{ error }` with no detail.
 */
export function logRequestError(error: unknown, request: ErrorRequest, context: ErrorContext): void {
  logger.error(
    {
      err: error,
      requestId: requestIdOf(request),
      method: request.method,
      path: request.path.split("?", 1)[0],
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
    },
    "request failed",
  );
}
