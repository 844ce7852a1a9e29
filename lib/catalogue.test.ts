import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { factsChecked } from "@/lib/platform";
import { getPlatform, packRecord, parseCatalogue, platformRecord, platforms, platformsServing, platformUseCases, priceLine, unpackRecord } from "@/lib/catalogue";
import { readCatalogueFiles } from "@/lib/catalogue-files";
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

  it("lists a selection's platforms as asking every platform would, in the editorial order (decision 0239)", () => {
    const selections = [["images"], ["free"], ["code", "writing"], ["video", "audio", "translation"], ["seo", "seo"], []] as const;
    for (const selection of selections) {
      const expected = platforms.filter((p) => platformUseCases(p).some((id) => (selection as readonly string[]).includes(id)));
      expect(platformsServing(selection).map((p) => p.id), selection.join()).toEqual(expected.map((p) => p.id));
    }
    expect(platformsServing(["images"]).length).toBeGreaterThan(3);
  });

  it("gives a platform's use cases as one shared list, 'free' added for a free plan, and follows a change of tier", () => {
    const paid = platforms.find((p) => p.pricing.tier === "paid")!;
    expect(platformUseCases(paid)).toEqual(paid.useCases);
    expect(platformUseCases(paid)).toBe(platformUseCases({ ...paid }));
    expect(Object.isFrozen(platformUseCases(paid))).toBe(true);
    const freeCopy = { ...paid, pricing: { ...paid.pricing, tier: "freemium" as const } };
    expect(platformUseCases(freeCopy)).toEqual([...paid.useCases, "free"]);
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

describe("the catalogue as the server keeps it (decision 0218)", () => {
  const records = parseCatalogue(readCatalogueFiles());

  it("gives back every platform's whole record, byte for byte as parsed, sources, quotes and changes included", () => {
    for (const record of records) {
      expect(JSON.stringify(platformRecord(record.id)), record.id).toBe(JSON.stringify(record));
    }
  });

  it("keeps every platform's facts and its sources' dates, and none of their pages, quotes, notes or changes", () => {
    for (const record of records) {
      const kept = getPlatform(record.id)!;
      expect(kept.pricing.tier).toBe(record.pricing.tier);
      expect(kept.pricing.startingPrice).toBe(record.pricing.startingPrice);
      expect(kept.pricing.sources.details.map((s) => s.checked)).toEqual(record.pricing.sources.details.map((s) => s.checked));
      expect(factsChecked(kept)).toBe(factsChecked(record));
      for (const [id, attribute] of Object.entries(record.attributes ?? {})) expect(kept.attributes?.[id as keyof typeof kept.attributes]?.value, `${record.id} ${id}`).toEqual(attribute.value);
      expect(kept, record.id).not.toHaveProperty("changes");
      // (A referral's disclosure is a "note" too: only the evidence is looked at.)
      const evidence = JSON.stringify([kept.pricing, kept.attributes ?? {}]);
      for (const key of ['"url"', '"quote"', '"note"', '"kind"']) expect(evidence, `${record.id} ${key}`).not.toContain(key);
    }
  });

  it("keeps in the heap less than half of what the records hold", () => {
    const whole = records.reduce((n, r) => n + JSON.stringify(r).length, 0);
    const kept = platforms.reduce((n, p) => n + JSON.stringify(p).length, 0);
    expect(kept).toBeLessThan(whole / 2);
  });

  it("packs a record with no attributes or changes and gives it back the same", () => {
    const bare = { ...records[0]!, attributes: undefined, changes: undefined };
    delete bare.attributes;
    delete bare.changes;
    const { platform, evidence } = packRecord(bare);
    expect(JSON.stringify(unpackRecord(platform, evidence))).toBe(JSON.stringify(bare));
  });
});

describe("a catalogue with problems (decision 0218: read one file at a time)", () => {
  it("refuses to load, naming every problem of every file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogue-"));
    const good = readCatalogueFiles()[0] as { id: string; pricing: { tier: string } };
    fs.writeFileSync(path.join(dir, "_order.json"), JSON.stringify([good.id, "broken", "free-with-price"]));
    fs.writeFileSync(path.join(dir, `${good.id}.json`), JSON.stringify(good));
    fs.writeFileSync(path.join(dir, "broken.json"), JSON.stringify({ ...good, id: "broken", website: "http://insecure.example" }));
    const freeWithPrice = structuredClone(good) as { id: string; pricing: Record<string, unknown> };
    freeWithPrice.id = "free-with-price";
    freeWithPrice.pricing.tier = "free";
    fs.writeFileSync(path.join(dir, "free-with-price.json"), JSON.stringify(freeWithPrice));
    vi.stubEnv("CATALOGUE_DIR", dir);
    vi.resetModules();
    try {
      const error = await import("@/lib/catalogue").then(
        () => undefined,
        (e: unknown) => e as { issues: { path: (string | number)[]; message: string }[] },
      );
      expect(error?.issues.map((i) => i.path.slice(0, 2).join("."))).toEqual(expect.arrayContaining(["1.website", "2.pricing"]));
      expect(error?.issues.some((i) => i.message.includes("free-with-price: a free platform has no starting price"))).toBe(true);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
