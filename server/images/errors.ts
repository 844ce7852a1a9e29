import "server-only";
import type { Logger } from "pino";

/** Why an image could not be made; each kind has one status and one message a visitor can read. */
export type ImageErrorKind = "timeout" | "unreachable" | "refused" | "busy" | "misconfigured" | "upstream" | "bad-response" | "cancelled";

const statusOf: Record<ImageErrorKind, number> = {
  timeout: 504,
  unreachable: 502,
  refused: 502,
  busy: 502,
  misconfigured: 502,
  upstream: 502,
  "bad-response": 502,
  cancelled: 499,
};

const messageOf: Record<Exclude<ImageErrorKind, "refused">, string> = {
  timeout: "The image service took too long to answer. Please try again in a moment.",
  unreachable: "The image service could not be reached. Please try again later.",
  busy: "The image service is busy right now. Please try again in a minute.",
  misconfigured: "The image service is not available right now. Please try again later.",
  upstream: "The image service had a problem creating the image. Please try again.",
  "bad-response": "The image service did not return a usable image. Please try again.",
  cancelled: "The request was cancelled.",
};

/**
 * A failure of the image provider. `publicMessage` is safe to show a visitor; `detail` (upstream
 * status, body excerpt, network error) is only logged (docs/decisions/0021-image-provider-errors.md).
 */
export class ImageGenerationError extends Error {
  readonly status: number;
  readonly publicMessage: string;

  constructor(
    readonly kind: ImageErrorKind,
    readonly detail: string,
    /** For "refused": the upstream's own explanation of why it refused the prompt. */
    upstreamMessage?: string,
  ) {
    super(`${kind}: ${detail}`);
    this.name = "ImageGenerationError";
    this.status = statusOf[kind];
    this.publicMessage =
      kind === "refused"
        ? upstreamMessage
          ? `The image service refused this prompt: ${upstreamMessage}`
          : "The image service refused this prompt. Please try a different one."
        : messageOf[kind];
  }
}

/**
 * The one place image failures become responses: a provider failure gets its status and readable
 * message; anything else is logged and answered with a safe generic message.
 */
export function imageErrorResponse(error: unknown, log: Logger): Response {
  if (error instanceof ImageGenerationError) {
    // A visitor who left is not a fault of the service.
    log[error.kind === "cancelled" ? "info" : "warn"]({ kind: error.kind, detail: error.detail }, "image generation failed");
    return Response.json({ error: error.publicMessage }, { status: error.status });
  }
  log.error({ err: error }, "image generation crashed");
  return Response.json({ error: "Failed to generate image" }, { status: 500 });
}
