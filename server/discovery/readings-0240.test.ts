import { describe, expect, it } from "vitest";
import { understandText } from "@/lib/discovery/understand";
import { unknownNameOf } from "@/server/discovery";

const cases = (text: string) => understandText(text).useCases;

describe("how a text should read is no language to translate into (decision 0240)", () => {
  it("'SOC 2 policies in plain language' is writing, not translation", () => {
    expect(cases("help writing SOC 2 policies and procedures in plain language")).toContain("writing");
    expect(cases("help writing SOC 2 policies and procedures in plain language")).not.toContain("translation");
  });

  it("'explain it in simple language' is no translation; 'in their language' still is", () => {
    expect(cases("explain it in simple language")).not.toContain("translation");
    expect(cases("answer customers in their language")).toContain("translation");
  });
});

describe("one language asked of something the visitor has is its translation (decision 0240)", () => {
  it("'also want them in Mandarin for overseas buyers' and 'can I get it into French' read translation", () => {
    expect(cases("also want them in mandarin for overseas buyers")).toContain("translation");
    expect(cases("can i get it into french")).toContain("translation");
  });

  it("'has to answer them in Spanish too' is what the tool does in that language, no translation", () => expect(cases("has to answer them in spanish too")).not.toContain("translation"));
});

describe("the words of work documents and call recording (decision 0240)", () => {
  it("'grant proposals take us forever' is writing", () => expect(cases("grant proposals take us forever")).toContain("writing"));
  it("'a call recorder for the AE team' is a meeting note taker's job", () => expect(understandText("need a call recorder for the AE team").phrases).toContain("call recorder"));
});

describe("the other side of a comparison with a listed platform is a product's name (decision 0240)", () => {
  it("'magic school ai vs brisk for teachers' names Brisk, which the catalogue lacks, though 'brisk' is a word", () => expect(unknownNameOf("magic school ai vs brisk for teachers")).toBe("brisk"));
  it("a listed name misspelt beside 'vs' is that platform, no product we lack", () => {
    expect(unknownNameOf("cursr vs copilot")).toBeUndefined();
    expect(unknownNameOf("fireflys vs fathom for sales calls")).toBeUndefined();
  });
  it("an everyday thing compared with a platform is no name ('notion vs paper')", () => expect(unknownNameOf("notion vs paper")).toBeUndefined());
});

describe("a helper said with where it works stays that kind of tool (decision 0240)", () => {
  const kinds = (text: string) => understandText(text).needs.map((n) => (n.categories ?? []).join("+"));
  it("'clinic website chatbot that books appointments' keeps the website chatbot beside the booking", () => expect(kinds("clinic website chatbot that books appointments")).toContain("chatbot"));
  it("'an ai assistant that writes code' is still a coding tool and no chat assistant", () => expect(understandText("an ai assistant that writes code").needs.map((n) => n.useCases[0])).toEqual(["code"]));
});
