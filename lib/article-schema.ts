import { z } from "zod";

export const articleSlugs = [
  "chatgpt-vs-claude",
  "ai-image-generation",
  "ai-coding-tools",
  "ai-business-tools",
  "gemini-ai-guide",
  "ai-video-generation",
  "ai-writing-tools",
  "perplexity-ai-review",
  "ai-productivity-tools",
  "ai-translation-tools",
] as const;
export const articleSlugSchema = z.enum(articleSlugs);
export type ArticleSlug = z.infer<typeof articleSlugSchema>;

const isoDate = z.iso.date();
export const faqSchema = z.object({ q: z.string().min(10).max(200), a: z.string().min(60).max(900) }).strict();
export type Faq = z.infer<typeof faqSchema>;

const common = {
  title: z.string().min(20).max(110),
  description: z.string().min(70).max(170),
  date: isoDate,
  /** Date shown on the blog index when it differs from the article's own date (SPEC §2). */
  indexDate: isoDate.optional(),
  /** The day the article's facts were last changed after publication: shown as 'Updated {date}' and used as dateModified. */
  updated: isoDate.optional(),
  excerpt: z.string().min(60).max(260),
  keywords: z.array(z.string().min(3)).min(3).max(12),
  tldr: z.array(z.string().min(20).max(300)).min(4).max(6),
};

export const guideFrontmatterSchema = z
  .object({
    ...common,
    layout: z.literal("guide").default("guide"),
    takeaways: z.array(z.string().min(20).max(300)).length(10),
    faqs: z.array(faqSchema).refine((f) => f.length === 10 || f.length === 20, "FAQ has 10 or 20 pairs"),
  })
  .strict();

export const comparisonFrontmatterSchema = z
  .object({
    ...common,
    layout: z.literal("comparison"),
    faqs: z.array(faqSchema).length(20),
  })
  .strict();

export const frontmatterSchema = z.union([comparisonFrontmatterSchema, guideFrontmatterSchema]);
export type ArticleFrontmatter = z.infer<typeof frontmatterSchema>;
