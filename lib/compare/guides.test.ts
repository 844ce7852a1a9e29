import { describe, expect, it } from "vitest";
import { guidesForPair, MAX_COVERING_GUIDES } from "@/lib/compare/guides";

const chatgpt = { id: "chatgpt", name: "ChatGPT" };
const claude = { id: "claude", name: "Claude" };
const cursor = { id: "cursor", name: "Cursor" };
const guide = (slug: string, title: string, platformIds: string[]) => ({ slug, title, platformIds });

describe("guidesForPair", () => {
  const guides = [
    guide("writing", "Best AI Writing Tools", ["chatgpt", "claude", "jasper"]),
    guide("versus", "ChatGPT vs Claude: 10 Key Differences", ["chatgpt", "claude"]),
    guide("coding", "Best AI Coding Tools: Copilot, Cursor, Claude Code", ["cursor", "claude", "chatgpt"]),
    guide("images", "Best AI Image Generators", ["chatgpt", "claude"]),
    guide("video", "AI Video Generation", ["chatgpt", "claude"]),
  ];

  it("links only the guide whose title names both when there is one", () => {
    expect(guidesForPair(chatgpt, claude, guides)).toEqual({ kind: "compares", guides: [guides[1]] });
    // The order of the pair does not matter.
    expect(guidesForPair(claude, chatgpt, guides).guides.map((g) => g.slug)).toEqual(["versus"]);
  });

  it("otherwise lists a few guides that link to both, in the guides' order", () => {
    const result = guidesForPair(chatgpt, cursor, guides);
    expect(result.kind).toBe("covers");
    expect(result.guides.map((g) => g.slug)).toEqual(["coding"]);
    const many = Array.from({ length: 6 }, (_, i) => guide(`g${i}`, `Guide ${i}`, ["chatgpt", "cursor"]));
    expect(guidesForPair(chatgpt, cursor, many).guides).toHaveLength(MAX_COVERING_GUIDES);
  });

  it("reads names in titles as whole words", () => {
    const poe = { id: "poe", name: "Poe" };
    const titled = [guide("poetry", "Poetry and ChatGPT: Writing Verse", ["poe", "chatgpt"]), guide("pair", "Poe vs ChatGPT", ["poe", "chatgpt"])];
    expect(guidesForPair(poe, chatgpt, titled).guides.map((g) => g.slug)).toEqual(["pair"]);
    expect(guidesForPair(poe, chatgpt, titled.slice(0, 1)).kind).toBe("covers");
  });

  it("lists nothing when no guide links to both", () => {
    expect(guidesForPair(cursor, { id: "midjourney", name: "Midjourney" }, guides)).toEqual({ kind: "covers", guides: [] });
  });
});
