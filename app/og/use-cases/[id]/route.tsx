import { useCaseIntros } from "@/content/use-case-intros";
import { platforms, platformUseCases } from "@/lib/catalogue";
import { isUseCaseId, useCases } from "@/lib/use-cases";
import { ogImageOfUseCase } from "@/server/og/card";

// One Open Graph card per use-case page, drawn at build time; an unknown id is a 404.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return useCases.map((u) => ({ id: u.id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUseCaseId(id)) return new Response("Not found", { status: 404 });
  const intro = useCaseIntros[id];
  return ogImageOfUseCase(intro.title, intro.summary, platforms.filter((p) => platformUseCases(p).includes(id)).length);
}
