import "server-only";
import path from "node:path";
import { env } from "@/server/env";
import { ImageGenerationError } from "@/server/images/errors";
import type { ImageProvider } from "@/server/images/provider";
import { providerFromSettings } from "@/server/images/select";
import { createImageStore, imageFormat, type ImageStore } from "@/server/images/storage";

export type GeneratedImage = { imageUrl: string; provider: string; offline?: true };

/** The stable URL of a stored image (served by app/images/[name]/route.ts). */
export function imageUrl(name: string): string {
  return `/images/${name}`;
}

export function createImageService(provider: ImageProvider, store: ImageStore) {
  return {
    provider,
    /** Asks the provider for an image, stores it content-addressed and returns its URL. */
    async generate(prompt: string, options?: { signal?: AbortSignal }): Promise<GeneratedImage> {
      const bytes = await provider.generate(prompt, options);
      if (!imageFormat(bytes)) throw new ImageGenerationError("bad-response", `${provider.id} returned ${bytes.byteLength} bytes that are not a PNG, JPEG, WebP or GIF image`);
      const stored = await store.save(bytes);
      return { imageUrl: imageUrl(stored.name), provider: provider.label, ...(provider.offline ? { offline: true as const } : {}) };
    },
  };
}

let store: ImageStore | undefined;
let service: ReturnType<typeof createImageService> | undefined;

/** Images live in {DATA_DIR}/images. */
function imageStore(): ImageStore {
  store ??= createImageStore(path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR, "images"));
  return store;
}

/** The service for this server's configuration, built on first use. */
export function imageService() {
  service ??= createImageService(providerFromSettings(env), imageStore());
  return service;
}

/** A stored image by its file name, or undefined for unknown and malformed names. */
export function readStoredImage(name: string) {
  return imageStore().read(name);
}
