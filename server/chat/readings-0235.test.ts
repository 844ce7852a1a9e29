import { describe, expect, it } from "vitest";
import { answerPlatforms, converse } from "@/server/eval/run";

const linked = (...turns: string[]) => answerPlatforms(converse(turns)).linked;

describe("a question for no tool after thanks is a new question, not a refinement of the last one (decision 0235)", () => {
  it("'ok thanks. how do I get red wine out of a carpet?' after a list lists no product", () => {
    expect(linked("which tool can take notes in my zoom calls?", "ok thanks. how do I get red wine out of a carpet?")).toEqual([]);
  });

  it("'random q' announces a new subject", () => {
    expect(linked("best ai for logos?", "cool. random q, what's the best way to descale a kettle?")).toEqual([]);
  });

  it("a thanks before a question pointing back still asks about the platform ('thanks! does it work with Google Meet?')", () => {
    const [first] = linked("best meeting notetaker?");
    expect(linked("best meeting notetaker?", "thanks! also, does it work with google meet?")[0]).toBe(first);
  });

  it("a thanks before a request for a tool is that request ('thanks! now what can clean up my podcast audio?')", () => {
    expect(linked("best ai for logos?", "thanks! now what can clean up my podcast audio?")).toContain("adobe-podcast");
  });
});

describe("asking the site for its API or its list of tools is a question about the site (decision 0235)", () => {
  it("'do you have an api?' after a list points at the developers page", () => {
    const answer = converse(["best tools for transcribing interviews?", "do you have an api? we'd use your tool list in an internal app"]);
    expect(answer).toContain("](/developers)");
    expect(answerPlatforms(answer).linked).toEqual([]);
  });
});
