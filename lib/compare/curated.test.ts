import { describe, expect, it } from "vitest";
import { platforms } from "@/lib/catalogue";
import { canonicalPairPath, curatedCount, curatedList, curatedPairsWith, getCuratedPair } from "@/lib/compare/curated";
import { curatedPairs, pairSlug } from "@/lib/compare/pairs";

describe("curated comparisons of the catalogue", () => {
  it("maps either order of a curated pair to its one path", () => {
    expect(canonicalPairPath("chatgpt-vs-claude")).toBe("/compare/chatgpt-vs-claude");
    expect(canonicalPairPath("claude-vs-chatgpt")).toBe("/compare/chatgpt-vs-claude");
    expect(canonicalPairPath("chatgpt-vs-nothing")).toBeNull();
    expect(canonicalPairPath("claude-vs-claude")).toBeNull();
  });

  it("finds a platform's comparisons from either side", () => {
    const withClaude = curatedPairsWith("claude").map((p) => p.other.id);
    expect(withClaude).toContain("chatgpt");
    expect(withClaude).not.toContain("claude");
    expect(getCuratedPair("chatgpt-vs-claude")?.first.name).toBe("ChatGPT");
    expect(curatedList().every((p) => p.first.id === p.a && p.second.id === p.b)).toBe(true);
  });

  it("keeps every pair of the rules, in their order, and finds each by its slug and its platforms (issue 32)", () => {
    const expected = curatedPairs(platforms);
    const list = curatedList();
    expect(curatedCount()).toBe(expected.length);
    expect(list.map(({ a, b, shared }) => ({ a, b, shared }))).toEqual(expected);
    for (const pair of list) {
      expect(pair.slug).toBe(pairSlug(pair.a, pair.b));
      expect(getCuratedPair(pair.slug)).toEqual(pair);
      // Only the canonical order is a curated slug; proxy.ts redirects the other.
      expect(getCuratedPair(`${pair.b}-vs-${pair.a}`)).toBeUndefined();
    }
    for (const p of platforms.slice(0, 40)) {
      const expectedWith = list.filter((pair) => pair.a === p.id || pair.b === p.id);
      expect(curatedPairsWith(p.id).map((x) => x.pair)).toEqual(expectedWith);
      expect(curatedPairsWith(p.id).every((x) => x.other.id !== p.id && [x.pair.a, x.pair.b].includes(x.other.id))).toBe(true);
    }
    expect(curatedList(2, 3)).toEqual(list.slice(2, 5));
    expect(curatedList(list.length - 1, 10)).toEqual(list.slice(-1));
  });
});
