import { describe, expect, it } from "vitest";
import { parseBudget, talksPrice, understandText } from "@/lib/discovery/understand";
import { discover, surelyNamedIn } from "@/server/discovery";
import { emptyQuery } from "@/lib/discovery/query";
import { getPlatform } from "@/lib/catalogue";

const cases = (text: string) => understandText(text).useCases;

const first = (text: string) => discover({ ...emptyQuery, text }, { articles: 0 }).platforms[0]?.platform.id;

describe("a task denied with a verb between the denial and it (decision 0238)", () => {
  it("'I don't mean editing my own pictures, generate new ones' reads no photo retouching", () => {
    const read = understandText("I don't mean editing my own pictures, generate new ones");
    expect(read.tasks.map((t) => t.id)).not.toContain("image.retouch");
    expect(read.useCases).not.toContain("design");
  });

  it("'no, build the real site, not design a mockup' reads no design", () => expect(understandText("no, build the real site, not design a mockup").useCases).not.toContain("design"));

  it("'edit my photos' still reads retouching", () => expect(understandText("edit my photos").tasks.map((t) => t.id)).toContain("image.retouch"));
});

describe("a bare ceiling after talk of price is a budget (decision 0238)", () => {
  it("'anything similar below 10?' is $10 when the conversation talked of price", () => {
    expect(parseBudget("anything similar below 10?")).toBeUndefined();
    expect(parseBudget("anything similar below 10?", true)).toBe(10);
  });

  it("talk of price is an amount or a wish for a lower one", () => {
    expect(talksPrice("reclaim is $18 a month")).toBe(true);
    expect(talksPrice("way too expensive for me")).toBe(true);
    expect(talksPrice("a tool for 10 people")).toBe(false);
  });
});

describe("names said with their price, and the code host GitHub (decision 0238)", () => {
  it("'later costs 25 dollars now, hmm' names Later, a name said with its price", () => expect(surelyNamedIn("later costs 25 dollars now, hmm")).toContain("later"));

  it("'the most realistic motion for $10' names no platform", () => expect(surelyNamedIn("the most realistic motion for $10")).not.toContain("motion"));

  it("'push the code to my github repo' does not name GitHub Copilot; 'is github any good' does", () => {
    expect(surelyNamedIn("push the code to my github repo")).not.toContain("github-copilot");
    expect(surelyNamedIn("is github any good")).toContain("github-copilot");
  });
});

describe("not coding, the words for code name no coding tool (decision 0238)", () => {
  it("'can't code, I need an app builder that lets me download the code' ranks a builder first", () => {
    const id = first("can't code, I need an app builder that lets me download the code")!;
    expect(getPlatform(id)!.useCases[0]).toBe("vibe-coding");
  });
});

describe("a place of someone else's, and data not to be sent somewhere (decision 0238)", () => {
  it("'put a chatbot on a customer's website that answers from their manuals' reads a chatbot for a website", () => {
    expect(understandText("put a chatbot on a customer's website that answers from their manuals").useCases).toContain("chatbot");
  });
});

describe("everyday ways of saying a task, found on the stories probe (decision 0238)", () => {
  const tasks = (text: string) => understandText(text).tasks.map((t) => t.id);
  it("'I type slowly, can I just talk and have it written down' reads dictation (transcription)", () => expect(tasks("I type slowly, can I just talk and have it written down")).toContain("audio.transcribe"));
  it("'ich möchte meine Briefe diktieren' reads dictation", () => expect(tasks("ich möchte meine Briefe diktieren")).toContain("audio.transcribe"));
  it("'a social worker typing notes after visits' is who is asking, no social media", () => expect(cases("social worker typing up notes after home visits")).not.toContain("social"));
  it("'my daughter wants to make a little game but can't program' is a no-code builder", () => expect(cases("my daughter wants to make a little game but can't program")).toContain("vibe-coding"));
  it("'my café doesn't come up on google' is SEO", () => expect(cases("my café doesn't come up on google when people search nearby")).toContain("seo"));
  it("'how do I spot trends in my sales numbers' is data analysis", () => expect(cases("how do I spot trends in my sales numbers")).toContain("data"));
  it("'a sign for the door' is design", () => expect(cases("need a sign for the door announcing our opening hours")).toContain("design"));
});

describe("a denial with the visitor between it and the verb (decision 0238)", () => {
  it("'which cows are dropping off without me doing the maths' reads no maths", () => expect(cases("which cows are dropping off without me doing the maths")).not.toContain("learning"));
  it("'help with my maths homework' still reads maths", () => expect(cases("help with my maths homework")).toContain("learning"));
});

describe("putting clips together and swapping a background (decision 0238)", () => {
  const tasks = (text: string) => understandText(text).tasks.map((t) => t.id);
  it("'combine clips from the tournament into one video' is video editing", () => expect(tasks("combine clips from the tournament into one video")).toContain("video.edit"));
  it("'swap the background of my product shots' is background removal", () => expect(tasks("swap the background of my product shots")).toContain("image.remove-background"));
});
