import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getPlatform } from "@/lib/catalogue";
import { articleSlugs } from "@/lib/article-schema";
import { getArticles } from "@/server/articles";

// SPEC §2 'Article dates'.
const specDates: Record<string, string> = {
  "ai-image-generation": "2025-10-23",
  "ai-coding-tools": "2025-10-22",
  "gemini-ai-guide": "2025-10-21",
  "ai-video-generation": "2025-10-20",
  "ai-writing-tools": "2025-10-19",
  "perplexity-ai-review": "2025-10-18",
  "ai-productivity-tools": "2025-10-17",
  "ai-translation-tools": "2025-10-16",
  "ai-business-tools": "2025-10-15",
  "chatgpt-vs-claude": "2025-01-15",
};

const articles = getArticles();
const sourceOf = (slug: string) => fs.readFileSync(path.join(process.cwd(), "content", "articles", `${slug}.md`), "utf8");

describe("articles", () => {
  it("are exactly the ten slugs of the spec, each once, with no stray files", () => {
    expect(articles.map((a) => a.slug).sort()).toEqual([...articleSlugs].sort());
    const files = fs.readdirSync(path.join(process.cwd(), "content", "articles")).filter((f) => f.endsWith(".md"));
    expect(files.sort()).toEqual(articleSlugs.map((s) => `${s}.md`).sort());
  });

  it("are listed newest first, dated within 2025-10-15..2025-10-24 on the index", () => {
    const listed = articles.map((a) => a.listedDate);
    expect(listed).toEqual([...listed].sort().reverse());
    for (const d of listed) expect(d >= "2025-10-15" && d <= "2025-10-24", d).toBe(true);
  });

  for (const article of articles) {
    describe(article.slug, () => {
      const source = sourceOf(article.slug);
      const html = article.bodyHtml + (article.conclusionHtml ?? "");

      it("has the spec's date", () => {
        expect(article.date).toBe(specDates[article.slug]);
      });

      it("has at least 2,000 words in at least 6 sections and a TL;DR of 4-6 bullets", () => {
        expect(article.words).toBeGreaterThanOrEqual(2000);
        expect(article.sections.filter((s) => s.depth === 2).length).toBeGreaterThanOrEqual(6);
        expect(article.tldr.length).toBeGreaterThanOrEqual(4);
        expect(article.tldr.length).toBeLessThanOrEqual(6);
      });

      it("has unique section ids that do not clash with the page's own anchors", () => {
        const ids = article.sections.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const reserved of ["tldr", "toc", "top-10", "faq"]) expect(ids).not.toContain(reserved);
      });

      it("has a table of contents whose every anchor resolves", () => {
        for (const s of article.sections) expect(html).toContain(`id="${s.id}"`);
      });

      it("has 10 takeaways and the right number of FAQs", () => {
        if (article.layout === "guide") {
          expect(article.takeaways).toHaveLength(10);
          expect([10, 20]).toContain(article.faqs.length);
        } else {
          expect(article.faqs).toHaveLength(20);
        }
        expect(new Set(article.faqs.map((f) => f.q)).size).toBe(article.faqs.length);
      });

      it("links only to platforms in the catalogue and to articles that exist", () => {
        for (const id of article.platformIds) expect(getPlatform(id), `/platforms/${id}`).toBeDefined();
        for (const m of source.matchAll(/\]\(\/blog\/([a-z0-9-]+)/g)) expect(articleSlugs, m[1]).toContain(m[1]);
        expect(article.platformIds.length).toBeGreaterThan(0);
      });

      it("has no table with an empty header cell (screen readers need every column named)", () => {
        expect(html).not.toMatch(/<th><\/th>|<th>\s*<\/th>/);
      });

      it("contains no raw HTML and no h1", () => {
        expect(source).not.toMatch(/^# /m);
        expect(source.replace(/`[^`]*`/g, "")).not.toMatch(/<\/?[a-z][a-z0-9]*[\s>]/i);
      });
    });
  }

  it("gives the ChatGPT vs Claude article its fixed layout", () => {
    const article = articles.find((a) => a.slug === "chatgpt-vs-claude")!;
    expect(article.layout).toBe("comparison");
    const h2 = article.sections.filter((s) => s.depth === 2).map((s) => s.id);
    expect(h2[0]).toBe("10-key-differences");
    expect(h2[1]).toBe("use-case-recommendations");
    expect(h2.at(-1)).toBe("conclusion");
    const differences = sourceOf(article.slug).split("## Use-Case Recommendations")[0]!.match(/^### /gm) ?? [];
    expect(differences).toHaveLength(10);
    expect(article.conclusionHtml).toContain('id="conclusion"');
  });
});
