import { ArticleView } from "@/components/article/article-view";
import { articleMetadata } from "@/server/article-metadata";
import { getArticle } from "@/server/articles";

// The same article as /blog/ai-coding-tools (SPEC §2); its canonical link points there.
const article = getArticle("ai-coding-tools")!;

export const metadata = articleMetadata(article);

export default function AiCodingToolsPage() {
  return <ArticleView article={article} />;
}
