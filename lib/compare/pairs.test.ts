import { describe, expect, it } from "vitest";
import { platforms } from "@/lib/catalogue";
import { alternativesAmong, curatedPairs, MIN_SHARED_USE_CASES, pairSlug, parsePairSlug } from "@/lib/compare/pairs";
import type { TaggableUseCaseId } from "@/lib/use-cases";

const entry = (id: string, useCases: TaggableUseCaseId[]) => ({ id, useCases });

describe("curated pairs", () => {
  const list = [
    entry("windsurf", ["code", "vibe-coding", "app-development"]),
    entry("cursor", ["code", "vibe-coding", "web-development"]),
    entry("copilot", ["code", "learning"]),
    entry("midjourney", ["images", "creative"]),
    entry("dall-e", ["images", "creative", "design"]),
    entry("loner", ["translation"]),
  ];

  it("puts the ids of every pair in sorted order, so each pair has one URL", () => {
    const pairs = curatedPairs(list, 3, 2);
    for (const p of pairs) expect(p.a < p.b, `${p.a}-vs-${p.b}`).toBe(true);
    expect(pairs.map((p) => pairSlug(p.a, p.b))).toContain("cursor-vs-windsurf");
    expect(pairSlug("windsurf", "cursor")).toBe("cursor-vs-windsurf");
  });

  it("lists each pair once, though both platforms name each other", () => {
    const slugs = curatedPairs(list, 3, 2).map((p) => `${p.a}-vs-${p.b}`);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.filter((s) => s === "cursor-vs-windsurf")).toHaveLength(1);
  });

  it("gives no page to a pair sharing fewer use cases than the threshold", () => {
    const pairs = curatedPairs(list, 3, 2);
    // copilot shares only 'code' with cursor and windsurf; loner shares nothing.
    expect(pairs.map((p) => `${p.a}-vs-${p.b}`).sort()).toEqual(["cursor-vs-windsurf", "dall-e-vs-midjourney"]);
    expect(pairs.every((p) => p.shared >= 2)).toBe(true);
    // With a threshold of 1, copilot's pairs appear.
    expect(curatedPairs(list, 3, 1).map((p) => `${p.a}-vs-${p.b}`)).toContain("copilot-vs-cursor");
  });

  it("takes only each platform's top alternatives", () => {
    const crowd = [
      entry("a", ["text", "writing", "code", "research"]),
      entry("b", ["text", "writing", "code", "research"]),
      entry("c", ["text", "writing", "code"]),
      entry("d", ["text", "writing"]),
    ];
    // With one alternative each: a<->b (4 shared), c->a (3), d->a (2; ties keep list order).
    expect(curatedPairs(crowd, 1, 2).map((p) => `${p.a}-vs-${p.b}`)).toEqual(["a-vs-b", "a-vs-c", "a-vs-d"]);
  });

  it("ranks alternatives by shared use cases, ties in list order", () => {
    const alts = alternativesAmong(list, list[0]!, 3);
    expect(alts.map((a) => [a.platform.id, a.shared])).toEqual([["cursor", 2], ["copilot", 1]]);
  });

  it("are each platform's top alternatives as its page's Alternatives section ranks them, for any list", () => {
    // What the pairs must agree with, written the slow way: each platform's alternatives, in list order.
    const expected = (l: readonly Parameters<typeof curatedPairs>[0][number][], k: number, min: number) => {
      const seen = new Map<string, { a: string; b: string; shared: number }>();
      for (const p of l)
        for (const { platform, shared } of alternativesAmong(l, p, k)) {
          const [a, b] = p.id < platform.id ? [p.id, platform.id] : [platform.id, p.id];
          if (shared >= min && !seen.has(`${a}-vs-${b}`)) seen.set(`${a}-vs-${b}`, { a, b, shared });
        }
      return [...seen.values()];
    };
    // A made-up list: 40 use cases (more than one 32-bit word of them), categories, a tag repeated, a platform without a category.
    const cases = Array.from({ length: 40 }, (_, i) => `case-${i}` as TaggableUseCaseId);
    const made = Array.from({ length: 120 }, (_, i) => ({
      id: `p${i}`,
      category: i % 9 === 0 ? undefined : (["chat-assistant", "code", "image"] as const)[i % 3],
      useCases: [cases[(i * 7) % 40]!, cases[(i * 3) % 40]!, cases[(i * 11 + 5) % 40]!, ...(i % 10 === 0 ? [cases[(i * 3) % 40]!] : []), cases[39 - (i % 40)]!],
    }));
    for (const [l, k, min] of [[made, 3, 1], [made, 5, 2], [platforms, 3, 2], [platforms, 6, 1]] as const) expect(curatedPairs(l, k, min)).toEqual(expected(l, k, min));
  });

  it("holds on the real catalogue: sorted, unique, above the threshold", () => {
    const pairs = curatedPairs(platforms);
    expect(pairs.length).toBeGreaterThan(20);
    const slugs = new Set(pairs.map((p) => `${p.a}-vs-${p.b}`));
    expect(slugs.size).toBe(pairs.length);
    expect(slugs.has("chatgpt-vs-claude")).toBe(true);
    for (const p of pairs) {
      expect(p.a < p.b).toBe(true);
      expect(p.shared).toBeGreaterThanOrEqual(MIN_SHARED_USE_CASES);
    }
  });
});

describe("pair slugs", () => {
  const known = new Set(["chatgpt", "claude", "x-vs-y", "z"]);
  const isKnown = (id: string) => known.has(id);

  it("reads both orders", () => {
    expect(parsePairSlug("chatgpt-vs-claude", isKnown)).toEqual({ first: "chatgpt", second: "claude" });
    expect(parsePairSlug("claude-vs-chatgpt", isKnown)).toEqual({ first: "claude", second: "chatgpt" });
  });

  it("finds the split when an id itself contains -vs-", () => {
    expect(parsePairSlug("x-vs-y-vs-z", isKnown)).toEqual({ first: "x-vs-y", second: "z" });
  });

  it("rejects unknown ids, a platform against itself and malformed slugs", () => {
    expect(parsePairSlug("chatgpt-vs-nope", isKnown)).toBeNull();
    expect(parsePairSlug("claude-vs-claude", isKnown)).toBeNull();
    expect(parsePairSlug("chatgpt", isKnown)).toBeNull();
    expect(parsePairSlug("-vs-claude", isKnown)).toBeNull();
  });
});
