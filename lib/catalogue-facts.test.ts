import { describe, expect, it } from "vitest";
import { catalogueFacts, sourcedFact } from "@/lib/catalogue-facts";

describe("a sourced fact by its key", () => {
  it("is the same fact, source and all, as the catalogue's list gives for every key", () => {
    const facts = catalogueFacts();
    expect(facts.length).toBeGreaterThan(300);
    for (const fact of facts) expect(sourcedFact(fact.key), fact.key).toEqual(fact);
  });

  it("is undefined for a key that names no platform or no fact of it", () => {
    const [first] = catalogueFacts();
    const platform = first!.platformId;
    for (const key of ["", "tier", "/tier", "no-such-platform/tier", `${platform}/`, `${platform}/details/99`, `${platform}/details/x`, `${platform}/price`]) {
      expect(sourcedFact(key), key).toBeUndefined();
    }
  });
});
