import { describe, expect, it } from "vitest";
import { compareHref, parseCompareIds } from "@/lib/compare/ids";

const known = new Set(["chatgpt", "claude", "gemini", "perplexity", "copilot"]);
const isKnown = (id: string) => known.has(id);

describe("compare ids", () => {
  it("keeps known ids in the visitor's order, once each", () => {
    expect(parseCompareIds("claude,chatgpt,claude, Gemini", isKnown)).toEqual({ ids: ["claude", "chatgpt", "gemini"], unknown: [], overflow: [] });
  });

  it("drops unknown ids and ids past the fourth, saying which", () => {
    expect(parseCompareIds("chatgpt,nope,claude,gemini,perplexity,copilot", isKnown)).toEqual({
      ids: ["chatgpt", "claude", "gemini", "perplexity"],
      unknown: ["nope"],
      overflow: ["copilot"],
    });
  });

  it("reads repeated and missing parameters", () => {
    expect(parseCompareIds(["chatgpt", "claude"], isKnown).ids).toEqual(["chatgpt", "claude"]);
    expect(parseCompareIds(undefined, isKnown).ids).toEqual([]);
    expect(parseCompareIds(",,", isKnown).ids).toEqual([]);
  });

  it("builds the shareable URL with the finder's use cases", () => {
    expect(compareHref(["chatgpt", "claude"])).toBe("/compare?ids=chatgpt,claude");
    expect(compareHref(["chatgpt", "claude"], ["code", "images"])).toBe("/compare?ids=chatgpt,claude&use=code,images");
  });
});
