import { describe, expect, it, vi } from "vitest";
import { findMentions, namedPlatforms } from "@/server/discovery/platform-names";

const named = (text: string, context = "") => namedPlatforms(text, context).platforms.map((p) => p.id);

describe("platform names in messages", () => {
  it.each([
    ["Is ChatGPT better?", ["chatgpt"]],
    ["gpt or claude", ["chatgpt", "claude"]],
    ["Claude Code vs Claude", ["claude-code", "claude"]],
    ["I use Bolt.new and BOLT", ["bolt-new"]],
    ["le chat by mistral", ["mistral-le-chat"]],
    ["Stable Diffusion or SD?", ["stability-ai"]],
    ["Adobe Firefly vs Fireflies.ai", ["adobe-firefly", "fireflies-ai"]],
    ["firefly", ["adobe-firefly"]],
    ["fin from intercom", ["intercom-fin"]],
    ["ElevenLabs, Eleven Labs or 11labs", ["elevenlabs"]],
    ["Canva's pricing", ["canva"]],
  ])("%s", (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it("never matches inside a word", () => {
    expect(named("chatgpt")).toEqual(["chatgpt"]);
    expect(named("sdk and fintech")).toEqual([]);
  });

  it("treats a company name as its product only when nothing else is named", () => {
    expect(named("what does openai offer?")).toEqual(["chatgpt"]);
    expect(named("Google Veo")).toEqual(["google-veo"]);
  });

  it("reads 'pitch' as a need, not the platform, in 'pitch deck' and 'sales pitch'", () => {
    expect(named("make a pitch deck")).toEqual([]);
    expect(named("help me write a sales pitch")).toEqual([]);
    expect(named("what is Pitch?")).toEqual(["pitch"]);
    expect(named("Pitch vs Gamma")).toEqual(["pitch", "gamma"]);
  });

  it("does not read everyday words as names", () => {
    expect(named("a beautiful design I can copy for my meta description")).toEqual([]);
  });

  it("reads 'make' as a verb, and Make only by its domain or former name", () => {
    expect(named("make a 3D model of my product")).toEqual([]);
    expect(named("Zapier or Make.com?")).toEqual(["zapier", "make"]);
    expect(named("is integromat still around")).toEqual(["make"]);
    expect(named("power bi or tableau")).toEqual(["power-bi", "tableau"]);
  });

  it("decides which Copilot from the context, or leaves it open", () => {
    expect(named("copilot in VS Code")).toEqual(["github-copilot"]);
    expect(named("copilot in Word and Excel")).toEqual(["microsoft-copilot"]);
    expect(named("copilot vs cursor")).toEqual(["github-copilot", "cursor"]);
    expect(named("how much is it?", "I write Python code with copilot")).toEqual([]);
    expect(named("copilot pricing", "I write Python code")).toEqual(["github-copilot"]);
    expect(namedPlatforms("how much is copilot?")).toMatchObject({ platforms: [], ambiguousCopilot: true });
  });

  it("recognises typos of distinctive names only", () => {
    expect(named("midjurney")).toEqual(["midjourney"]);
    expect(named("perplexty pro")).toEqual(["perplexity"]);
    expect(named("a canvas for my synthesis")).toEqual([]);
    expect(findMentions("cursr").length).toBe(0);
  });

  it("reads a word the site itself writes as that word, never as a typo of a name", () => {
    // One typo from Fellow, Character.AI, Synthesia and Google Colab; all are words of the catalogue or its guides.
    expect(named("draft follow up emails after sales calls")).toEqual([]);
    expect(named("an image generator that keeps consistent characters across panels")).toEqual([]);
    expect(named("a synthetic voice for my narration")).toEqual([]);
    expect(named("share notebooks with my collaborators")).toEqual([]);
    expect(named("is synthesa good for training videos")).toEqual(["synthesia"]);
  });
});

describe("the recogniser's tables", () => {
  it("are worked out once per process in production, whichever copy of the module reads them (decision 0219)", async () => {
    const slot = Symbol.for("ai-platform-finder.platform-names");
    const tables = () => (globalThis as Record<symbol, { tables: object } | undefined>)[slot]?.tables;
    vi.stubEnv("NODE_ENV", "production");
    try {
      vi.resetModules();
      const first = await import("@/server/discovery/platform-names");
      const kept = tables();
      expect(kept).toBeDefined();
      vi.resetModules();
      const second = await import("@/server/discovery/platform-names");
      expect(second).not.toBe(first);
      expect(tables()).toBe(kept);
      expect(second.namedPlatforms("midjurney or chatgpt?").platforms.map((p) => p.id)).toEqual(["midjourney", "chatgpt"]);
      expect(second.aliasesOf("elevenlabs")).toEqual(first.aliasesOf("elevenlabs"));
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
