import "server-only";
import { ImageGenerationError } from "@/server/images/errors";

/** Image bytes are capped so a misbehaving upstream cannot fill memory or the disk. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/** A JSON answer carries base64 images (4/3 of the bytes) plus some metadata. */
export const MAX_JSON_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 1024 * 1024;

/** A deadline for one generation: its signal, and `clear()` to call when the generation ends. */
export type Deadline = { signal: AbortSignal; clear(): void };

/**
 * One deadline for the whole generation (request, answer and any download), also ended by `signal`.
 * Not AbortSignal.timeout()/any(): Node 20 holds those weakly, so a garbage collection while the
 * request waits could drop the deadline and leave the request hanging. Here the timer holds the
 * controller, and `clear()` lets both go.
 */
export function deadline(timeoutMs: number, signal?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("The image service took too long.", "TimeoutError")), timeoutMs);
  timer.unref();
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener("abort", follow, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", follow);
    },
  };
}

/** Turns a thrown fetch/stream error into the failure a visitor can read. */
export function asImageError(error: unknown, signal: AbortSignal): ImageGenerationError {
  if (error instanceof ImageGenerationError) return error;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    const timedOut = reason instanceof Error && reason.name === "TimeoutError";
    return new ImageGenerationError(timedOut ? "timeout" : "cancelled", timedOut ? "deadline reached" : "caller aborted");
  }
  return new ImageGenerationError("unreachable", describe(error));
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message})` : "";
  return `${error.message}${cause}`;
}

/** fetch() with the deadline, where every failure becomes an ImageGenerationError. */
export async function upstreamFetch(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal, redirect: "follow" });
  } catch (error) {
    throw asImageError(error, signal);
  }
}

/** Reads a body up to `maxBytes`; a larger body is cut off and refused. */
export async function readCapped(response: Response, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ImageGenerationError("bad-response", `answer of ${declared} bytes is over the ${maxBytes}-byte cap`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => undefined);
          throw new ImageGenerationError("bad-response", `answer is over the ${maxBytes}-byte cap`);
        }
        chunks.push(value);
      }
    }
  } catch (error) {
    throw asImageError(error, signal);
  }
  return Buffer.concat(chunks, size);
}

/** Reads a JSON body (capped); anything that is not JSON is a bad response. */
export async function readJson(response: Response, signal: AbortSignal): Promise<unknown> {
  const bytes = await readCapped(response, MAX_JSON_BYTES, signal);
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Maps a non-2xx upstream answer to a failure. Only refusals of the request itself (400, 422)
 * carry the upstream's message to the visitor: it usually says what to change in the prompt.
 * Credentials, quota and server errors stay in the log.
 */
export function upstreamFailure(status: number, message: string | undefined, service: string): ImageGenerationError {
  const detail = `${service} answered HTTP ${status}${message ? `: ${message}` : ""}`;
  if (status === 400 || status === 422) return new ImageGenerationError("refused", detail, message ? cleanMessage(message) : undefined);
  if (status === 401 || status === 403 || status === 404) return new ImageGenerationError("misconfigured", detail);
  if (status === 429) return new ImageGenerationError("busy", detail);
  return new ImageGenerationError("upstream", detail);
}

/** One line, no secrets, not too long. */
export function cleanMessage(message: string): string {
  const line = message
    .replace(/\b(sk|pk|key|api|token)[-_][A-Za-z0-9*_-]{6,}/gi, "[redacted]")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/** Decodes base64 image data, with or without a data: URL prefix. */
export function decodeBase64Image(data: string): Uint8Array {
  const payload = data.replace(/^data:[^,]*,/, "");
  return Buffer.from(payload, "base64");
}

/** The base URL without trailing slashes. */
export function trimBase(url: string): string {
  return url.replace(/\/+$/, "");
}
