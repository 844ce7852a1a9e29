import { describe, expect, it } from "vitest";
import { platforms, platformUseCases } from "@/lib/catalogue";
import { rankPlatforms, type Rankable } from "@/lib/ranking";
import type { UseCaseId } from "@/lib/use-cases";

const fixture: Rankable[] = [
  { id: "a", useCases: ["text", "writing"] },
  { id: "b", useCases: ["code", "text", "writing"] },
  { id: "c", useCases: ["images"] },
  { id: "d", useCases: ["code"] },
  { id: "e", useCases: ["text", "writing", "code"] },
];

describe("rankPlatforms", () => {
  it("returns nothing for an empty selection", () => {
    expect(rankPlatforms(fixture, [])).toEqual([]);
  });

  it("keeps only platforms with at least one selected use case", () => {
    expect(rankPlatforms(fixture, ["images"]).map((r) => r.item.id)).toEqual(["c"]);
  });

  it("orders by the number of matched use cases, highest first", () => {
    const ranked = rankPlatforms(fixture, ["code", "writing"]);
    expect(ranked.map((r) => [r.item.id, r.matched.length])).toEqual([
      ["b", 2],
      ["e", 2],
      ["d", 1],
      ["a", 1],
    ]);
  });

  it("puts a platform whose main job (its first use case) was selected before generalists that also serve it", () => {
    // 'a' and 'd' match one selected use case each; code is d's main job and only a side line of a's.
    expect(rankPlatforms(fixture, ["code"]).map((r) => r.item.id)).toEqual(["b", "d", "e"]);
    const images = rankPlatforms(platforms.map((p) => ({ id: p.id, useCases: p.useCases })), ["images"]).map((r) => r.item.id);
    expect(images.indexOf("midjourney")).toBeLessThan(images.indexOf("chatgpt"));
  });

  it("breaks ties by the editorial (input) order, whatever the selection order", () => {
    const one = rankPlatforms(fixture, ["text", "code"]).map((r) => r.item.id);
    const two = rankPlatforms(fixture, ["code", "text"]).map((r) => r.item.id);
    expect(one).toEqual(["b", "e", "a", "d"]);
    expect(two).toEqual(one);
  });

  it("says which selected use cases each platform matches", () => {
    const [first] = rankPlatforms(fixture, ["writing", "images", "code"]);
    expect(first?.item.id).toBe("b");
    expect(first?.matched).toEqual(["writing", "code"]);
  });

  it("returns nothing when no platform matches", () => {
    expect(rankPlatforms(fixture, ["seo"])).toEqual([]);
  });
});

describe("ranking the real catalogue", () => {
  const rankable = platforms.map((p) => ({ id: p.id, useCases: platformUseCases(p), tier: p.pricing.tier }));

  it("'free' matches exactly the free and freemium platforms", () => {
    const ranked = rankPlatforms(rankable, ["free"]);
    const expected = platforms.filter((p) => p.pricing.tier !== "paid").map((p) => p.id);
    expect(ranked.map((r) => r.item.id)).toEqual(expected);
    expect(ranked.every((r) => r.item.tier !== "paid")).toBe(true);
  });

  it("puts platforms that match every selected use case first", () => {
    const selection: UseCaseId[] = ["code", "free", "vibe-coding"];
    const ranked = rankPlatforms(rankable, selection);
    const counts = ranked.map((r) => r.matched.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBe(3);
  });
});
