import { describe, expect, it } from "vitest";
import { categories } from "@/lib/catalogue-schema";
import { synonyms } from "@/lib/discovery/synonyms";
import { matchSynonyms, parseBudget, understandText } from "@/lib/discovery/understand";
import { words } from "@/lib/discovery/text";
import { isUseCaseId } from "@/lib/use-cases";

describe("the synonym table", () => {
  it("maps only to real use cases and never to the derived 'free'", () => {
    for (const entry of synonyms) {
      for (const u of entry.useCases) expect(isUseCaseId(u), u).toBe(true);
      expect(entry.useCases).not.toContain("free");
    }
  });

  it("names only real catalogue categories", () => {
    const known = new Set<string>(categories.map((c) => c.id));
    for (const entry of synonyms) for (const c of entry.categories ?? []) expect(known.has(c), c).toBe(true);
  });

  it("lists each phrase once", () => {
    const seen = new Map<string, number>();
    synonyms.forEach((entry, i) =>
      entry.phrases.forEach((p) => {
        const key = words(p).join(" ");
        expect(seen.has(key) && seen.get(key) !== i, `'${p}' appears in two entries`).toBe(false);
        seen.set(key, i);
      }),
    );
  });

  it.each([
    ["schedule instagram posts", ["marketing", "social"]],
    ["keyword research", ["seo", "marketing"]],
    ["a voiceover for my video", ["video", "audio"]],
    ["slides for a pitch", ["presentation"]],
    ["notetaker for zoom", ["productivity", "business"]],
    // A 3D model from a photo is a 3D task (Design & 3D), not image creation: the photo is the input.
    ["make a 3D model from a photo", ["design"]],
    ["a mesh for 3d printing", ["design"]],
    ["remove background", ["images", "design"]],
    ["build an app without coding", ["vibe-coding", "app-development"]],
    // A document is what the task is done to, not a task: beside a task it adds nothing.
    ["Wie kann ich PDFs ins Englische übersetzen?", ["translation"]],
    ["traducir documentos", ["translation"]],
    ["write a document", ["text", "writing", "productivity"]],
    ["ai resume builder", ["writing"]],
    ["summarize youtube videos", ["research", "productivity"]],
    ["translate a video", ["video", "translation"]],
    ["chatbot for my website", ["business", "chatbot"]],
  ])("reads '%s' as %j", (text, expected) => {
    expect(understandText(text).useCases).toEqual(expected);
  });

  it("uses the longest phrase, so 'keyword research' is not also Research", () => {
    expect(matchSynonyms("keyword research").map((m) => m.phrase)).toEqual(["keyword research"]);
    expect(understandText("keyword research").useCases).not.toContain("research");
  });

  it("counts weak words only when nothing more specific matched", () => {
    expect(understandText("write").useCases).toEqual(["text", "writing"]);
    expect(understandText("write python code").useCases).toEqual(["code"]);
  });

  it("reads a unit of time after a number or a word of measure as a length of time, not meeting minutes", () => {
    for (const text of ["our church streams 90 minute sermons", "vapi cost per minute", "a promo video in minutes", "a slideshow in a couple of minutes"]) {
      expect(understandText(text).needs.some((n) => n.categories?.includes("meetings")), text).toBe(false);
    }
    expect(understandText("a tool that writes the minutes of our board").needs.some((n) => n.categories?.includes("meetings"))).toBe(true);
  });
});

describe("price wishes in plain words", () => {
  it("reads free and cheap, but not a free trial", () => {
    expect(understandText("free logo maker").free).toBe(true);
    expect(understandText("kostenlos übersetzen").free).toBe(true);
    expect(understandText("is there a free trial").free).toBe(false);
    expect(understandText("cheap video tool").cheap).toBe(true);
  });

  it.each([
    ["under $10", 10],
    ["less than 20 dollars a month", 20],
    ["$96 a year or less", 8],
    ["up to $15/month", 15],
    ["a video tool", undefined],
    // A bare number after a ceiling is a price beside a wish for a lower one, where it ends what is said.
    ["ahrefs alternative cheaper under 50", 50],
    ["something cheaper than jasper, max 40?", 40],
    ["seo tool for agencies under 50", undefined],
    ["cheap crm for teams under 50 people", undefined],
  ])("'%s' is a budget of %s", (text, budget) => {
    expect(parseBudget(text)).toBe(budget);
  });

  it("stays linear on long digit runs", () => {
    const input = `under ${"9".repeat(100_000)}`;
    const start = process.hrtime.bigint();
    parseBudget(input);
    // Generous: the quadratic version took tens of seconds on this input.
    expect(Number(process.hrtime.bigint() - start) / 1e6).toBeLessThan(2000);
  });
});
