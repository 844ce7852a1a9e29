import { getArticle, getArticles } from "@/server/articles";
import { articleOgAlt, articleOgImage, ogContentType, ogSize } from "@/server/og/card";

// Drawn at build time, one per article (no request-time rendering).
export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((a) => ({ slug: a.slug }));
}

/** One card per article, with its own alt text (title and date). */
export async function generateImageMetadata({ params }: { params: Promise<{ slug: string }> }) {
  const article = getArticle((await params).slug)!;
  return [{ id: "card", size: ogSize, contentType: ogContentType, alt: articleOgAlt(article) }];
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  return articleOgImage(getArticle((await params).slug)!);
}
