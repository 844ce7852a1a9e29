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
    // Among equals, the main job first: code is d's main job, writing a's second (issue 25).
    expect(ranked.map((r) => [r.item.id, r.matched.length])).toEqual([
      ["b", 2],
      ["e", 2],
      ["d", 1],
      ["a", 1],
    ]);
  });

  it("breaks remaining ties by the editorial (input) order, whatever the selection order", () => {
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

describe("the tie order (issue 25)", () => {
  it("puts the platform whose main job is the selected use case before generalists that also do it", () => {
    const list: Rankable[] = [
      { id: "generalist", useCases: ["text", "writing", "code", "images"] },
      { id: "assistant", useCases: ["text", "images"] },
      { id: "painter", useCases: ["images", "creative"] },
    ];
    expect(rankPlatforms(list, ["images"]).map((r) => r.item.id)).toEqual(["painter", "assistant", "generalist"]);
  });

  it("puts Midjourney before the chat assistants for Image Creation, and Cursor and GitHub Copilot before them for Code Assistance", () => {
    const rankable = platforms.map((p) => ({ id: p.id, useCases: platformUseCases(p) }));
    const images = rankPlatforms(rankable, ["images"]).map((r) => r.item.id);
    for (const chat of ["chatgpt", "gemini", "meta-ai", "grok"]) expect(images.indexOf("midjourney"), chat).toBeLessThan(images.indexOf(chat));
    const code = rankPlatforms(rankable, ["code"]).map((r) => r.item.id);
    for (const chat of ["chatgpt", "claude", "gemini", "deepseek"]) {
      expect(code.indexOf("cursor"), chat).toBeLessThan(code.indexOf(chat));
      expect(code.indexOf("github-copilot"), chat).toBeLessThan(code.indexOf(chat));
    }
  });
});
