import { describe, expect, it } from "vitest";
import { getPlatform } from "@/lib/catalogue";
import { answerPlatforms, converse } from "@/server/eval/run";

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
