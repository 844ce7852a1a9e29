import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export type ImageFormat = { ext: "png" | "jpg" | "webp" | "gif"; contentType: string };

const formats = {
  png: { ext: "png", contentType: "image/png" },
  jpg: { ext: "jpg", contentType: "image/jpeg" },
  webp: { ext: "webp", contentType: "image/webp" },
  gif: { ext: "gif", contentType: "image/gif" },
} as const satisfies Record<string, ImageFormat>;

/** Stored names: the sha256 of the bytes and the extension of their format, nothing else. */
const STORED_NAME = /^[0-9a-f]{64}\.(png|jpg|webp|gif)$/;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

/** The image format from the file's magic bytes; undefined for anything that is not an image we serve. */
export function imageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return formats.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return formats.jpg;
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return formats.webp;
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return formats.gif;
  return undefined;
}

export function isStoredImageName(name: string): boolean {
  return STORED_NAME.test(name);
}

export type StoredImage = { hash: string; name: string; format: ImageFormat };
export type ImageStore = ReturnType<typeof createImageStore>;

/**
 * Content-addressed image files under `dir`: the name is the sha256 of the bytes, so the same image
 * is stored once and its URL never changes (docs/decisions/0022-content-addressed-images.md).
 */
export function createImageStore(dir: string) {
  // `dir` is runtime configuration (DATA_DIR), not part of the build: the turbopackIgnore comments
  // keep the bundler from tracing the whole project into the server output because of it.
  return {
    dir,

    /** Stores the bytes (once) and returns their name; throws for bytes that are not an image. */
    async save(bytes: Uint8Array): Promise<StoredImage> {
      const format = imageFormat(bytes);
      if (!format) throw new Error("not a PNG, JPEG, WebP or GIF image");
      const hash = createHash("sha256").update(bytes).digest("hex");
      const name = `${hash}.${format.ext}`;
      const file = path.join(/*turbopackIgnore: true*/ dir, name);
      const exists = await stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!exists) {
        await mkdir(dir, { recursive: true });
        // Written beside the final name and renamed, so a reader never sees half a file.
        const temp = path.join(/*turbopackIgnore: true*/ dir, `.${name}.${randomUUID()}.tmp`);
        try {
          await writeFile(temp, bytes);
          await rename(temp, file);
        } finally {
          await rm(temp, { force: true });
        }
      }
      return { hash, name, format };
    },

    /** The stored bytes for a name from a URL, or undefined for unknown and malformed names. */
    async read(name: string): Promise<{ bytes: Buffer; format: ImageFormat } | undefined> {
      if (!isStoredImageName(name)) return undefined;
      try {
        const bytes = await readFile(path.join(/*turbopackIgnore: true*/ dir, name));
        const format = imageFormat(bytes);
        return format ? { bytes, format } : undefined;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
  };
}
