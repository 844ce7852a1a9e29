import { getPlatform, platforms } from "@/lib/catalogue";
import { prerenderedIds } from "@/lib/prerender";
import { platformOgImage } from "@/server/og/card";

// One Open Graph card per platform: those of the pre-rendered platform pages drawn at build, the
// others on their first request and kept by Next.js like the built ones (docs/decisions/0170);
// an unknown id is a 404.
export const dynamic = "force-static";
export const dynamicParams = true;

export function generateStaticParams() {
  return [...prerenderedIds(platforms)].map((id) => ({ id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const platform = getPlatform((await params).id);
  if (!platform) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  return platformOgImage(platform);
}
