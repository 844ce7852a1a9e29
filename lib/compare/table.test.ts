import { describe, expect, it } from "vitest";
import { getPlatform } from "@/lib/catalogue";
import type { Platform } from "@/lib/catalogue-schema";
import { compareRows } from "@/lib/compare/table";
import { factsChecked } from "@/lib/platform";

const chatgpt = getPlatform("chatgpt")!;
const claude = getPlatform("claude")!;

describe("compare table rows", () => {
  it("has the facts in order, with the use cases between them", () => {
    const rows = compareRows([chatgpt, claude]);
    const labels = rows.map((r) => r.label);
    expect(labels.slice(0, 4)).toEqual(["Tier", "Cheapest paid plan", "Free plan", "Best for"]);
    expect(labels.slice(-4)).toEqual(["Strengths", "Limits to know", "Official links", "Facts checked"]);
    expect(labels).toContain("Code Assistance");
  });

  it("marks rows where every column agrees, never the links", () => {
    const rows = compareRows([chatgpt, claude]);
    const byLabel = new Map(rows.map((r) => [r.label, r]));
    expect(byLabel.get("Tier")?.same).toBe(true);
    expect(byLabel.get("Cheapest paid plan")?.same).toBe(chatgpt.pricing.startingPrice === claude.pricing.startingPrice);
    expect(byLabel.get("Code Assistance")?.same).toBe(true);
    expect(byLabel.get("Image Creation")?.same).toBe(false);
    expect(byLabel.get("Official links")?.same).toBe(false);
    expect(compareRows([chatgpt, chatgpt]).find((r) => r.label === "Official links")?.same).toBe(false);
  });

  it("puts the visitor's use cases first and marks them, even one no platform covers", () => {
    const rows = compareRows([chatgpt, claude], ["video", "business"]).filter((r) => r.kind === "useCase");
    expect(rows.slice(0, 2).map((r) => [r.label, r.selected])).toEqual([["Video Generation", true], ["Business & Marketing", true]]);
    expect(rows[0]?.values).toEqual([false, false]);
    expect(rows.slice(2).every((r) => !r.selected)).toBe(true);
    expect(rows.find((r) => r.label === "Free")?.values).toEqual([true, true]);
  });

  it("answers what each platform has, quoting 'Not recorded' for what no source states (never a no)", () => {
    const bare = { ...claude, id: "bare", attributes: undefined };
    const withApi = { ...chatgpt, attributes: { api: { value: "paid-separately" as const, sources: [] }, runsOn: { value: ["web" as const, "ios" as const], sources: [] } } };
    const rows = compareRows([withApi, bare]).filter((r) => r.kind === "attribute");
    const byLabel = new Map(rows.map((r) => [r.label, r]));
    expect(byLabel.get("API")?.values).toEqual(["Yes, billed separately from the plans", "Not recorded"]);
    expect(byLabel.get("Where it runs")?.values).toEqual(["Web, iOS", "Not recorded"]);
    expect(byLabel.get("Single sign-on (SSO)")?.values).toEqual(["Not recorded", "Not recorded"]);
  });

  it("puts the rows the visitor's task asks about first: the attributes it requires, then its use cases", () => {
    const withIos = { ...chatgpt, attributes: { runsOn: { value: ["ios" as const], sources: [] } } };
    const rows = compareRows([withIos, claude], [], { has: ["sso"], runs: ["ios"] });
    const task = rows.slice(4, 6);
    expect(task.map((r) => [r.label, r.kind !== "fact" && r.selected])).toEqual([["Runs on iOS", true], ["Single sign-on (SSO)", true]]);
    expect(task[0]?.values[0]).toBe("Yes");
    expect(rows.findIndex((r) => r.kind === "useCase")).toBeGreaterThan(rows.findIndex((r) => r.kind === "attribute"));
    // Without a task, the use cases lead, then what each has.
    const plain = compareRows([chatgpt, claude]);
    expect(plain.findIndex((r) => r.kind === "useCase")).toBeLessThan(plain.findIndex((r) => r.kind === "attribute"));
  });

  it("brings up the attributes a chooser weighs for the task picked: where it runs for code, commercial use and watermarks for images", () => {
    const lead = (selected: Parameters<typeof compareRows>[1]) =>
      compareRows([chatgpt, claude], selected)
        .filter((r) => r.kind === "attribute" && r.selected)
        .map((r) => r.label);
    expect(lead(["code"])).toEqual(expect.arrayContaining(["Where it runs", "API"]));
    expect(lead(["images"])).toEqual(expect.arrayContaining(["Commercial use of free-plan output", "Watermark on free output"]));
    expect(lead(["images"])).not.toContain("Single sign-on (SSO)");
    const rows = compareRows([chatgpt, claude], ["images"]);
    expect(rows[4]).toMatchObject({ kind: "attribute", selected: true, forTask: true });
  });
});

describe("facts checked", () => {
  it("is the oldest date among the priced facts' sources", () => {
    const src = (checked: string) => ({ url: "https://example.com", checked, kind: "vendor" as const });
    const platform: Pick<Platform, "pricing"> = {
      pricing: { tier: "freemium", details: "x", sources: { tier: src("2026-11-02"), details: [src("2026-11-03"), src("2026-11-01")] } },
    };
    expect(factsChecked(platform)).toBe("2026-11-01");
    expect(factsChecked(chatgpt)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
