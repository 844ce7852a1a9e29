import "server-only";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { articleSlugs, frontmatterSchema, type ArticleFrontmatter, type ArticleSlug } from "@/lib/article-schema";
import { countWords, readingMinutes, renderMarkdown, type Heading } from "@/lib/markdown";

export type Article = ArticleFrontmatter & {
  slug: ArticleSlug;
  /** The date the blog index shows (SPEC §2: the comparison article is listed within October). */
  listedDate: string;
  /** The body before the conclusion (all of it for guides) and, for the comparison layout, the conclusion. */
  bodyHtml: string;
  conclusionHtml?: string;
  sections: Heading[];
  words: number;
  readingMinutes: number;
  platformIds: string[];
};

const ARTICLES_DIR = path.join(process.cwd(), "content", "articles");

function splitConclusion(source: string): [string, string | undefined] {
  const match = /^## Conclusion\s*$/m.exec(source);
  if (!match) return [source, undefined];
  return [source.slice(0, match.index), source.slice(match.index)];
}

function loadArticle(slug: ArticleSlug): Article {
  const file = path.join(ARTICLES_DIR, `${slug}.md`);
  const { data, content } = matter(fs.readFileSync(file, "utf8"));
  const parsed = frontmatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`content/articles/${slug}.md: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const frontmatter = parsed.data;
  const [body, conclusion] = frontmatter.layout === "comparison" ? splitConclusion(content) : [content, undefined];
  const main = renderMarkdown(body, { sections: true });
  const end = conclusion ? renderMarkdown(conclusion, { sections: true }) : undefined;
  const extraText = [
    ...frontmatter.tldr,
    ...(frontmatter.layout === "guide" ? frontmatter.takeaways : []),
    ...frontmatter.faqs.flatMap((f) => [f.q, f.a]),
  ].join(" ");
  const words = main.words + (end?.words ?? 0) + countWords(extraText);
  return {
    ...frontmatter,
    slug,
    listedDate: frontmatter.indexDate ?? frontmatter.date,
    bodyHtml: main.html,
    conclusionHtml: end?.html,
    sections: [...main.headings, ...(end?.headings ?? [])],
    words,
    readingMinutes: readingMinutes(words),
    platformIds: [...new Set([...content.matchAll(/\]\(\/platforms\/([a-z0-9-]+)\)/g)].map((m) => m[1] as string))],
  };
}

// One parse per process, shared by Next.js's separately bundled routes and instrumentation.
const CACHE = Symbol.for("ai-platform-finder.articles");
const shared = globalThis as Record<symbol, Article[] | undefined>;

/** Every article, newest first by the date the index shows. Parsed once per process. */
export function getArticles(): Article[] {
  shared[CACHE] ??= articleSlugs.map(loadArticle).sort((a, b) => b.listedDate.localeCompare(a.listedDate));
  return shared[CACHE];
}

export function getArticle(slug: string): Article | undefined {
  return getArticles().find((a) => a.slug === slug);
}

/** The articles that share the most linked platforms with this one, newest first on ties. */
export function relatedArticles(article: Article, count = 3): Article[] {
  const mine = new Set(article.platformIds);
  return getArticles()
    .filter((a) => a.slug !== article.slug)
    .map((a) => ({ a, shared: a.platformIds.filter((id) => mine.has(id)).length }))
    .sort((x, y) => y.shared - x.shared)
    .slice(0, count)
    .map((x) => x.a);
}

export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
