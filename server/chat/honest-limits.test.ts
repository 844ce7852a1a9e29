import { describe, expect, it } from "vitest";
import { notInCatalogueAnswer, siteAnswer, siteTopic, unknownName } from "@/server/chat/honest-limits";
import { knowsWord } from "@/server/discovery";
import { offlineAnswer } from "@/server/chat/offline-assistant";

const ask = (content: string) => offlineAnswer([{ role: "user", content }]);

describe("questions about the site", () => {
  it("reads the topic of a question addressed to the site", () => {
    expect(siteTopic("who is behind this website")).toBe("owner");
    expect(siteTopic("do brands pay you to rank higher? how do you rank them")).toBe("ranking");
    expect(siteTopic("are your prices up to date?")).toBe("prices");
    expect(siteTopic("how do I add a missing product to your list")).toBe("suggest");
    expect(siteTopic("best tool to build my site")).toBeUndefined();
    expect(siteTopic("a chatbot for my website")).toBeUndefined();
  });

  it("answers from the site's own pages, with no product list", () => {
    const answer = ask("Who is the owner of this site?");
    expect(answer).toContain(siteAnswer("owner"));
    expect(answer).toContain("](/contact)");
    expect(answer).not.toMatch(/\]\(\/platforms\//);
    expect(ask("Does anyone pay you to be ranked first on this site?")).not.toMatch(/\]\(\/platforms\//);
  });
});

describe("a product the catalogue does not list", () => {
  it("finds the name said like a name, not a known platform or an ordinary word", () => {
    expect(unknownName("Is Msty worth installing?", knowsWord)).toBe("Msty");
    expect(unknownName("what about Tabby Agent for my terminal", knowsWord)).toBe("Tabby Agent");
    expect(unknownName("Is Koboldcpp2 free", knowsWord)).toBe("Koboldcpp2");
    expect(unknownName("Is Midjourney good for logos?", knowsWord)).toBeUndefined();
    expect(unknownName("Best AI for my Instagram posts, please", knowsWord)).toBeUndefined();
    // Said after the task, a name is a detail of the task, not the question.
    expect(unknownName("I need a support bot on my Squarespace store", knowsWord, "I need a support bot".length)).toBeUndefined();
    expect(ask("I need a support bot on my Squarespace store")).not.toMatch(/not in our catalogue/);
  });

  it("says it is not in the catalogue, never shows a platform that only shares a word as the answer", () => {
    const answer = ask("Is Msty Studio any good?");
    expect(answer).toContain(notInCatalogueAnswer("Msty Studio"));
    expect(answer).not.toMatch(/named in your/i);
  });
});
