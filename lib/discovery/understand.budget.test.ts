import { describe, expect, it } from "vitest";
import { parseBudget, withoutPriceWishes } from "@/lib/discovery/understand";

describe("parseBudget", () => {
  it("reads a monthly budget in its usual phrasings", () => {
    expect(parseBudget("something under $15/month")).toBe(15);
    expect(parseBudget("less than 20 dollars")).toBe(20);
    expect(parseBudget("$96 a year or less")).toBe(8);
    expect(parseBudget("budget of $12.50 per month")).toBe(12.5);
    expect(parseBudget("<= $30")).toBe(30);
    expect(parseBudget("10 usd max")).toBe(10);
    expect(parseBudget("a good image tool")).toBeUndefined();
    expect(parseBudget("version 2025 of it")).toBeUndefined();
  });

  it("reads the whole number in a long run of digits, not a tail of it", () => {
    expect(parseBudget(`${"1".repeat(40)} dollars max`)).toBe(Number("1".repeat(40)));
    expect(parseBudget("12345 usd or less")).toBe(12345);
  });

  it("takes linear time on long digit runs (was quadratic: 27 s on 100 KB)", () => {
    for (const text of ["9".repeat(100_000), `${"9".repeat(50_000)}.${"9".repeat(50_000)}`, "1.".repeat(50_000), `$${" ".repeat(50_000)}x`.repeat(2)]) {
      const start = performance.now();
      expect(parseBudget(text)).toBeUndefined();
      expect(performance.now() - start).toBeLessThan(250);
    }
  });
});

describe("a budget said in plain words (issue 25)", () => {
  it("reads an amount of money the visitor has or can spend as the budget, whatever words come before it", () => {
    expect(parseBudget("best AI for writing a novel if I only have $10 a month")).toBe(10);
    expect(parseBudget("I can't spend more than $15 a month")).toBe(15);
    expect(parseBudget("voice generator I can afford with 5 bucks")).toBe(5);
    expect(parseBudget("video generator on a tight budget of $20 per month")).toBe(20);
    expect(parseBudget("la mejor IA para programar si solo tengo 10 dólares al mes")).toBe(10);
    expect(parseBudget("ich habe 12 € pro Monat")).toBe(12);
  });

  it("does not read a floor as a ceiling", () => {
    expect(parseBudget("tools over $100 a month")).toBeUndefined();
    expect(parseBudget("at least $50")).toBeUndefined();
  });

  it("reads a denied floor as a ceiling ('can't go above $50/month', 'not over $20')", () => {
    expect(parseBudget("small agency, can't go above $50/month")).toBe(50);
    expect(parseBudget("we won't pay over $20 a month")).toBe(20);
  });
});

describe("a bare number with a period of payment", () => {
  it("is an amount in dollars ('like 25 a month'), and leaves the words to rank by", () => {
    expect(parseBudget("realistic voices, I can spend like 25 a month")).toBe(25);
    expect(parseBudget("anything under 30 per month?")).toBe(30);
    expect(parseBudget("120 a year at most")).toBe(10);
    expect(withoutPriceWishes("voice generator under 30 a month")).not.toMatch(/30|month/);
  });

  it("is no budget when it counts something else, or is a floor", () => {
    expect(parseBudget("500 emails a month")).toBeUndefined();
    expect(parseBudget("2 months free")).toBeUndefined();
    expect(parseBudget("over 100 a month")).toBeUndefined();
    expect(parseBudget("24/7 support")).toBeUndefined();
  });
});
