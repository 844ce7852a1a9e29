import { describe, expect, it } from "vitest";
import { compareHref, parseCompareIds, taskOf } from "@/lib/compare/ids";
import { canonicalUrl } from "@/lib/discovery/canonical-url";

const known = new Set(["chatgpt", "claude", "gemini", "perplexity", "copilot"]);
const isKnown = (id: string) => known.has(id);

describe("compare ids", () => {
  it("keeps known ids in the visitor's order, once each", () => {
    expect(parseCompareIds("claude,chatgpt,claude, Gemini", isKnown)).toEqual({ ids: ["claude", "chatgpt", "gemini"], unknown: [], unknownMore: 0, overflow: [] });
  });

  it("drops unknown ids and ids past the fourth, saying which", () => {
    expect(parseCompareIds("chatgpt,nope,claude,gemini,perplexity,copilot", isKnown)).toEqual({
      ids: ["chatgpt", "claude", "gemini", "perplexity"],
      unknown: ["nope"],
      unknownMore: 0,
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
    expect(compareHref(["chatgpt", "claude"], "use=images,code")).toBe("/compare?ids=chatgpt,claude&use=images,code");
    // The task of a page's canonical URL comes along as the canonical form the compare page reads.
    const search = "?q=agent+in+vs+code&use=code&free=1&api=1&sso=1&runs=ide-plugin&sort=price";
    const href = compareHref(["cursor", "windsurf"], taskOf(search));
    expect(href).toBe("/compare?ids=cursor,windsurf&q=agent+in+vs+code&use=code&api=1&sso=1&runs=ide-plugin");
    const params = new URLSearchParams(href.split("?")[1]);
    expect(canonicalUrl("/compare", params)?.url).toBe(href);
  });

  // Issue 27: /compare echoed any number of unknown ids verbatim, bidi controls kept.
  it("echoes at most a few unknown ids, without control or bidi characters, and counts the rest", () => {
    const many = Array.from({ length: 500 }, (_, i) => `made-up-${i}`).join(",");
    const parsed = parseCompareIds(`claude,${many},chatgpt`, isKnown);
    expect(parsed.ids).toEqual(["claude", "chatgpt"]);
    expect(parsed.unknown).toEqual(["made-up-0", "made-up-1", "made-up-2", "made-up-3"]);
    expect(parsed.unknownMore).toBe(496);

    const hostile = parseCompareIds("evil\u202egnp.exe,\u2066x\u2069y,a\u200fb\u061c,c\u0000d\u001b[2J,\u200b\u200d", isKnown);
    expect(hostile.unknown).toEqual(["evilgnp.exe", "xy", "ab", "cd[2j"]);
    expect(hostile.unknownMore).toBe(0);
    for (const id of hostile.unknown) expect(id).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(parseCompareIds("x".repeat(500), isKnown).unknown[0]).toHaveLength(60);
  });
});
