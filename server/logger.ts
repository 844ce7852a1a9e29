import "server-only";
import pino from "pino";
import { env } from "@/server/env";

/** Structured logs (JSON lines on stdout). Child loggers carry the request id. */
export const logger = pino({ level: env.LOG_LEVEL, base: { service: "ai-platform-finder" } });

export function requestLogger(request: Request, route: string) {
  return logger.child({ requestId: request.headers.get("x-request-id") ?? undefined, route });
}
