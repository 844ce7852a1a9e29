import { describe, expect, it } from "vitest";
import { freePlanSentence, listLabels, parsePrice, priceSentence, coverageSentences, verdictSentences, type VerdictPlatform } from "@/lib/compare/verdict";
import type { TaggableUseCaseId, UseCaseId } from "@/lib/use-cases";

const make = (name: string, tier: "free" | "freemium" | "paid", startingPrice: string | undefined, useCases: TaggableUseCaseId[]): VerdictPlatform => ({
  name,
  pricing: { tier, startingPrice },
  useCases,
});

const cursor = make("Cursor", "freemium", "$20/month", ["code", "vibe-coding", "app-development"]);
const windsurf = make("Windsurf", "freemium", "$15/month", ["code", "vibe-coding", "web-development"]);

describe("verdict: prices", () => {
  it("names the cheaper platform with both monthly prices", () => {
    expect(priceSentence(cursor, windsurf)).toBe("Windsurf is cheaper ($15 vs $20 a month).");
    expect(priceSentence(windsurf, cursor)).toBe("Windsurf is cheaper ($15 vs $20 a month).");
  });

  it("says when both start at the same price", () => {
    expect(priceSentence(cursor, { ...windsurf, pricing: { ...windsurf.pricing, startingPrice: "$20/month" } })).toBe("Both start at $20 a month.");
  });

  it("does not set prices charged on different bases side by side", () => {
    const yearly = make("Yearly", "paid", "$96/year", ["code"]);
    expect(priceSentence(cursor, yearly)).toBe("Cursor starts at $20 a month; Yearly starts at $96 a year.");
    const annual = make("Annual", "paid", "$16/month billed annually", ["code"]);
    expect(priceSentence(annual, cursor)).toBe("Annual starts at $16 a month billed annually; Cursor starts at $20 a month.");
  });

  it("compares per-user and per-seat prices, keeps cents", () => {
    const a = make("A", "paid", "$8.50/user/month", ["business"]);
    const b = make("B", "paid", "$12/seat/month", ["business"]);
    expect(priceSentence(a, b)).toBe("A is cheaper ($8.50 vs $12 a user a month).");
  });

  it("handles free platforms and unpublished prices", () => {
    const free = make("Free One", "free", undefined, ["code"]);
    const hidden = make("Hidden", "paid", undefined, ["code"]);
    expect(priceSentence(free, cursor)).toBe("Free One is free; Cursor starts at $20 a month.");
    expect(priceSentence(hidden, free)).toBe("Hidden lists its paid prices on its own site; Free One is free.");
    expect(priceSentence(free, { ...free, name: "Other" })).toBe("Both are free.");
  });

  it("parses the catalogue's price format", () => {
    expect(parsePrice("$20/month")).toEqual({ amount: 20, per: "month", annual: false });
    expect(parsePrice("$10/user/month billed annually")).toEqual({ amount: 10, per: "user/month", annual: true });
    expect(parsePrice(undefined)).toBeNull();
    expect(parsePrice("about $5")).toBeNull();
  });
});

describe("verdict: free plans", () => {
  it("says whether each can be used for free", () => {
    const paid = make("Paid One", "paid", "$10/month", ["code"]);
    expect(freePlanSentence(cursor, windsurf)).toBe("Both can be used for free.");
    expect(freePlanSentence(paid, cursor)).toBe("Only Cursor has a free plan; Paid One is paid only.");
    expect(freePlanSentence(paid, { ...paid, name: "Paid Two" })).toBe("Neither has a free plan.");
  });
});

describe("verdict: use cases", () => {
  it("lists shared use cases, then each platform's own", () => {
    expect(coverageSentences(cursor, windsurf)).toEqual([
      "Both cover Code Assistance and Vibe Coding.",
      "Only Cursor covers App Development.",
      "Only Windsurf covers Web Development.",
    ]);
  });

  it("says when they cover the same, or share nothing", () => {
    expect(coverageSentences(cursor, { ...cursor, name: "Twin" })).toEqual([
      "Both cover Code Assistance, Vibe Coding and App Development.",
      "They cover exactly the same use cases.",
    ]);
    const images = make("Pics", "free", undefined, ["images"]);
    expect(coverageSentences(cursor, images)[0]).toBe("They share no use case.");
  });

  it("shortens long lists", () => {
    const ids: UseCaseId[] = ["text", "writing", "code", "research", "data"];
    expect(listLabels(ids)).toBe("Text Generation, Writing & Editing, Code Assistance and 2 more");
    expect(listLabels(["code"])).toBe("Code Assistance");
  });

  it("puts price, free plan and use cases in that order", () => {
    const sentences = verdictSentences(cursor, windsurf);
    expect(sentences[0]).toMatch(/cheaper/);
    expect(sentences[1]).toMatch(/free/);
    expect(sentences.slice(2).join(" ")).toMatch(/^Both cover/);
  });
});
