import { describe, expect, it } from "vitest";
import { cleanText, discoveryQueryString, pageQueryKeys, parseDiscoveryParams, readDiscoveryParams } from "@/lib/discovery/params";

describe("reading a discovery query from a URL", () => {
  it("reads every parameter strictly for the API", () => {
    const r = parseDiscoveryParams(new URLSearchParams("q=video&use=marketing,video&free=1&budget=20&tier=paid,free&category=video&sort=price"), { knownCategories: ["video", "code"] });
    expect(r).toEqual({ ok: true, query: { text: "video", useCases: ["video", "marketing"], free: true, budget: 20, tiers: ["free", "paid"], categories: ["video"], sort: "price" } });
  });

  it.each([
    ["use=cooking", "Unknown use case 'cooking'"],
    ["budget=-5", "'budget' must be a positive number"],
    ["budget=abc", "'budget' must be a positive number"],
    ["tier=gold", "Unknown tier 'gold'"],
    ["sort=random", "'sort' must be one of best, price, name"],
    ["free=yes", "'free' must be 1"],
    ["category=food", "Unknown category 'food'"],
  ])("answers '%s' with a message naming the problem", (search, message) => {
    const r = parseDiscoveryParams(new URLSearchParams(search), { knownCategories: ["video"] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  it("reads leniently for pages: unknown values dropped, odd budgets ignored", () => {
    expect(readDiscoveryParams({ use: "video,cooking,VIDEO", budget: "13", sort: "x", free: "1" })).toEqual({ useCases: ["video"], free: true, tiers: [], categories: [], sort: "best" });
    expect(readDiscoveryParams({ budget: "20" }).budget).toBe(20);
  });

  it("cuts text to 200 characters and drops control characters", () => {
    expect(cleanText("a\u0000b\u001bc\u202e d")).toBe("a b c d");
    expect(cleanText("x".repeat(500))).toHaveLength(200);
  });

  it("writes one canonical string per query", () => {
    const a = discoveryQueryString({ useCases: ["marketing", "video", "video"], free: true, budget: 20, sort: "best", tiers: [], categories: [] });
    const b = discoveryQueryString(readDiscoveryParams({ sort: "best", budget: "20", free: "1", use: "video,marketing" }));
    expect(a).toBe("?use=video,marketing&free=1&budget=20");
    expect(b).toBe(a);
    expect(discoveryQueryString({ text: "ai video editor" })).toBe("?q=ai+video+editor");
  });
});

describe("skip: use cases the visitor removed from the reading of their words", () => {
  it("is a search parameter: canonical, sorted, strict for the API", () => {
    const query = readDiscoveryParams(new URLSearchParams("q=slides&skip=video,images,nonsense"));
    expect(query.skip).toEqual(["images", "video"]);
    expect(discoveryQueryString(query, pageQueryKeys.search)).toBe("?q=slides&skip=images,video");
    expect(parseDiscoveryParams(new URLSearchParams("skip=pictures"))).toMatchObject({ ok: false, error: expect.stringMatching(/^Unknown use case 'pictures' in 'skip'/) });
  });
});
