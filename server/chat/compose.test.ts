import { describe, expect, it } from "vitest";
import { factsChecked } from "@/lib/platform";
import { getPlatform } from "@/lib/catalogue";
import { alternativesAnswer, compareAnswer, listFilterAnswer, priceAnswer, priceChecked, priceSummary, recommendAnswer } from "@/server/chat/compose";
import * as engine from "@/server/chat/engine";

const p = (id: string) => getPlatform(id)!;
const listed = (answer: string) => [...answer.matchAll(/^\d+\. \*\*\[[^\]]+\]\(\/platforms\/([a-z0-9-]+)\)/gm)].map((m) => m[1]!);

describe("composition: the answer says what the engine found, in its order", () => {
  it("numbers the engine's results in its order, with the constraint line", () => {
    const found = engine.recommend("free image generator", { free: true, cheap: false });
    const answer = recommendAnswer(found, { free: true, cheap: false });
    expect(listed(answer)).toEqual(found.results.slice(0, 5).map((r) => r.platform.id));
    expect(answer).toContain(found.constraintNote!);
    expect(answer).toContain("free or freemium plans only");
  });

  it("says when a platform's facts were checked: the same date as every page (the oldest fact's)", () => {
    const midjourney = p("midjourney");
    expect(priceChecked(midjourney)).toBe(factsChecked(midjourney));
    expect(priceSummary(midjourney)).toMatch(/\$10\/month \(checked \d{4}-\d{2}-\d{2}\)$/);
    const sourced = { ...midjourney, pricing: { ...midjourney.pricing, sources: { tier: { url: "https://x.example", checked: "2026-01-02", kind: "vendor" as const }, startingPrice: { url: "https://x.example", checked: "2026-01-03", kind: "vendor" as const }, details: [{ url: "https://x.example", checked: "2026-01-04", kind: "vendor" as const }] } } };
    expect(priceChecked(sourced)).toBe("2026-01-02");
    expect(priceAnswer([midjourney], false)).toMatch(/checked \d{4}-\d{2}-\d{2}/);
    expect(compareAnswer([p("cursor"), p("windsurf")])).toMatch(/\| Pricing \|.*checked \d{4}/);
  });

  it("notes team pricing when asked for a team", () => {
    expect(priceAnswer([p("claude")], false, true)).toContain("For a team");
  });

  it("never lists the subject among its alternatives", () => {
    const found = engine.alternatives(p("canva"), undefined, { free: false, cheap: false });
    const answer = alternativesAnswer(p("canva"), found, { free: false, cheap: false });
    expect(listed(answer)).not.toContain("canva");
    expect(answer.split("\n")[0]).toContain("Alternatives to **[Canva](/platforms/canva)**");
  });

  it("answers a filter over the last list with what is left and what was left out", () => {
    const list = [p("runway"), p("google-veo")];
    const answer = listFilterAnswer(list, [p("runway")], { free: true, cheap: false });
    expect(listed(answer)).toEqual(["runway"]);
    expect(answer).toContain("Left out: [Google Veo](/platforms/google-veo)");
  });
});
