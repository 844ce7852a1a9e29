import "server-only";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { faqSchema } from "@/lib/article-schema";
import { platforms } from "@/lib/catalogue";
import { renderMarkdown } from "@/lib/markdown";

const homeFrontmatterSchema = z.object({ title: z.string().min(10), faqs: z.array(faqSchema).length(4) }).strict();

type HomeContent = z.infer<typeof homeFrontmatterSchema> & ReturnType<typeof renderMarkdown>;

// One parse per process, as for the articles (server/articles.ts).
const CACHE = Symbol.for("ai-platform-finder.home-content");
const shared = globalThis as Record<symbol, HomeContent | undefined>;

/**
 * The long guide and the four FAQs of the home page (content/home.md), read at build time for `/`.
 * A shared finder URL renders the same page per request: the Markdown is rendered once per
 * process, not per request (it was most of a cold render's time, issue 16).
 */
export function loadHomeContent(): HomeContent {
  if (shared[CACHE]) return shared[CACHE];
  const file = path.join(process.cwd(), "content", "home.md");
  const { data, content } = matter(fs.readFileSync(file, "utf8"));
  const frontmatter = homeFrontmatterSchema.parse(data);
  // Counts in the copy come from the data, so they never go stale ('{{platformCount}}').
  shared[CACHE] = { ...frontmatter, ...renderMarkdown(content.replaceAll("{{platformCount}}", String(platforms.length))) };
  return shared[CACHE];
}
