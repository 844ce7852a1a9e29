import { getArticle, getArticles } from "@/server/articles";
import { articleOgImage } from "@/server/og/card";

// One Open Graph card per article, drawn at build time; an unknown slug is a 404.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((a) => ({ slug: a.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  return articleOgImage(getArticle((await params).slug)!);
}
