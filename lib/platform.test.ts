import { describe, expect, it } from "vitest";
import { platforms } from "@/lib/catalogue";
import { oldestCheck } from "@/lib/freshness";
import { cardPlatform, cardPriceLine, platformUseCases, priceLine } from "@/lib/platform";

describe("cardPlatform: what the finder receives of a platform", () => {
  it("keeps what a card, the ranking and the constraints read, with the same results", () => {
    for (const p of platforms) {
      const card = cardPlatform(p);
      expect(priceLine(card)).toBe(priceLine(p));
      expect(platformUseCases(card)).toEqual(platformUseCases(p));
      expect(oldestCheck(card.pricing.sources)).toBe(oldestCheck(p.pricing.sources));
      expect([card.name, card.description, card.strengths, card.website, card.pricing.details]).toEqual([p.name, p.description, p.strengths, p.website, p.pricing.details]);
    }
  });

  it("leaves out what no card shows: capabilities, review date, other prices, the sources' addresses", () => {
    const json = JSON.stringify(platforms.map(cardPlatform));
    expect(json).not.toMatch(/"capabilities"|"lastReviewed"|"otherPrices"|"url"/);
    // A shared selection's HTML carries these once per platform: the slimmer the better.
    expect(json.length).toBeLessThan(JSON.stringify(platforms).length * 0.85);
  });
});

describe("cardPriceLine (issue 30: one rule beside the tier badge)", () => {
  const pricing = (tier: "free" | "freemium" | "paid", startingPrice?: string) => ({ pricing: { tier, ...(startingPrice ? { startingPrice } : {}) } });
  it("gives a freemium card both its free plan and its paid plans, with the spec's words", () => {
    expect(cardPriceLine(pricing("freemium", "$15/month"))).toBe("Free plan · paid plans From $15/month");
    expect(cardPriceLine(pricing("freemium"))).toBe("Free plan · paid plans: see the site for prices");
  });
  it("keeps the spec's line for free and paid platforms", () => {
    expect(cardPriceLine(pricing("free"))).toBe("Free");
    expect(cardPriceLine(pricing("paid", "$8/month"))).toBe("From $8/month");
  });
});
