import { describe, expect, it } from "vitest";
import { understandText } from "@/lib/discovery/understand";
import { discover } from "@/server/discovery";
import { emptyQuery } from "@/lib/discovery/query";

const cases = (text: string) => understandText(text).useCases;
const top = (text: string, n = 3) => discover({ ...emptyQuery, text }, { articles: 0 }).platforms.slice(0, n).map((r) => r.platform.id);
const seeing = ["chatgpt", "gemini", "claude", "microsoft-copilot", "meta-ai", "mistral-le-chat", "grok", "kimi", "deepseek", "perplexity"];

describe("a phrasal verb with its object between (decision 0241)", () => {
  it("'reading my blog posts aloud' is text to speech, the object three words long", () => {
    expect(understandText("reading my blog posts aloud").phrases).toContain("read aloud");
    expect(top("reading my blog posts aloud", 2)).toEqual(expect.arrayContaining(["elevenlabs"]));
  });
  it("'we digitized the tapes, now want the words typed out' is transcription", () => expect(understandText("now want the words typed out").useCases).toContain("productivity"));
});

describe("a picture looked at is a tool that sees it, no image to make (decision 0241)", () => {
  it("'look at a photo of my fridge and suggest dinner' lists chat assistants that read images", () => {
    expect(cases("is there an AI that can look at a photo of my fridge and suggest dinner")).not.toContain("images");
    expect(top("is there an AI that can look at a photo of my fridge and suggest dinner").every((id) => seeing.includes(id))).toBe(true);
  });
  it("'identify plants from photos' is no image generation", () => expect(top("identify plants from photos").every((id) => seeing.includes(id))).toBe(true));
  it("a picture to make or to edit is still that ('make a photo of a cat astronaut', 'remove a tourist from my photo')", () => {
    expect(cases("make a photo of a cat astronaut")).toContain("images");
    expect(understandText("remove a tourist from my vacation photo").needs.some((n) => n.categories?.includes("photo"))).toBe(true);
  });
});

describe("a game the visitor makes is software to build (decision 0241)", () => {
  it("'my son wants to make his own video game' is building, not video", () => {
    expect(cases("my son wants to make his own video game")).toContain("vibe-coding");
    expect(cases("my son wants to make his own video game")).not.toContain("video");
  });
  it("beside another task the game is what it is for ('making a game and need low-poly 3D props')", () => {
    expect(top("I'm making a game and need low-poly 3D props quickly")).toEqual(expect.arrayContaining(["kaedim", "meshy"]));
  });
});
