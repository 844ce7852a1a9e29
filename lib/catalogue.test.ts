import { describe, expect, it } from "vitest";
import { factsChecked } from "@/lib/platform";
import { platforms, platformUseCases, priceLine } from "@/lib/catalogue";
import { capabilities, categories } from "@/lib/catalogue-schema";
import { useCases } from "@/lib/use-cases";

describe("the catalogue", () => {
  it("has at least 150 platforms with unique ids (issue 19)", () => {
    expect(platforms.length).toBeGreaterThanOrEqual(150);
    expect(new Set(platforms.map((p) => p.id)).size).toBe(platforms.length);
  });

  it("covers every category", () => {
    for (const category of categories) {
      expect(platforms.filter((p) => p.category === category.id).length, category.id).toBeGreaterThan(0);
    }
  });

  it("uses only known capability and use-case tags, and never tags 'free' by hand", () => {
    const known = new Set<string>(capabilities);
    const knownUseCases = new Set<string>(useCases.map((u) => u.id));
    for (const p of platforms) {
      for (const c of p.capabilities) expect(known.has(c), `${p.id}: ${c}`).toBe(true);
      for (const u of p.useCases) expect(knownUseCases.has(u), `${p.id}: ${u}`).toBe(true);
      expect((p.useCases as string[]).includes("free"), p.id).toBe(false);
    }
  });

  it("gives every one of the 27 use cases at least 3 platforms", () => {
    for (const useCase of useCases) {
      const count = platforms.filter((p) => platformUseCases(p).includes(useCase.id)).length;
      expect(count, useCase.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("has well-formed official URLs", () => {
    for (const p of platforms) {
      expect(p.website, p.id).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
      if (p.linkedin) expect(p.linkedin, p.id).toMatch(/^https:\/\/www\.linkedin\.com\/(company|showcase)\/[a-z0-9-]+\/?$/i);
      if (p.twitter) expect(p.twitter, p.id).toMatch(/^https:\/\/x\.com\/\w{1,15}$/);
    }
  });

  it("states prices consistently with tiers", () => {
    for (const p of platforms) {
      if (p.pricing.tier === "free") expect(p.pricing.startingPrice, p.id).toBeUndefined();
      if (p.pricing.startingPrice) expect(priceLine(p)).toBe(`From ${p.pricing.startingPrice}`);
      else expect(priceLine(p)).toBe(p.pricing.tier === "paid" ? "Paid plans only: see the site for prices" : "Free");
    }
  });

  it("has exactly one referral programme, on a full-stack app builder, disclosed", () => {
    const referred = platforms.filter((p) => p.referral);
    expect(referred).toHaveLength(1);
    expect(referred[0]?.useCases).toContain("app-development");
    expect(referred[0]?.referral?.note).toMatch(/referral/i);
  });

  it("was checked between 2025 and today, never in the future", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const p of platforms) {
      expect(factsChecked(p) >= "2025-01-01", p.id).toBe(true);
      expect(factsChecked(p) <= today, p.id).toBe(true);
    }
  });

  // Issue 19: a choice worth making in every use case (decision 0056). Part B's more tools in the
  // existing categories and part A's new kinds (search engines, BI, ...) reach this together.
  it("gives every one of the 27 use cases at least 8 platforms", () => {
    for (const useCase of useCases) {
      const count = platforms.filter((p) => platformUseCases(p).includes(useCase.id)).length;
      expect(count, useCase.id).toBeGreaterThanOrEqual(8);
    }
  });

  it("cites a dated source for every priced fact", () => {
    for (const p of platforms) {
      const { sources, startingPrice } = p.pricing;
      expect(Boolean(sources.startingPrice), p.id).toBe(Boolean(startingPrice));
      const dates = [sources.tier, sources.startingPrice, ...sources.details].flatMap((s) => (s ? [s.checked] : []));
      for (const d of dates) expect(d >= "2025-10-15", `${p.id} ${d}`).toBe(true);
    }
  });
});
