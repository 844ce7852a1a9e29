import "server-only";
import type { z } from "zod";
import { logger } from "@/server/logger";

/** JSON error body used by every server function: `{ error }` plus optional details. */
export function jsonError(status: number, error: string, extra?: Record<string, unknown>, headers?: HeadersInit): Response {
  return Response.json({ error, ...extra }, { status, headers });
}

/** 405 for methods a function does not accept, as JSON like every other error. */
export function methodNotAllowed(): Response {
  return jsonError(405, "Method not allowed: send a POST request with a JSON body.", undefined, { Allow: "POST" });
}

/** The client address stamped by the server layer (scripts/start.mjs); see docs/decisions. */
export function clientIp(request: Request): string {
  return request.headers.get("x-client-ip") ?? "unknown";
}

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body with a size limit and validates it. Every failure is a 4xx with a message a
 * person can act on: wrong content type (415), too large (413), not JSON (400), invalid (400).
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { maxBytes: number; describe?: (error: z.ZodError) => Record<string, unknown> },
): Promise<ParsedBody<z.infer<S>>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, response: jsonError(415, "Send the request body as JSON with Content-Type: application/json.") };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > options.maxBytes) return { ok: false, response: tooLarge(options.maxBytes) };

  let text = "";
  if (request.body) {
    const reader = request.body.getReader();
    const decoder = new TextDecoder();
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > options.maxBytes) {
          await reader.cancel();
          return { ok: false, response: tooLarge(options.maxBytes) };
        }
        text += decoder.decode(value, { stream: true });
      }
    } catch (error) {
      // The client went away mid-upload (closed the tab, lost the network): routine, and nobody is
      // left to answer. One debug line, not an error with a stack (docs/decisions/0018).
      logger.debug(
        { requestId: request.headers.get("x-request-id") ?? undefined, receivedBytes: size, reason: error instanceof Error ? error.message : String(error) },
        "request body aborted by the client",
      );
      return { ok: false, response: jsonError(400, "The request body ended early: the upload was interrupted.") };
    }
    text += decoder.decode();
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, "The request body is not valid JSON.") };
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const first = result.error.issues[0];
    const message = first ? `${first.path.length ? `${first.path.join(".")}: ` : ""}${first.message}` : "Invalid request.";
    return { ok: false, response: jsonError(400, message, options.describe?.(result.error)) };
  }
  return { ok: true, data: result.data };
}

function tooLarge(maxBytes: number): Response {
  return jsonError(413, `The request body is too large (limit ${Math.round(maxBytes / 1024)} KB).`);
}
