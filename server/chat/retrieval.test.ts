import { describe, expect, it } from "vitest";
import { getArticles } from "@/server/articles";
import { allPassages, excerpt, htmlToText, retrieveContext, retrieveContextItems, searchPassages, searchPlatforms } from "@/server/chat/retrieval";

const ids = (query: string, k = 5) => searchPlatforms(query, k).map((h) => h.platform.id);

describe("platform search", () => {
  it("finds Ideogram for text in images", () => {
    expect(ids("text in images", 3)).toContain("ideogram");
  });

  it("forgives a typo in a name", () => {
    expect(ids("midjurney")[0]).toBe("midjourney");
    expect(ids("perplexty")[0]).toBe("perplexity");
  });

  it("knows short names that are not in the platform's name", () => {
    expect(ids("sd")[0]).toBe("stability-ai");
    expect(ids("veo")[0]).toBe("google-veo");
  });

  it("ranks support agents for a customer support bot", () => {
    expect(ids("customer support bot")[0]).toBe("intercom-fin");
  });

  it("ranks meeting note takers for transcribing meetings", () => {
    const noteTakers = new Set(["fireflies-ai", "otter-ai", "fathom", "granola", "read-ai"]);
    const top = ids("transcribe meetings", 3);
    expect(top.filter((id) => noteTakers.has(id)), top.join()).toHaveLength(3);
  });

  it("does not read 'make' as the automation platform Make", () => {
    expect(ids("make a 3D model from an image", 5)).not.toContain("make");
    expect(ids("make a logo", 5)).not.toContain("make");
  });

  it("finds the new kinds of tools", () => {
    expect(ids("3D model from an image", 5)).toEqual(expect.arrayContaining(["meshy", "tripo"]));
    expect(ids("remove background from a photo", 3)).toContain("remove-bg");
    expect(ids("automate workflows between apps", 5)).toContain("zapier");
    expect(ids("integromat", 1)).toEqual(["make"]);
    expect(ids("voice agent that answers phone calls", 5)).toEqual(expect.arrayContaining(["vapi"]));
  });

  it("does not confuse deep research with DeepSeek", () => {
    expect(ids("deep research")[0]).not.toBe("deepseek");
  });
});

describe("passages", () => {
  it("splits every article into its ## sections with working anchors", () => {
    for (const article of getArticles()) {
      const sections = allPassages().filter((p) => p.slug === article.slug && p.kind === "section");
      const h2 = article.sections.filter((s) => s.depth === 2);
      expect(sections.map((s) => s.href)).toEqual(h2.map((s) => `/blog/${article.slug}#${s.id}`));
      expect(sections.map((s) => s.title)).toEqual(h2.map((s) => s.title));
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
