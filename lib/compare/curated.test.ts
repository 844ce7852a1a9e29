import { describe, expect, it } from "vitest";
import { canonicalPairPath, curated, curatedPairsWith, getCuratedPair } from "@/lib/compare/curated";

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
    expect(curated.every((p) => p.first.id === p.a && p.second.id === p.b)).toBe(true);
  });
});
