import { getPlatform, platforms } from "@/lib/catalogue";
import { ogContentType, ogSize, platformOgAlt, platformOgImage } from "@/server/og/card";

// Drawn at build time, one per platform (no request-time rendering).
export const dynamicParams = false;

export function generateStaticParams() {
  return platforms.map((p) => ({ id: p.id }));
}

/** One card per platform, with its own alt text (name, category, tier, price). */
export async function generateImageMetadata({ params }: { params: Promise<{ id: string }> }) {
  const platform = getPlatform((await params).id)!;
  return [{ id: "card", size: ogSize, contentType: ogContentType, alt: platformOgAlt(platform) }];
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  return platformOgImage(getPlatform((await params).id)!);
}
