import "server-only";
import { composeScene } from "@/server/images/offline-scene";
import type { ImageProvider } from "@/server/images/provider";

export const OFFLINE_LABEL = "Offline preview (no AI model configured)";

/**
 * Renders an SVG illustration to PNG bytes. sharp is loaded on the first image, not when the
 * server starts: its libvips adds about 19 MiB to the resident memory of a server that may never
 * draw one (decision 0218).
 */
export async function renderSvg(svg: string): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The default provider: draws a deterministic illustration from the prompt on this server, so the
 * whole flow works with no model and no network, and says plainly that it is a preview.
 */
export function createOfflineProvider(): ImageProvider {
  return {
    id: "offline",
    label: OFFLINE_LABEL,
    offline: true,
    async generate(prompt) {
      return renderSvg(composeScene(prompt).svg);
    },
  };
}
