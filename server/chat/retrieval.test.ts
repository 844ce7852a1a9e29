import { describe, expect, it } from "vitest";
import { getArticles } from "@/server/articles";
import { allPassages, excerpt, htmlToText, retrieveContext, retrieveContextItems, searchPassages } from "@/server/chat/retrieval";

describe("passages", () => {
  it("splits every article into its ## sections and ### subsections with working anchors", () => {
    for (const article of getArticles()) {
      const sections = allPassages().filter((p) => p.slug === article.slug && p.kind === "section");
      const all = article.sections.filter((s) => s.depth === 2 || s.depth === 3);
      // A section with no text of its own before its first subsection ('10 Key Differences') is no passage.
      const headings = all.filter((s, i) => !(s.depth === 2 && all[i + 1]?.depth === 3 && !sections.some((p) => p.href.endsWith(`#${s.id}`))));
      expect(sections.map((s) => s.href)).toEqual(headings.map((s) => `/blog/${article.slug}#${s.id}`));
      expect(headings.filter((s) => s.depth === 2).length, article.slug).toBeGreaterThan(0);
      // A subsection's title carries its section's: 'Gemini Features Worth Using: Deep Research'.
      let section = "";
      const titles = all.flatMap((s) => {
        const title = s.depth === 2 ? (section = s.title) : section ? `${section}: ${s.title}` : s.title;
        return headings.includes(s) ? [title] : [];
      });
      expect(sections.map((s) => s.title)).toEqual(titles);
      expect(allPassages().filter((p) => p.slug === article.slug && p.kind === "faq")).toHaveLength(article.faqs.length);
    }
  });

  it("holds plain text, not HTML", () => {
    for (const p of allPassages()) {
      expect(p.text, p.id).not.toMatch(/<[a-z/]|&[a-z]+;/i);
      expect(p.text.length, p.id).toBeGreaterThan(20);
    }
  });

  it("finds the deep research passages in the Gemini and Perplexity guides", () => {
    const slugs = searchPassages("deep research", 8).map((h) => h.passage.slug);
    expect(slugs).toContain("perplexity-ai-review");
    expect(slugs).toContain("gemini-ai-guide");
  });

  it("finds the section comparing two meeting note takers", () => {
    const titles = searchPassages("Otter Fireflies", 3).map((h) => h.passage.title);
    expect(titles).toContain("AI meeting notes: Otter.ai vs Fireflies.ai");
  });

  it("matching every word exactly finds only what the guides really say", () => {
    expect(searchPassages("SynthID watermark", 5, { all: true, exact: true }).length).toBeGreaterThan(0);
    expect(searchPassages("weather Paris", 5, { all: true, exact: true })).toEqual([]);
  });
});

describe("excerpts and HTML", () => {
  it("starts an excerpt at the sentence that matches the query", () => {
    const text = "Cats sleep a lot. Video credits cost money. Dogs bark.";
    expect(excerpt(text, ["video", "credit"], 200)).toBe("…Video credits cost money. Dogs bark.");
  });

  it("turns article HTML into text with entities decoded", () => {
    expect(htmlToText("<p>Q&amp;A <strong>tools</strong></p><ul><li>One</li><li>Two</li></ul>")).toBe("Q&A tools\nOne\nTwo");
  });
});

describe("context for the LLM provider", () => {
  it("keeps the platform of an earlier turn for a follow-up", () => {
    const context = retrieveContext([
      { role: "user", content: "What is Midjourney?" },
      { role: "assistant", content: "Midjourney is an image generator." },
      { role: "user", content: "how much is it?" },
    ]);
    expect(context).toContain("Midjourney (link: /platforms/midjourney");
    expect(context).toContain("$10/month");
    expect(context).toMatch(/\$10\/month; price checked \d{4}-\d{2}-\d{2}/);
  });

  it("puts named platforms first and adds guide passages with links", () => {
    const { platforms, passages } = retrieveContextItems([{ role: "user", content: "ChatGPT vs Claude for writing" }]);
    expect(platforms.slice(0, 2).map((p) => p.id).sort()).toEqual(["chatgpt", "claude"]);
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.length).toBeLessThanOrEqual(4);
    const context = retrieveContext([{ role: "user", content: "ChatGPT vs Claude for writing" }]);
    expect(context).toMatch(/\(link: \/blog\/[a-z-]+(#[a-z0-9-]+)?\)/);
  });

  it("brings the platforms for a task", () => {
    const { platforms } = retrieveContextItems([{ role: "user", content: "I need a customer support bot" }]);
    expect(platforms.map((p) => p.id)).toContain("intercom-fin");
  });

  it("says so when nothing matches", () => {
    expect(retrieveContext([{ role: "user", content: "xqzzv blorf" }])).toBe("No catalogue entry or guide passage matches this conversation.");
  });
});
