import { describe, expect, it } from "vitest";
import { knownBase } from "@/lib/discovery/word-forms";
import { matchSynonyms } from "@/lib/discovery/understand";

describe("past forms read as the words the vocabulary knows", () => {
  const known = new Set(["automate", "edit", "plan", "apply", "booking", "recorded"]);
  const has = (w: string) => known.has(w);

  it("finds the base of a past form, a doubled consonant or a -y verb included", () => {
    expect(knownBase("automated", has)).toBe("automate");
    expect(knownBase("edited", has)).toBe("edit");
    expect(knownBase("planned", has)).toBe("plan");
    expect(knownBase("applied", has)).toBe("apply");
  });

  it("leaves a word the vocabulary knows, an unknown base and -ing forms as they are", () => {
    expect(knownBase("recorded", has)).toBe("recorded");
    expect(knownBase("painted", has)).toBe("painted");
    // Many -ing forms are nouns of their own: 'booking' is no 'book'.
    expect(knownBase("editing", has)).toBe("editing");
  });

  it("lets the synonym table read 'can this be automated?' as automation", () => {
    expect(matchSynonyms("can this be automated?").map((f) => f.phrase)).toContain("automate");
  });
});

describe("the API wish said without the word", () => {
  it("'developer friendly' asks for an API and is no coding task; 'API' itself stays a word to rank by", async () => {
    const { attributeWishes, withoutAttributeWishes } = await import("@/lib/discovery/attribute-wishes");
    expect(attributeWishes(" developer friendly with an api ").has).toContain("api");
    const rest = withoutAttributeWishes(" developer friendly with an api ");
    expect(rest).not.toContain("developer");
    expect(rest).toContain("api");
  });
});
