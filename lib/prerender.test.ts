import { describe, expect, it } from "vitest";
import { DEFAULT_PRERENDER_PLATFORMS, onDemandPaths, prerenderCount, prerenderedIds, prerenderedPairs } from "@/lib/prerender";

describe("what the build pre-renders", () => {
  const order = ["a", "b", "c", "d"].map((id) => ({ id }));

  it("reads PRERENDER_PLATFORMS as a whole number, the default when unset, and refuses anything else with the reason", () => {
    expect(prerenderCount(undefined)).toBe(DEFAULT_PRERENDER_PLATFORMS);
    expect(prerenderCount(" ")).toBe(DEFAULT_PRERENDER_PLATFORMS);
    expect(prerenderCount("0")).toBe(0);
    expect(prerenderCount("250")).toBe(250);
    for (const bad of ["-1", "1.5", "ten", "1e3"]) expect(() => prerenderCount(bad)).toThrow(/PRERENDER_PLATFORMS must be a whole number/);
  });

  it("pre-renders the first N of the editorial order, and a curated pair only when both its platforms are", () => {
    const ids = prerenderedIds(order, 2);
    expect([...ids]).toEqual(["a", "b"]);
    expect([...prerenderedIds(order, 10)]).toEqual(["a", "b", "c", "d"]);
    const pairs = [{ a: "a", b: "b" }, { a: "a", b: "c" }, { a: "c", b: "d" }];
    expect(prerenderedPairs(pairs, ids)).toEqual([{ a: "a", b: "b" }]);
  });

  it("offers every platform page and curated comparison to the on-demand renderer", () => {
    expect(onDemandPaths(order.slice(0, 2), ["a-vs-b"])).toEqual(["/platforms/a", "/platforms/b", "/compare/a-vs-b"]);
  });
});
