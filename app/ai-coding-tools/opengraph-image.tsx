import { getArticle } from "@/server/articles";
import { articleOgAlt, articleOgImage, ogContentType, ogSize } from "@/server/og/card";

// The same article as /blog/ai-coding-tools, so the same card.
const article = getArticle("ai-coding-tools")!;

export const alt = articleOgAlt(article);
export const size = ogSize;
export const contentType = ogContentType;

export default function Image() {
  return articleOgImage(article);
}
