import { describe, expect, it } from "vitest";
import { emptyQuery } from "@/lib/discovery/query";
import { processTerm } from "@/lib/discovery/text";
import type { Task } from "@/lib/vocabulary";
import { createDiscovery } from "@/server/discovery/engine";
import { fixturePlatform } from "@/tests/support/fixture-catalogue";

// Issue 25, probe class 1: the typo repairer turned known words of the other languages the
// interpreter reads into English ones, and only English words were stop words.

const summarize: Task = {
  id: "writing.summarize",
  label: "Summarise a long text",
  useCases: ["writing", "productivity"],
  phrases: { en: ["summarize", "summarise", "sum up"], es: ["resumir un texto"], de: ["zusammenfassen"], fr: ["résumer un texte"], pt: ["resumir um texto"], it: ["riassumere un testo"] },
};
const slides: Task = {
  id: "slides.create",
  label: "Make a slide deck",
  useCases: ["presentation"],
  phrases: { en: ["make a presentation", "slide deck", "slides"], es: ["hacer presentaciones", "crear diapositivas"], de: ["präsentation erstellen"], fr: ["faire une présentation"], pt: ["programa de apresentações"], it: ["creare presentazioni"] },
};
const digest = fixturePlatform({ id: "digest", name: "Digest", description: "Reads long articles and papers and sums them up in a paragraph.", category: "writing", useCases: ["writing", "productivity"], vocabulary: { aliases: [], tasks: ["writing.summarize"], examples: [] } });
const deck = fixturePlatform({ id: "deckhand", name: "Deckhand", description: "Builds slide decks from an outline.", category: "presentation", useCases: ["presentation"], vocabulary: { aliases: [], tasks: ["slides.create"], examples: [] } });
const cv = fixturePlatform({ id: "cvcraft", name: "CVCraft", description: "Writes your resume and cover letter.", category: "writing", useCases: ["writing"] });
const ide = fixturePlatform({ id: "keystroke", name: "Keystroke", description: "An AI pair programmer: completes your program as you type.", category: "code", useCases: ["code"] });

const engine = createDiscovery({ platforms: [digest, deck, cv, ide], tasks: [summarize, slides] });
const read = (text: string) => engine.discover({ ...emptyQuery, text });

describe("words of the other languages the interpreter reads", () => {
  it("are never 'repaired' into English words when the task vocabulary knows them", () => {
    // 'résumer' (French) is no typo of 'resume', nor 'programa' (Portuguese) of 'program'.
    const french = read("résumer des articles scientifiques");
    expect(french.corrected).toBeUndefined();
    expect(french.platforms[0]?.platform.id).toBe("digest");
    expect(french.platforms.map((r) => r.platform.id)).not.toContain("cvcraft");
    expect(read("programa de apresentações").corrected).toBeUndefined();
  });

  it("in a text written in another language, a misspelt word is repaired only into a word of that language", () => {
    // 'programa' is not in the Spanish phrases, but 'para' and 'hacer' say the text is Spanish: no English 'program'.
    const spanish = read("programa para hacer presentaciones");
    expect(spanish.corrected).toBeUndefined();
    expect(spanish.platforms[0]?.platform.id).toBe("deckhand");
    expect(spanish.platforms.map((r) => r.platform.id)).not.toContain("keystroke");
    // English typos are still repaired.
    expect(read("persentation slides").corrected).toBe("presentation slides");
  });

  it("drops the stop words of Spanish, German, French, Portuguese and Italian from the words it ranks by", () => {
    for (const word of ["para", "della", "einen", "avec", "uma"]) expect(processTerm(word)).toBeNull();
    // Words English needs stay: 'no watermark', Intercom's 'Fin', 'Le Chat' as a whole name is still read.
    for (const word of ["no", "fin", "chat"]) expect(processTerm(word)).not.toBeNull();
  });

  it("never names a platform by an everyday word of English or of another language read ('knowing', Portuguese 'sem')", () => {
    const editor = fixturePlatform({ id: "kapwing", name: "Kapwing", description: "Edits videos in the browser.", category: "video", useCases: ["video"] });
    const seo = fixturePlatform({ id: "semrush", name: "Semrush", description: "Keyword research and site audits.", category: "seo", useCases: ["seo"] });
    const builder = fixturePlatform({ id: "sitesmith", name: "Sitesmith", description: "Builds a website from a description, no code.", category: "code", useCases: ["vibe-coding", "web-development"] });
    const names = createDiscovery({ platforms: [editor, seo, builder], aliases: (id) => (id === "semrush" ? ["sem rush"] : []) });
    const named = (text: string) => names.discover({ ...emptyQuery, text }).platforms.filter((r) => r.reasons.named).map((r) => r.platform.id);
    expect(named("make a website without knowing how to code")).toEqual([]);
    expect(named("criar um site sem saber programar")).toEqual([]);
    // The names themselves, and their typos, still name them.
    expect(named("kapwng")).toEqual(["kapwing"]);
    expect(named("sem rush")).toEqual(["semrush"]);
  });
});
