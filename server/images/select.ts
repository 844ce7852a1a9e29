import "server-only";
import type { Env } from "@/server/env-schema";
import { createAutomatic1111Provider } from "@/server/images/automatic1111";
import { createOfflineProvider } from "@/server/images/offline";
import { createOpenAiProvider } from "@/server/images/openai";
import type { ImageProvider, ImageProviderId } from "@/server/images/provider";

type ImageSettings = Pick<Env, "IMAGE_PROVIDER" | "IMAGE_BASE_URL" | "IMAGE_API_KEY" | "IMAGE_MODEL" | "IMAGE_TIMEOUT_MS">;

/**
 * Which provider the configuration asks for: IMAGE_PROVIDER when set; otherwise the OpenAI-compatible
 * API when both IMAGE_BASE_URL and IMAGE_API_KEY are set, else the offline renderer.
 */
export function chosenProvider(settings: ImageSettings): ImageProviderId {
  if (settings.IMAGE_PROVIDER) return settings.IMAGE_PROVIDER;
  return settings.IMAGE_BASE_URL && settings.IMAGE_API_KEY ? "openai" : "offline";
}

export class ImageConfigError extends Error {}

/** Builds the configured provider; a model provider without IMAGE_BASE_URL is a configuration error. */
export function providerFromSettings(settings: ImageSettings): ImageProvider {
  const id = chosenProvider(settings);
  if (id === "offline") return createOfflineProvider();
  if (!settings.IMAGE_BASE_URL) throw new ImageConfigError(`IMAGE_PROVIDER=${id} needs IMAGE_BASE_URL`);
  const common = { baseUrl: settings.IMAGE_BASE_URL, apiKey: settings.IMAGE_API_KEY, timeoutMs: settings.IMAGE_TIMEOUT_MS };
  return id === "openai" ? createOpenAiProvider({ ...common, model: settings.IMAGE_MODEL }) : createAutomatic1111Provider(common);
}
