import { describe, expect, it } from "vitest";
import { platformSchema, type PlatformInput } from "@/lib/catalogue-schema";

const checked = { url: "https://example.com/pricing", checked: "2026-11-23", kind: "vendor" as const };
const valid: PlatformInput = {
  id: "example-ai",
  name: "Example AI",
  description: "An example platform used to test the catalogue schema and its rules about sources.",
  category: "chat-assistant",
  capabilities: ["text"],
  pricing: {
    tier: "freemium",
    startingPrice: "$20/month",
    details: "Free plan with a daily limit; Pro ($20/month) raises it.",
    sources: { tier: checked, startingPrice: checked, details: [checked] },
  },
  strengths: ["One", "Two", "Three"],
  limits: ["No free plan for teams", "Credits reset every month"],
  useCases: ["text"],
  website: "https://example.com",
};

const withPricing = (pricing: Record<string, unknown>) => ({ ...valid, pricing: { ...valid.pricing, ...pricing } });
const issues = (input: unknown) => {
  const r = platformSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the catalogue schema's sources", () => {
  it("accepts a platform whose priced facts all cite a source", () => {
    expect(issues(valid)).toEqual([]);
  });

  it("requires two to four limits a chooser should know (issue 26)", () => {
    const { limits: _limits, ...without } = valid; // eslint-disable-line @typescript-eslint/no-unused-vars
    expect(issues(without).join()).toMatch(/^limits: /);
    expect(issues({ ...valid, limits: ["Only one limit here"] }).join()).toMatch(/limits/);
  });

  it("rejects a starting price without a source", () => {
    const input = withPricing({ sources: { tier: checked, details: [checked] } });
    expect(issues(input)).toEqual(["pricing.sources.startingPrice: a starting price needs a source (pricing.sources.startingPrice)"]);
  });

  it("rejects a platform without sources, or with a tier or details source missing", () => {
    expect(issues(withPricing({ sources: undefined })).join()).toMatch(/pricing\.sources/);
    expect(issues(withPricing({ sources: { startingPrice: checked, details: [checked] } })).join()).toMatch(/pricing\.sources\.tier/);
  });

  it("rejects a source that is not an https URL with an ISO date", () => {
    const bad = { url: "http://example.com", checked: "23/11/2026" };
    const found = issues(withPricing({ sources: { tier: bad, startingPrice: checked, details: checked } }));
    expect(found.some((i) => i.startsWith("pricing.sources.tier.url"))).toBe(true);
    expect(found.some((i) => i.startsWith("pricing.sources.tier.checked"))).toBe(true);
  });
});

describe("the catalogue schema's changes", () => {
  const change = { date: "2026-11-25", field: "details" as const, before: "Free plan with a weekly limit.", after: "Free plan with a daily limit.", source: "https://example.com/pricing" };

  it("accepts a history of different changes, and the same change on another day", () => {
    expect(issues({ ...valid, changes: [change, { ...change, field: "tier", before: "paid", after: "freemium" }, { ...change, date: "2026-11-26" }] })).toEqual([]);
  });

  it("refuses the same change recorded twice on one day", () => {
    expect(issues({ ...valid, changes: [change, { ...change }] })).toEqual(["changes: two changes record the same thing on the same day: keep one"]);
  });
});
