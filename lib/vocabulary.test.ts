import { describe, expect, it } from "vitest";
import { understandText } from "@/lib/discovery/understand";
import { intentsSchema, intents, phrasePattern, synonymSchema, tasksSchema } from "@/lib/vocabulary";

const task = (id: string, en: string[]) => ({ id, label: "A task", useCases: ["images"], phrases: { en, es: ["uno"], de: ["eins"], fr: ["un"], pt: ["um"], it: ["uno due"] } });

describe("the vocabulary files' schemas", () => {
  it("refuses a phrase in two tasks, naming both", () => {
    const result = tasksSchema.safeParse([task("image.generate", ["make a picture", "draw", "image maker"]), task("image.edit", ["edit a picture", "draw", "photo editor"])]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("the phrase 'draw' is in two tasks: image.generate and image.edit");
  });

  it("refuses a task id outside the areas, punctuation in a phrase and a language left out", () => {
    expect(tasksSchema.safeParse([task("painting.generate", ["make a painting", "paint me", "painter"])]).success).toBe(false);
    expect(tasksSchema.safeParse([task("image.generate", ["make a picture!", "draw", "image maker"])]).success).toBe(false);
    const fiveLanguages: Record<string, string[]> = { ...task("image.generate", ["make a picture", "draw", "image maker"]).phrases };
    delete fiveLanguages.it;
    expect(tasksSchema.safeParse([{ ...task("image.generate", []), phrases: fiveLanguages }]).success).toBe(false);
  });

  it("refuses a synonym entry naming a use case or kind of tool the site does not have", () => {
    expect(synonymSchema.safeParse({ phrases: ["logo"], useCases: ["logos"] }).success).toBe(false);
    expect(synonymSchema.safeParse({ phrases: ["logo"], useCases: ["logo"], categories: ["logo-maker"] }).success).toBe(false);
    expect(synonymSchema.safeParse({ phrases: ["logo"], useCases: ["free"] }).success).toBe(false);
  });

  it("refuses an intents file without a list the code reads", () => {
    const lists: Record<string, unknown> = { ...intents.lists };
    delete lists.compare;
    expect(intentsSchema.safeParse({ ...intents, lists }).success).toBe(false);
  });
});

describe("phrases as patterns", () => {
  it("matches whole words, '*' as the rest of a word, and folds the phrase as the text is folded", () => {
    const p = phrasePattern(["compare*", "bon marché", "vs"]);
    expect(p.test(" compared tools ")).toBe(true);
    expect(p.test(" incomparable ")).toBe(false);
    expect(p.test(" c est bon marche ")).toBe(true);
    expect(p.test(" canvs ")).toBe(false);
  });

  it("reads a price wish written with accents ('günstig', 'bon marché'), which the folded text no longer has", () => {
    expect(understandText("Bildgenerator günstig").cheap).toBe(true);
    expect(understandText("un générateur d'images bon marché").cheap).toBe(true);
  });
});
