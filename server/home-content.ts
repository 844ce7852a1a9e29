import "server-only";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { faqSchema } from "@/lib/article-schema";
import { platforms } from "@/lib/catalogue";
import { renderMarkdown } from "@/lib/markdown";

const homeFrontmatterSchema = z.object({ title: z.string().min(10), faqs: z.array(faqSchema).length(4) }).strict();

/** The long guide and the four FAQs of the home page (content/home.md), read at build time. */
export function loadHomeContent() {
  const file = path.join(process.cwd(), "content", "home.md");
  const { data, content } = matter(fs.readFileSync(file, "utf8"));
  const frontmatter = homeFrontmatterSchema.parse(data);
  // Counts in the copy come from the data, so they never go stale ('{{platformCount}}').
  return { ...frontmatter, ...renderMarkdown(content.replaceAll("{{platformCount}}", String(platforms.length))) };
}
