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

describe("a task said with the visitor's own word for a document (decision 0241)", () => {
  it("'Is there something where I upload the PDF and ask it questions?' is chatting with documents", () => {
    expect(understandText("is there something where i upload the pdf and ask it questions").tasks.map((t) => t.id)).toContain("document.chat");
    expect(top("Our book club reads long history books. Is there something where I upload the PDF and ask it questions before meetings?", 1)).toEqual(["notebooklm"]);
  });
  it("'before meetings' is when: beside another task, meeting notes count half", () => {
    const meetings = understandText("summarize my notes before meetings").needs.find((n) => n.categories?.includes("meetings"));
    expect(meetings?.weight).toBeLessThan(1);
  });
});

describe("a workflow whose trigger names an app and whose action comes after its object (decision 0241)", () => {
  it("'when someone buys from my Shopify shop I want a thank-you email sent and a row logged' is an automation", () => {
    expect(understandText("When someone buys from my Shopify candle shop I want a thank-you email sent and a row logged").tasks.map((t) => t.id)).toContain("automation.workflow");
  });
  it("'when I write emails I want better grammar' is still no workflow", () => {
    expect(understandText("when I write emails I want better grammar").tasks.map((t) => t.id)).not.toContain("automation.workflow");
  });
});

describe("what something made is about, and the same thing asked in other languages (decision 0241)", () => {
  const text = "I make YouTube videos about model trains and would like the same videos in German and French, still in my own voice";
  it("'the same videos in German and French' is their translation, and 'about model trains' no model to train", () => {
    expect(cases(text)).toContain("translation");
    expect(understandText(text).tasks.map((t) => t.id)).not.toContain("model.open-hub");
    expect(top(text, 3)).toEqual(expect.arrayContaining(["elevenlabs"]));
  });
  it("'product descriptions in German and English' are still made in those languages, no translation", () => {
    expect(cases("write product descriptions in german and english")).not.toContain("translation");
  });
});

describe("a phrase's own article may be left out or said otherwise (decision 0241)", () => {
  it("'an ai that books restaurants' is the tables' 'book a restaurant', an agent, no book to write", () => {
    const u = understandText("ai that books restaurants and compares hotel prices for me");
    expect(u.phrases).toContain("book a restaurant");
    expect(u.useCases).not.toContain("writing");
  });
});

describe("the words of cards, bulletins and beat making (decision 0241)", () => {
  it("'créer des cartes d'anniversaire' and 'church bulletin template' are design", () => {
    expect(top("je cherche une IA pour créer des cartes d'anniversaire personnalisées")).toEqual(expect.arrayContaining(["canva"]));
    expect(cases("church bulletin template ai")).toContain("design");
  });
  it("'samples or loops i can chop up' for a beatmaker is music", () => expect(cases("hobby beatmaker, any ai that spits out samples or loops i can chop up?")).toContain("audio"));
});

describe("pictures shown to a tool, workflows said with 'without me touching it', and everyday words of tasks (decision 0241)", () => {
  it("'is there an AI I can show photos of my dog's itchy skin to?' is a tool that sees them", () => {
    expect(top("is there an AI I can show photos of my dog's itchy skin to?").every((id) => seeing.includes(id))).toBe(true);
  });
  it("'copy etsy orders into a google sheet automatically' is an automation", () => {
    expect(understandText("copy etsy orders into a google sheet automatically").tasks.map((t) => t.id)).toContain("automation.workflow");
  });
  it("'confirmation emails sent and a sheet updated without me touching it' is an automation", () => {
    expect(understandText("Signups come in through Google Forms and I'd like confirmation emails sent and a sheet updated without me touching it").tasks.map((t) => t.id)).toContain("automation.workflow");
  });
  it("'make grandpa's old photo talk' is a talking photo, no restoration", () => expect(cases("make grandpa's old photo talk and say happy birthday")).toContain("avatar"));
  it("'coloring pages for toddlers' are images, 'thank-you notes' writing, 'Protokolle bei Vereinssitzungen' meeting notes", () => {
    expect(cases("coloring pages generator for toddlers")).toContain("images");
    expect(cases("something to help me write thank-you notes after the wedding")).not.toContain("business");
    expect(understandText("KI für Protokolle bei Vereinssitzungen").needs.some((n) => n.categories?.includes("meetings"))).toBe(true);
  });
});

describe("what a picture looked at is like is no editing (decision 0241)", () => {
  it("'identify a bird from a blurry photo' is a tool that sees it, not a photo editor", () => {
    expect(top("which app can identify a bird from a blurry photo and tell me about it?").every((id) => seeing.includes(id))).toBe(true);
  });
  it("'identify the product in my photo and remove the background' still edits it", () => {
    expect(understandText("identify the product in my photo and remove the background").needs.some((n) => n.categories?.includes("photo"))).toBe(true);
  });
});

describe("a verb of a role after the visitor says who is asking (decision 0241)", () => {
  it("'i tutor maths evenings … an ai that slots students into my week' is scheduling first, tutoring at half", () => {
    const u = understandText("i tutor maths evenings next to my job, is there an ai that slots students into my week automatically");
    expect(u.needs.find((n) => n.useCases.includes("learning"))?.weight).toBeLessThan(1);
    expect(top("i tutor maths evenings next to my job, is there an ai that slots students into my week automatically", 2)).toEqual(expect.arrayContaining(["reclaim-ai"]));
  });
  it("'I tutor maths' alone still asks for a tutor", () => expect(cases("I tutor maths")).toContain("learning"));
});
