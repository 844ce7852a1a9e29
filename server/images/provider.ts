import "server-only";

export type ImageProviderId = "offline" | "openai" | "automatic1111";

/** One way of turning a prompt into image bytes; chosen by configuration (server/images/select.ts). */
export interface ImageProvider {
  readonly id: ImageProviderId;
  /** Names the provider to the visitor: returned as `provider` and shown under the image. */
  readonly label: string;
  /** True for the built-in renderer, which is not an AI model. */
  readonly offline: boolean;
  /**
   * Makes one image. Throws ImageGenerationError for every upstream failure. `signal` cancels the
   * work (the visitor went away); the provider adds its own deadline.
   */
  generate(prompt: string, options?: { signal?: AbortSignal }): Promise<Uint8Array>;
}
