import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isUseCaseId, useCaseIds } from "@/lib/use-cases";
import { useCaseIntros } from "./use-case-intros";

const GUIDE_SLUGS = [
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
];

const wordCount = (paragraphs: string[]) =>
  paragraphs.join(" ").split(/\s+/).filter((w) => w.length > 0).length;

const entries = Object.entries(useCaseIntros);

describe("use-case intros", () => {
  it("has an entry for every use case and no others", () => {
    expect(Object.keys(useCaseIntros).sort()).toEqual([...useCaseIds].sort());
  });

  it.each(entries)("%s: has a title", (_id, intro) => {
    expect(intro.title.trim().length).toBeGreaterThan(0);
  });

  it.each(entries)("%s: intro has 2-3 paragraphs and 120-250 words", (_id, intro) => {
    expect(intro.intro.length).toBeGreaterThanOrEqual(2);
    expect(intro.intro.length).toBeLessThanOrEqual(3);
    const words = wordCount(intro.intro);
    expect(words).toBeGreaterThanOrEqual(120);
    expect(words).toBeLessThanOrEqual(250);
  });

  it.each(entries)("%s: summary is one sentence of 120-160 characters", (_id, intro) => {
    expect(intro.summary.length).toBeGreaterThanOrEqual(120);
    expect(intro.summary.length).toBeLessThanOrEqual(160);
  });

  it.each(entries)("%s: related has 2-4 distinct valid ids, not itself", (id, intro) => {
    expect(intro.related.length).toBeGreaterThanOrEqual(2);
    expect(intro.related.length).toBeLessThanOrEqual(4);
    expect(new Set(intro.related).size).toBe(intro.related.length);
    for (const r of intro.related) {
      expect(isUseCaseId(r)).toBe(true);
      expect(r).not.toBe(id);
    }
  });

  it.each(entries)("%s: guides are known slugs with an article", (_id, intro) => {
    expect(new Set(intro.guides).size).toBe(intro.guides.length);
    for (const g of intro.guides) {
      expect(GUIDE_SLUGS).toContain(g);
      expect(existsSync(path.join(import.meta.dirname, "articles", `${g}.md`))).toBe(true);
    }
  });

  it.each(entries)("%s: no prices or percentages", (_id, intro) => {
    for (const text of [intro.title, intro.summary, ...intro.intro]) {
      expect(text).not.toContain("$");
      expect(text).not.toMatch(/\d\s*%/);
    }
  });
});
