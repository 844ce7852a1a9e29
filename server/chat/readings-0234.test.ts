import { describe, expect, it } from "vitest";
import { answerPlatforms, converse } from "@/server/eval/run";
import { getPlatform } from "@/lib/catalogue";

const linked = (...turns: string[]) => answerPlatforms(converse(turns)).linked.map((id) => getPlatform(id)!);

describe("where a platform is not recorded with what was asked, the others offered do its job (decision 0234)", () => {
  it("'does cursor run on windows' offers code tools recorded on Windows, never a spreadsheet or an image tool", () => {
    const [first, ...others] = linked("does cursor run on windows");
    expect(first?.id).toBe("cursor");
    expect(others.length).toBeGreaterThan(0);
    for (const p of others) {
      expect(p.category).toBe("code");
      expect(p.attributes?.runsOn?.value).toContain("windows");
    }
  });

  it("a platform with no one of its kind recorded so offers nobody rather than something unrelated", () => {
    const subject = getPlatform("descript")!;
    const others = linked("is descript on linux").slice(1);
    expect(others.filter((p) => p.category !== subject.category && p.useCases[0] !== subject.useCases[0])).toEqual([]);
  });
});

describe("an everyday word that is a name is that name beside another name (decision 0234)", () => {
  it("'make or zapier?' compares Make and Zapier, in the order named", () => {
    const answer = converse(["make or zapier?"]);
    expect(answer).toMatch(/^\*\*\[Make\]\(\/platforms\/make\)\*\* vs \*\*\[Zapier\]/);
  });

  it("'canva or make a logo myself' names Canva alone: 'make' before what it makes is the verb", () => {
    expect(converse(["canva or make a logo myself"])).not.toMatch(/\/platforms\/make\)/);
  });
});

describe("a question about nothing in the catalogue gets no products matched by numbers or near spellings (decision 0234)", () => {
  for (const text of ["what's 15% of 340", "whats the right dose of children's ibuprofen for a 40 lb kid", "como se faz bacalhau à brás?", "should I buy nvidia stock right now"]) {
    it(`'${text}' lists no platform`, () => {
      expect(answerPlatforms(converse([text])).linked).toEqual([]);
    });
  }
});

describe("a wish opening a follow-up is said of the task before, even with 'it' (decision 0234)", () => {
  it("'I'd rather self-host it' after order automation puts the self-hostable tool first", () => {
    const turns = ["every new shopify order I copy into a google sheet by hand and then email the supplier", "I'd rather self-host it, not keen on sending customer data to a US cloud"];
    const first = linked(...turns)[0]!;
    expect(first.attributes?.local?.value ?? first.attributes?.openSource?.value).toBeTruthy();
    expect(converse(turns)).toMatch(/^Top matches/);
  });
});
