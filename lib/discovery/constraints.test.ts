import { describe, expect, it } from "vitest";
import { sortResults } from "@/lib/discovery/constraints";

const item = (name: string, tier: "free" | "freemium" | "paid", startingPrice?: string) => ({ name, pricing: { tier, ...(startingPrice ? { startingPrice } : {}) } });

describe("sortResults", () => {
  it("sorts by name A to Z whatever the case and accents, ties in relevance order", () => {
    const ranked = [item("beta", "free"), item("Émile", "free"), item("alpha", "free"), item("Alpha", "paid"), item("Delta", "free")];
    expect(sortResults(ranked, (x) => x, "name").map((x) => `${x.name}/${x.pricing.tier}`)).toEqual(["alpha/free", "Alpha/paid", "beta/free", "Delta/free", "Émile/free"]);
  });

  it("sorts by monthly price, nothing to pay first, unknown prices last, ties in relevance order", () => {
    const ranked = [item("A", "paid"), item("B", "paid", "$20/month"), item("C", "free"), item("D", "paid", "$120/year"), item("E", "paid", "$10/month")];
    expect(sortResults(ranked, (x) => x, "price").map((x) => x.name)).toEqual(["C", "D", "E", "B", "A"]);
  });

  it("keeps the relevance order for 'best'", () => {
    const ranked = [item("b", "free"), item("a", "free")];
    expect(sortResults(ranked, (x) => x, "best")).toEqual(ranked);
  });
});
