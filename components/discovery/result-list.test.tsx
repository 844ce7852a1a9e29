import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResultList, whyLine } from "@/components/discovery/result-list";
import { platforms } from "@/lib/catalogue";
import type { PlatformResult } from "@/server/discovery";

const result = (id: string, reasons: Partial<PlatformResult["reasons"]>): PlatformResult => ({
  platform: platforms.find((p) => p.id === id)!,
  score: 1,
  reasons: { useCases: [], words: [], fields: [], constraints: [], named: false, ...reasons },
});
const cardLines = (html: string) => [...html.matchAll(/<li[^>]*><p[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]);

describe("ResultList explanations (issue 30)", () => {
  it("says a line every card shares once, above the list, and none on the cards", () => {
    const html = renderToStaticMarkup(<ResultList results={[result("cursor", { useCases: ["code"] }), result("windsurf", { useCases: ["code"] })]} />);
    expect(html).toContain("Every platform here: Serves Code Assistance");
    expect(cardLines(html)).toEqual([]);
  });

  it("keeps lines on the cards where they differ", () => {
    const html = renderToStaticMarkup(<ResultList results={[result("cursor", { useCases: ["code"] }), result("windsurf", { useCases: ["code", "vibe-coding"] })]} />);
    expect(html).not.toContain("Every platform here");
    expect(cardLines(html)).toEqual(["Serves Code Assistance", "Serves Code Assistance, Vibe Coding"]);
  });

  it("shows catalogue tags in plain words", () => {
    expect(whyLine(result("cursor", { words: ["ai-development"], fields: ["capabilities"] }), 0)).toBe("Mentions ai development in its capabilities");
  });
});
