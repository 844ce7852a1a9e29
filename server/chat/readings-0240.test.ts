import { describe, expect, it } from "vitest";
import { answerPlatforms, converse } from "@/server/eval/run";

const listed = (...turns: string[]) => answerPlatforms(converse(turns)).listed;

describe("'ok what else' after asking about one platform (decision 0240)", () => {
  it("lists the earlier task's other platforms, not thanks, and not the one asked about", () => {
    const answer = converse(["we're a clinic, need a hipaa ai scribe", "is otter hipaa compliant", "ok what else then"]);
    expect(answer).not.toMatch(/^You're welcome/);
    const ids = answerPlatforms(answer).listed;
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).not.toContain("otter-ai");
  });

  it("'ok' alone is still thanks", () => expect(converse(["What is Gamma?", "ok"])).toMatch(/^You're welcome/));
});

describe("a tool asked for with privacy as its condition (decision 0240)", () => {
  it("'we're a clinic, need a HIPAA AI scribe' says what the catalogue cannot tell of privacy, then lists note takers", () => {
    const answer = converse(["we're a clinic, need a hipaa ai scribe"]);
    expect(answer).toContain("records privacy terms for only a few platforms");
    const ids = answerPlatforms(answer).listed;
    expect(ids.length).toBeGreaterThan(2);
    expect(ids.some((id) => ["fathom", "fireflies-ai", "otter-ai", "granola", "fellow", "tactiq", "read-ai"].includes(id))).toBe(true);
  });

  it("a privacy question with no tool asked ('is my data safe with AI tools?') gets the note alone", () => {
    expect(listed("is my data safe with ai tools?")).toEqual([]);
  });
});

describe("a follow-up on cost keeps the task a new phrase stated (decision 0240)", () => {
  it("'cheapest per seat' after 'need a call recorder for the AE team' lists meeting recorders", () => {
    const ids = listed("our crm is salesforce", "need a call recorder for the AE team", "cheapest per seat");
    expect(ids.slice(0, 3).every((id) => ["fathom", "fireflies-ai", "otter-ai", "granola", "fellow", "tactiq", "read-ai", "krisp"].includes(id))).toBe(true);
  });
});

describe("a question about privacy that asks for no tool (decision 0240)", () => {
  it("'Is my data safe with AI chatbots?' gets the privacy note, no list", () => expect(listed("Is my data safe with AI chatbots?")).toEqual([]));
});

describe("a well-known work product we lack, named as what the visitor uses (decision 0240)", () => {
  it("'we use gong but it's way too expensive' is told Gong is not listed, with the call recorders we list", () => {
    const answer = converse(["sales team of 5", "we use gong but it's way too expensive", "something cheaper"]);
    expect(answer).toMatch(/gong\*\* is not in our catalogue/i);
    expect(answerPlatforms(answer).listed.slice(0, 3).every((id) => ["fathom", "fireflies-ai", "otter-ai", "granola", "fellow", "tactiq", "read-ai", "krisp"].includes(id))).toBe(true);
  });
});
