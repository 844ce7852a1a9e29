import { describe, expect, it } from "vitest";
import { fold, knownBase } from "@/lib/discovery/word-forms";
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

  it("leaves a word the vocabulary knows and an unknown base as they are", () => {
    expect(knownBase("recorded", has)).toBe("recorded");
    expect(knownBase("painted", has)).toBe("painted");
  });

  it("reads an -ing form the vocabulary does not know as its verb, and one it knows as itself (decision 0225)", () => {
    expect(knownBase("editing", has)).toBe("edit");
    expect(knownBase("planning", has)).toBe("plan");
    expect(knownBase("automating", has)).toBe("automate");
    // A noun of its own the vocabulary knows: 'booking' is no 'book'.
    expect(knownBase("booking", has)).toBe("booking");
    // Short ones stay: 'thing', 'string', 'during'.
    expect(knownBase("during", has)).toBe("during");
  });

  it("lets the synonym table read 'can this be automated?' as automation", () => {
    expect(matchSynonyms("can this be automated?").map((f) => f.phrase)).toContain("automate");
  });
});

describe("the one who does a thing, and British spellings, read as the words the vocabulary knows", () => {
  const known = new Set(["novel", "podcast", "blog", "youtube", "illustrate", "guitar", "visualize", "color", "ide", "commercial"]);
  const has = (w: string) => known.has(w);

  it("finds the thing an -ist, -er or -or does, a doubled consonant or a dropped -e included", () => {
    expect(knownBase("novelist", has)).toBe("novel");
    expect(knownBase("guitarist", has)).toBe("guitar");
    expect(knownBase("podcaster", has)).toBe("podcast");
    expect(knownBase("blogger", has)).toBe("blog");
    expect(knownBase("youtuber", has)).toBe("youtube");
    expect(knownBase("illustrator", has)).toBe("illustrate");
  });

  it("reads a British spelling as the American one", () => {
    expect(knownBase("visualise", has)).toBe("visualize");
    expect(knownBase("colour", has)).toBe("color");
  });

  it("leaves adverbs alone: 'ideally' is no IDE, 'commercially' no TV commercial", () => {
    expect(knownBase("ideally", has)).toBe("ideally");
    expect(knownBase("commercially", has)).toBe("commercially");
  });

  it("lets the synonym table read 'a novelist' as writing help", () => {
    expect(matchSynonyms("best ai for a novelist").map((f) => f.entry.useCases).flat()).toContain("writing");
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

describe("German plurals read as the singular the vocabulary knows (decision 0226)", () => {
  const known = new Set(["besprechung", "prasentation", "aufgabe", "stimme", "gold"]);
  const has = (w: string) => known.has(w);

  it("'Besprechungen', 'Präsentationen', 'Aufgaben', 'Stimmen'", () => {
    expect(knownBase("besprechungen", has)).toBe("besprechung");
    expect(knownBase("prasentationen", has)).toBe("prasentation");
    expect(knownBase("aufgaben", has)).toBe("aufgabe");
    expect(knownBase("stimmen", has)).toBe("stimme");
  });

  it("and the plural in -e of a long noun ('Besprechungsprotokolle'), never a short word, and a word the vocabulary knows as it is stays itself", () => {
    const words = new Set(["besprechungsprotokoll", "dokument", "termin", "translat", "translate"]);
    const knows = (w: string) => words.has(w);
    expect(knownBase("besprechungsprotokolle", knows)).toBe("besprechungsprotokoll");
    expect(knownBase("dokumente", knows)).toBe("dokument");
    expect(knownBase("termine", knows)).toBe("termine");
    expect(knownBase("translate", knows)).toBe("translate");
  });

  it("an -en the singular does not end in stays the word ('golden' is no 'gold')", () => {
    expect(knownBase("golden", has)).toBe("golden");
  });
});

describe("Spanish, Portuguese and Italian verb forms read as their infinitives (decision 0226)", () => {
  const known = new Set(["transcribir", "resumir", "traducir"]);
  const has = (w: string) => known.has(w);
  it("'transcriban', 'resuman'", () => {
    expect(knownBase("transcriban", has)).toBe("transcribir");
    expect(knownBase("resuman", has)).toBe("resumir");
  });
  it("a form that ends like a noun stays itself ('programa' is no 'programar')", () => {
    expect(knownBase("programa", (w) => w === "programar")).toBe("programa");
  });
});

describe("an elided article or preposition is a word of its own (decision 0231)", () => {
  it("reads Italian 'un'', 'dell'', 'sull'' and French 'jusqu'' apart from the word after them", () => {
    expect(fold("C'è un'app sull'iPhone?")).toBe("c e un app sull iphone?");
    expect(fold("la descrizione dell'immagine")).toBe("la descrizione dell immagine");
    expect(fold("jusqu'à 10 minutes")).toBe("jusqu a 10 minutes");
  });

  it("drops an English apostrophe inside a word, as before", () => {
    expect(fold("don't")).toBe("dont");
    expect(fold("Tom's")).toBe("toms");
  });
});
