import { getPlatform, platforms } from "@/lib/catalogue";
import { platformOgImage } from "@/server/og/card";

// One Open Graph card per platform, drawn at build time; an unknown id is a 404.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return platforms.map((p) => ({ id: p.id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return platformOgImage(getPlatform((await params).id)!);
}
