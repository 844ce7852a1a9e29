import { describe, expect, it } from "vitest";
import { emptyQuery } from "@/lib/discovery/query";
import type { Task } from "@/lib/vocabulary";
import { createDiscovery } from "@/server/discovery/engine";
import { fixturePlatform } from "@/tests/support/fixture-catalogue";

/**
 * The vocabulary as the engine reads it (issue 25; docs/decisions/0180-vocabulary-as-data.md): the
 * tasks of a fixture task list, and the fixture platforms' aliases, tasks and example requests.
 */
const phrases = (en: string[], es: string[], de: string[], fr: string[], pt: string[], it: string[]) => ({ en, es, de, fr, pt, it });
const tasks: Task[] = [
  {
    id: "image.remove-background",
    label: "Remove the background from a photo",
    useCases: ["design", "images"],
    phrases: phrases(["remove the background", "background remover", "transparent background", "knock out the backdrop"], ["quitar el fondo"], ["hintergrund entfernen"], ["supprimer l arrière plan"], ["remover fundo"], ["rimuovere lo sfondo"]),
  },
  {
    id: "audio.denoise",
    label: "Remove background noise from a recording",
    useCases: ["audio"],
    phrases: phrases(["remove background noise", "noise removal", "denoise"], ["quitar ruido"], ["rauschen entfernen"], ["supprimer le bruit"], ["remover ruído"], ["rimuovere il rumore"]),
  },
];

// Generic image makers whose own words say 'background' and 'photo' more than the specialist's do.
const painter = fixturePlatform({ id: "painterly", name: "Painterly", description: "Generates photos, backgrounds and illustrations from a text prompt; edit any photo background.", category: "image", useCases: ["images", "design", "creative"] });
const canvas = fixturePlatform({ id: "easel", name: "Easel", description: "Makes photo backgrounds, posters and images for social media from words.", category: "design", useCases: ["design", "images"] });
const cutout = fixturePlatform({
  id: "cutout",
  name: "Cutout",
  description: "One click takes the subject out of a picture and leaves a clean PNG for shops and slides.",
  category: "photo",
  useCases: ["design", "images"],
  vocabulary: { aliases: ["cut out pro"], tasks: ["image.remove-background"], examples: ["isolate the product in a packshot for my store", "a clean PNG of my logo"] },
});
const cleaner = fixturePlatform({
  id: "hush",
  name: "Hush",
  description: "Cleans voice tracks for shows and calls.",
  category: "audio",
  useCases: ["audio"],
  vocabulary: { aliases: [], tasks: ["audio.denoise"], examples: ["clean up my interview tape", "make a noisy call clear"] },
});
const engine = createDiscovery({ platforms: [painter, canvas, cleaner, cutout], tasks });
const ask = (text: string) => engine.discover({ ...emptyQuery, text });
const ids = (text: string) => ask(text).platforms.map((r) => r.platform.id);

describe("the task vocabulary in the engine", () => {
  it("ranks the platform whose main task it is above generic image makers that merely say the words", () => {
    expect(ids("remove the background from a photo")[0]).toBe("cutout");
    expect(ids("background remover")[0]).toBe("cutout");
    // The engine's own task list, not the site's: a phrase only the fixture list has.
    expect(ids("knock out the backdrop of a photo")[0]).toBe("cutout");
  });

  it("reads a task in every language of the vocabulary, the same way", () => {
    for (const text of ["quitar el fondo de una foto", "Hintergrund entfernen", "supprimer l'arrière-plan", "remover fundo de foto", "rimuovere lo sfondo"]) {
      expect(ids(text)[0], text).toBe("cutout");
    }
  });

  it("tells 'remove background noise' from 'remove the background': the longer phrase is the task", () => {
    expect(ids("remove background noise from my podcast")[0]).toBe("hush");
    expect(ask("remove background noise").understood?.tasks.map((t) => t.id)).toEqual(["audio.denoise"]);
  });

  it("exposes the tasks it read, with the words that said them, and on each result the tasks it does", () => {
    const result = ask("remove the background from my photos please");
    // The site's synonym table reads the same words ('remove the background' is its 'remove background'): the task refines that reading.
    expect(result.understood?.tasks).toEqual([{ id: "image.remove-background", label: "Remove the background from a photo", useCases: ["design", "images"], words: "remove the background", alsoTable: true }]);
    expect(result.useCases).toEqual(expect.arrayContaining(["design", "images"]));
    expect(result.platforms.find((r) => r.platform.id === "cutout")!.reasons.tasks).toEqual(["image.remove-background"]);
    expect(result.platforms.find((r) => r.platform.id === "painterly")!.reasons.tasks).toBeUndefined();
  });

  it("drops a task with the use cases the visitor removed from the reading", () => {
    const result = engine.discover({ ...emptyQuery, text: "remove the background", skip: ["design", "images"] });
    expect(result.understood?.tasks).toEqual([]);
  });
});

describe("a platform's aliases and example requests", () => {
  it("names a platform by an alias from its vocabulary", () => {
    const result = ask("is cut out pro any good");
    expect(result.platforms[0]).toMatchObject({ platform: { id: "cutout" }, reasons: { named: true } });
  });

  it("finds a platform by the words of its example requests, which its description lacks", () => {
    expect(ids("interview tape")[0]).toBe("hush");
    expect(ids("packshot")[0]).toBe("cutout");
  });
});

describe("aliases and examples do not make ordinary words into names", () => {
  const tuner = fixturePlatform({
    id: "tuner",
    name: "Wordtune",
    description: "Rewrites a sentence in a clearer or more formal word choice.",
    category: "writing",
    useCases: ["writing"],
    vocabulary: { aliases: ["word tune", "wordtune lingo"], tasks: ["writing.paraphrase"], examples: ["rewrite this sentence", "qualify a sales lead politely"] },
  });
  const other = fixturePlatform({ id: "globe", name: "Globe", description: "Maps of the world for trips and word games.", category: "chat-assistant", useCases: ["text"] });
  const names = createDiscovery({ platforms: [tuner, other], tasks });
  const named = (text: string) => names.discover({ ...emptyQuery, text }).platforms.filter((r) => r.reasons.named).map((r) => r.platform.id);

  it("reads an alias of several words whole: neither its ordinary word, a typo of it, nor another word of it names the platform alone", () => {
    expect(named("word tune")).toEqual(["tuner"]);
    expect(named("wordtune")).toEqual(["tuner"]);
    expect(named("lingo games")).toEqual([]);
    // Nor is it a name in the catalogue's words: 'world' is no typo of the 'word' of 'word tune'.
    const byName = names.discover({ ...emptyQuery, text: "who won the world cup" }).platforms.filter((r) => r.reasons.fields.includes("name"));
    expect(byName).toEqual([]);
  });

  it("matches example requests on whole words only ('qual' is no 'qualify')", () => {
    const result = names.discover({ ...emptyQuery, text: "qual" });
    expect(result.platforms.map((r) => r.platform.id)).toEqual([]);
  });
});

describe("a task's need", () => {
  it("is covered whole by a platform whose vocabulary lists the task, even when its use cases cover only part", () => {
    const designOnly = fixturePlatform({ id: "snip", name: "Snip", description: "A design tool for shop owners.", category: "photo", useCases: ["design"], vocabulary: { aliases: [], tasks: ["image.remove-background"], examples: ["clean product shots", "cut a logo loose"] } });
    const maker = fixturePlatform({ id: "maker", name: "Maker", description: "Makes pictures and designs from a prompt.", category: "image", useCases: ["images", "design"], vocabulary: { aliases: [], tasks: ["image.remove-background"], examples: ["a poster for my band", "a logo idea"] } });
    const engine2 = createDiscovery({ platforms: [maker, designOnly], tasks });
    const scores = new Map(engine2.discover({ ...emptyQuery, text: "hintergrund entfernen" }).platforms.map((r) => [r.platform.id, r.score]));
    // Both do the task as their main job: the design-only tool counts as serving it as much as the one that also makes images.
    expect(scores.get("snip")).toBe(scores.get("maker"));
  });
});
