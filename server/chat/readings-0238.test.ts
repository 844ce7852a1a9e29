import { describe, expect, it } from "vitest";
import { getPlatform } from "@/lib/catalogue";
import { answerPlatforms, converse } from "@/server/eval/run";
import { understand } from "@/server/chat/understanding";

const listed = (...turns: string[]) => answerPlatforms(converse(turns)).listed;

describe("a follow-up that says what the tool must do keeps the task asked before (decision 0238)", () => {
  it("'needs to book into google calendar' after an AI receptionist keeps voice agents", () => {
    const ids = listed("ai receptionist that answers calls for my dental office", "needs to book into google calendar");
    expect(ids.slice(0, 3).filter((id) => getPlatform(id)!.category === "voice-agent").length).toBeGreaterThanOrEqual(2);
  });

  it("'I want to just describe it' is the visitor describing their app, not a question about a platform", () => {
    const ids = listed("I've got an idea for a recipe app but I'm not a coder", "I want to just describe it and have it built");
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids.slice(0, 3)) expect(getPlatform(id)!.useCases).toContain("vibe-coding");
  });
});

describe("a price and a bare ceiling in a conversation (decision 0238)", () => {
  it("'anything like it under 15?' after 'motion costs $34 a month which is a lot' lists Motion's alternatives at $15 or less", () => {
    const answer = converse(["motion costs $34 a month which is a lot", "anything like it under 15?"]);
    expect(answer).toMatch(/^Alternatives to \*\*\[Motion\]\(\/platforms\/motion\)\*\*/);
    expect(answer).toMatch(/\$15\/month or less/);
  });
});

describe("a question of features after a comparison compares the same platforms (decision 0238)", () => {
  it("'which has the better github integration' after 'v0 vs lovable' compares v0 and Lovable only", () => {
    const answer = converse(["v0 vs lovable", "which has the better github integration"]);
    expect(answerPlatforms(answer).linked.sort()).toEqual(["lovable", "v0"]);
  });
});

describe("questions about AI itself, work asked of the assistant here, and how-to questions about a device are off-topic (decision 0238)", () => {
  const offTopic = /^I only help you find AI tools in this catalogue/;
  for (const turns of [["will AI take over translators' jobs?"], ["quick one, what is machine learning exactly?"], ["can you write a thank-you note for my aunt", "can't you just write it yourself, here in the chat"], ["how do I turn off the flashlight on my iPhone?"]]) {
    it(`${turns.map((t) => `'${t}'`).join(" then ")} lists no tools`, () => {
      const answer = converse(turns);
      expect(answer).toMatch(offTopic);
      expect(answerPlatforms(answer).listed).toEqual([]);
    });
  }

  it("'which AI tool will replace my copywriter' still lists copywriting tools", () => expect(listed("which AI tool will replace my copywriter").length).toBeGreaterThan(2));
});

describe("a product we lack, asked again by 'it' (decision 0238)", () => {
  it("'so is it listed here or not' after 'has anyone tried rytr' says rytr is not in the catalogue", () => {
    expect(converse(["has anyone tried rytr", "so is it listed here or not"])).toMatch(/\*\*rytr\*\* is not in our catalogue/);
  });

  it("'inflection pi' and 'aftershoot' are named as products we lack", () => {
    expect(converse(["is inflection pi still free"])).toMatch(/\*\*inflection pi\*\* is not in our catalogue/);
    expect(converse(["aftershoot vs manual culling for weddings"])).toMatch(/\*\*aftershoot\*\* is not in our catalogue/);
  });

  it("'reset my iphone passcode' names no product", () => expect(converse(["how do i reset my iphone passcode"])).not.toMatch(/not in our catalogue/));
});

describe("a follow-up opening with what the tool does, its subject left out (decision 0238)", () => {
  it("'schedules the appointments in my google calendar' after an AI that answers the phone keeps voice agents first", () => {
    const ids = listed("an ai that picks up the phone for my hair salon", "schedules the appointments in my google calendar");
    expect(getPlatform(ids[0]!)!.category).toMatch(/voice-agent|automation/);
    expect(ids.slice(0, 3).some((id) => getPlatform(id)!.category === "voice-agent")).toBe(true);
  });

  it("'like scan my face one time and then just type the scripts' after talking videos keeps avatar tools", () => {
    const ids = listed("can I make videos of me talking without filming each one", "like scan my face one time and then just type the scripts");
    for (const id of ids.slice(0, 3)) expect(getPlatform(id)!.useCases).toContain("avatar");
  });
});

describe("data not to be sent somewhere refuses that place (decision 0238)", () => {
  it("'summarise our reports without uploading our files to gemini' refuses Gemini; 'with gemini' asks about it", () => {
    expect(understand("summarise our reports without uploading our files to gemini").refused.map((p) => p.id)).toEqual(["gemini"]);
    expect(understand("summarise our reports with gemini").platforms.map((p) => p.id)).toEqual(["gemini"]);
  });
});

describe("a task said of 'them' right after what the visitor has (decision 0238)", () => {
  it("'can it make them into a podcast for my commute' after 'I've got 200 pages of course notes as PDFs' lists NotebookLM", () => {
    expect(listed("I've got 200 pages of course notes as PDFs", "can it make them into a podcast for my commute")).toContain("notebooklm");
  });
});

describe("a follow-up after a request is no statement of what the visitor has (decision 0238)", () => {
  it("'I need a voiceover for my podcast intro' then 'and a short jingle to go with it?' is still music", () => {
    expect(getPlatform(listed("I need a voiceover for my podcast intro", "and a short jingle to go with it?")[0]!)!.useCases).toContain("audio");
    expect(listed("I need a voiceover for my podcast intro", "and a short jingle to go with it?").slice(0, 2)).toContain("suno");
  });
});
