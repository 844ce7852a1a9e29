import "server-only";
import sharp from "sharp";
import { composeScene } from "@/server/images/offline-scene";
import type { ImageProvider } from "@/server/images/provider";

export const OFFLINE_LABEL = "Offline preview (no AI model configured)";

/** Renders an SVG illustration to PNG bytes. */
export async function renderSvg(svg: string): Promise<Uint8Array> {
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
