import { describe, expect, it } from "vitest";
import { getPlatform } from "@/lib/catalogue";
import { answerPlatforms, converse } from "@/server/eval/run";

const listed = (...turns: string[]) => answerPlatforms(converse(turns)).listed;

describe("a follow-up that lists languages keeps the task asked before (decision 0237)", () => {
  it("'in italian and english as well' after narration for tutorials lists voice tools, not translators", () => {
    const ids = listed("I need narration for my tutorial videos", "in italian and english as well");
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids.slice(0, 3)) expect(getPlatform(id)!.category).not.toBe("translation");
    expect(getPlatform(ids[0]!)!.useCases).toContain("audio");
  });
});

describe("the catalogue as where a product is, and a product we lack followed up with 'it' (decision 0237)", () => {
  it("'does your directory include Wordly?' says Wordly is not in the catalogue, not who runs the site", () => {
    const answer = converse(["does your directory include Wordly?"]);
    expect(answer).toMatch(/\*\*Wordly\*\* is not in our catalogue/);
    expect(answer).not.toMatch(/is run by/);
  });

  it("'does your catalogue have Canva?' describes Canva", () => {
    expect(converse(["does your catalogue have Canva?"])).toMatch(/^\*\*\[Canva\]\(\/platforms\/canva\)\*\*/);
  });

  it("'I made a budgeting app, how do I get it listed on your site?' is the suggestion form's answer, with no products", () => {
    const answer = converse(["I made a budgeting app, how do I get it listed on your site?"]);
    expect(answer).toMatch(/\/suggest-a-tool/);
    expect(answerPlatforms(answer).listed).toEqual([]);
  });

  it("two turns after 'what do you know about Tome', 'is it expensive?' still says Tome is missing", () => {
    const answer = converse(["what do you know about tome", "does it still make decks", "is it expensive?"]);
    expect(answer).toMatch(/\*\*tome\*\* is not in our catalogue/);
  });
});

describe("'those' that are not the tools listed (decision 0237)", () => {
  it("'something that replies to those on our site' after customers' late messages lists support chatbots, not the assistants listed", () => {
    const ids = listed("best ai assistant for small business", "customers message us late at night", "something that replies to those on our site");
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids.slice(0, 3)) expect(getPlatform(id)!.category).toBe("chatbot");
  });
});

describe("'what can I use instead' after a platform's terms (decision 0237)", () => {
  it("after DeepSeek's privacy, 'what should I use instead that keeps my data private?' lists others like it after the privacy note", () => {
    const answer = converse(["tell me about deepseek", "does it keep what I type?", "what should I use instead that keeps my data private?"]);
    expect(answer).toMatch(/privacy policy/);
    const ids = answerPlatforms(answer).listed;
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain("deepseek");
  });
});

describe("what the visitor only has is the input of the task before, in any language (decision 0237)", () => {
  for (const [first, second] of [
    ["I want a 3d model of my mascot that I can print", "we only have a drawing of it"],
    ["quero um modelo 3d do meu mascote pra imprimir", "tenho só um desenho"],
  ] as const) {
    it(`'${second}' after '${first}' keeps the 3D tools`, () => {
      const ids = listed(first, second);
      expect(ids.length).toBeGreaterThan(0);
      expect(getPlatform(ids[0]!)!.category).toBe("3d");
    });
  }
});

describe("what a comparison is for, said next, compares the same platforms for it (decision 0237)", () => {
  it("'for turning our help center into a bot' after 'Tidio or Crisp' compares Tidio and Crisp again", () => {
    const answer = converse(["tidio or crisp", "for turning our help center articles into a support bot"]);
    expect(answer).toMatch(/\*\*\[Tidio\]\(\/platforms\/tidio\)\*\* vs \*\*\[Crisp\]\(\/platforms\/crisp\)\*\*/);
  });
});

describe("a choice between devices is no question for a tool, nor what follows it (decision 0237)", () => {
  const offTopic = /^I only help you find AI tools/;
  it("'android vs iphone, which should I buy?' is off-topic", () => expect(converse(["android vs iphone, which should I buy?"])).toMatch(offTopic));
  it("'and which one has the better camera' after it is off-topic too", () => expect(converse(["android vs iphone, which should I buy?", "and which one has the better camera"])).toMatch(offTopic));
  it("'a meditation app for iphone or android' is a request for a tool", () => expect(converse(["a meditation app for iphone or android"])).not.toMatch(offTopic));
  it("'which of those works on android or iphone' after a list asks it of the list", () =>
    expect(converse(["best free ai image generator", "which of those works on android or iphone"])).not.toMatch(offTopic));
});
