import { describe, expect, it } from "vitest";
import { missingSources, priceDisagreements, staleFacts, textUnits, type CheckedPlatform } from "@/lib/content-check";

const src = (checked: string) => ({ url: "https://example.com/pricing", checked });
const fixtures: CheckedPlatform[] = [
  {
    id: "chatgpt",
    name: "ChatGPT",
    pricing: { tier: "freemium", startingPrice: "$20/month", otherPrices: ["$200"], sources: { tier: src("2026-11-01"), startingPrice: src("2026-11-01"), details: src("2025-10-15") } },
  },
  {
    id: "claude-code",
    name: "Claude Code",
    pricing: { tier: "paid", startingPrice: "$20/month", otherPrices: ["$100", "$200"], sources: { tier: src("2026-11-01"), details: src("2026-11-01") } },
  },
  { id: "claude", name: "Claude", pricing: { tier: "freemium", startingPrice: "$20/month", otherPrices: ["$17", "$100", "$200"], sources: { tier: src("2026-11-01"), startingPrice: src("2026-11-01"), details: src("2026-11-01") } } },
  { id: "meta-ai", name: "Meta AI", pricing: { tier: "free", sources: { tier: src("2026-11-01") } } },
];

const check = (text: string) => priceDisagreements([{ slug: "a", text }], fixtures);

describe("article prices against the catalogue", () => {
  it("accepts a sentence whose price is the platform's starting price", () => {
    expect(check("ChatGPT Plus costs $20/month and is worth it for daily use.")).toEqual([]);
  });

  it("reports a price that is neither the starting price nor an other price", () => {
    const found = check("ChatGPT Plus costs $25 a month. Nothing else here costs $99.");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ platform: "chatgpt", price: "$25", allowed: ["$20", "$200"] });
  });

  it("accepts a price listed in otherPrices", () => {
    expect(check("ChatGPT Pro at $200/month is for heavy users.")).toEqual([]);
  });

  it("gives each price in a sentence to the nearest platform before it", () => {
    expect(check("Claude Pro is $17/month billed annually, while ChatGPT Pro is $200.")).toEqual([]);
    expect(check("Claude is $17 a month, while ChatGPT is $17 too.")).toMatchObject([{ platform: "chatgpt", price: "$17" }]);
  });

  it("does not read 'Claude' inside 'Claude Code'", () => {
    expect(check("Claude Code comes with Max at $100 a month.")).toEqual([]);
  });

  it("checks a table row against the platform in its first cell", () => {
    const table = "| Tool | Price |\n|---|---|\n| ChatGPT | $20/month, or $22 |\n| Meta AI | Free |";
    expect(check(table)).toMatchObject([{ platform: "chatgpt", price: "$22" }]);
  });

  it("checks a comparison table's cells against the platform in their column", () => {
    const table = "| | ChatGPT | Claude |\n|---|---|---|\n| Paid plan | Plus, $20/month | Pro, $20/month ($17 billed annually) |\n| Top plan | Pro, $200/month | Max, $200/month |";
    expect(check(table)).toEqual([]);
    expect(check(table.replace("Max, $200", "Max, $250"))).toMatchObject([{ platform: "claude", price: "$250" }]);
  });

  it("skips approximations and prices of products outside the catalogue", () => {
    expect(check("ChatGPT Plus and Claude Pro cost about $25 a month.")).toEqual([]);
    expect(check("Gemini comes with Google Workspace Business Standard at $14 per user.")).toEqual([]);
  });

  it("ignores revenue figures and text without a platform name", () => {
    expect(check("Companies earning over $1M a year with ChatGPT need a licence.")).toEqual([]);
    expect(check("Most tools cost $15 to $30 a month.")).toEqual([]);
  });

  it("splits prose into sentences without breaking on decimal prices", () => {
    expect(textUnits("It costs $19.99 a month. Then more.").map((u) => u.text)).toEqual(["It costs $19.99 a month.", "Then more."]);
  });
});

describe("sources and age of facts", () => {
  it("reports each priced fact without a source", () => {
    expect(missingSources(fixtures)).toEqual([
      { platform: "claude-code", fact: "startingPrice" },
      { platform: "meta-ai", fact: "details" },
    ]);
  });

  it("reports facts older than the threshold, and only those", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(staleFacts(fixtures, now, 180)).toEqual([{ platform: "chatgpt", fact: "details", checked: "2025-10-15", days: 404 }]);
    expect(staleFacts(fixtures, now, 500)).toEqual([]);
  });
});
