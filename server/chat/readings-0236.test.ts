import { describe, expect, it } from "vitest";
import { getPlatform } from "@/lib/catalogue";
import { answerPlatforms, converse } from "@/server/eval/run";
import { unknownNameOf } from "@/server/discovery";

const listed = (...turns: string[]) => answerPlatforms(converse(turns)).listed;

describe("everyday software and hardware beside a task are where the visitor works, not a product we lack (decision 0236)", () => {
  it("'our panel show is recorded over Skype and the sound is awful' lists audio cleaners, with no word about Skype", () => {
    const answer = converse(["our panel show is recorded over Skype and the sound is awful"]);
    expect(answer).not.toMatch(/not in our catalogue/);
    const ids = answerPlatforms(answer).listed;
    expect(ids.length).toBeGreaterThan(0);
    expect(getPlatform(ids[0]!)!.category).toBe("audio");
  });

  for (const text of ["the audio from my cheap usb mic is terrible", "i have an rtx 3070 with 8gb", "filmed it on a gopro"]) {
    it(`'${text}' names no product`, () => expect(unknownNameOf(text)).toBeUndefined());
  }

  it("a tool we lack is still said to be missing ('is Lensa good for profile pics?')", () => {
    expect(converse(["is Lensa good for profile pics?"])).toMatch(/\*\*Lensa\*\* is not in our catalogue/);
  });
});

describe("a recording's sound said to be bad is cleaning it up (decision 0236)", () => {
  it("'my sound is really bad on zoom recordings' lists audio tools", () => {
    const ids = listed("the sound on my interview recordings is really bad");
    expect(ids.length).toBeGreaterThan(0);
    expect(getPlatform(ids[0]!)!.useCases).toContain("audio");
  });

  it("'that sounds bad' after a list is no audio question", () => {
    const ids = listed("best free slides maker?", "hmm that sounds bad, what else is there?");
    for (const id of ids) expect(getPlatform(id)!.category).not.toBe("audio");
  });
});

describe("a schedule of one's own is a calendar, and 'plans' after 'that' is a verb (decision 0236)", () => {
  it("'our family schedule is chaos' lists calendar planners, not social media schedulers", () => {
    const ids = listed("our family schedule is chaos with three kids");
    expect(ids.slice(0, 2).map((id) => getPlatform(id)!.category)).not.toContain("marketing");
  });

  it("'something that plans my week around meetings' after a list asks for a planner, not the price of the one before", () => {
    const answer = converse(["best social media scheduler?", "no, something that plans automatically around my meetings"]);
    expect(answer).not.toMatch(/is freemium|is paid/);
    expect(answerPlatforms(answer).listed).toContain("motion");
  });

  it("a plan as a noun still asks the price ('does Motion have a family plan?')", () => {
    expect(converse(["Does Motion have a family plan?"])).toMatch(/\*\*\[Motion\]\(\/platforms\/motion\)\*\* is paid/);
  });
});

describe("a name that is also a word, capitalised inside a sentence, is the name (decision 0236)", () => {
  it("'Does Pitch have a team plan?' answers about Pitch", () => {
    expect(converse(["Does Pitch have a team plan?"])).toMatch(/\*\*\[Pitch\]\(\/platforms\/pitch\)\*\*/);
  });

  it("not in Title Case ('Best Pitch Deck Maker For Startups' lists slide makers)", () => {
    expect(answerPlatforms(converse(["Best Pitch Deck Maker For Startups"])).listed.length).toBeGreaterThan(1);
  });
});

describe("a flow said action first, and no budget, keep the task asked (decision 0236)", () => {
  it("'send each volunteer a reminder email whenever a shift is booked' then 'we have zero budget' lists automation tools' free plans", () => {
    const ids = listed("send each volunteer a reminder email whenever a shift is booked", "we have zero budget");
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids.slice(0, 3)) {
      expect(getPlatform(id)!.category).toBe("automation");
      expect(getPlatform(id)!.pricing.tier).not.toBe("paid");
    }
  });

  it("'I send emails when I have time' is no automation", () => {
    for (const id of listed("I send emails when I have time, need help writing them").slice(0, 3)) expect(["zapier", "make", "n8n", "gumloop", "power-automate"]).not.toContain(id);
  });
});
