import { describe, expect, it } from "vitest";
import { notInCatalogueAnswer, siteAnswer, siteTopic } from "@/server/chat/honest-limits";
import { discover, unknownNameOf } from "@/server/discovery";
import { platforms } from "@/lib/catalogue";
import { emptyQuery } from "@/lib/discovery/query";
import { fold } from "@/lib/discovery/text";
import { names } from "@/lib/vocabulary";
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

describe("questions about the assistant itself", () => {
  it("says what it is and what it answers from, in the visitor's words and language, with no product list", () => {
    for (const text of ["are you chatgpt?", "what model are you?", "who made you?", "am I talking to a bot?", "bist du ein Mensch?", "¿eres un bot?"]) {
      expect(siteTopic(text), text).toBe("assistant");
      const answer = ask(text);
      expect(answer, text).not.toMatch(/\]\(\/platforms\//);
      expect(answer, text).toContain("](/how-we-rank)");
    }
    expect(ask("are you chatgpt?")).toContain("not ChatGPT");
  });

  it("leaves questions about a platform, and requests, to the catalogue", () => {
    expect(siteTopic("is chatgpt free?")).toBeUndefined();
    expect(siteTopic("what are you using for video editing?")).toBeUndefined();
    // A task beside the words about the assistant is what is asked.
    expect(siteTopic("who are you recommending for logos?")).toBeUndefined();
    expect(ask("are you a bot or can you recommend a logo tool?")).toMatch(/\]\(\/platforms\//);
    expect(ask("what is chatgpt?")).toMatch(/\]\(\/platforms\/chatgpt\)/);
  });
});

describe("questions the trust pages answer (issue 30)", () => {
  it("reads placement and what the site keeps as questions about the site, not about a product", () => {
    expect(siteTopic("does anyone pay for placement?")).toBe("ranking");
    expect(siteTopic("are there sponsored listings here?")).toBe("ranking");
    expect(siteTopic("what do you store about me?")).toBe("privacy");
    expect(siteTopic("do you use cookies?")).toBe("privacy");
    expect(siteTopic("Is my data safe with ChatGPT?")).toBeUndefined();
  });

  it("links the page that answers: About, How we rank and Disclosure, Privacy, Suggest a tool", () => {
    expect(offlineAnswer([{ role: "user", content: "who runs this site?" }])).toContain("](/about)");
    const ranking = offlineAnswer([{ role: "user", content: "does anyone pay for placement?" }]);
    expect(ranking).toContain("](/how-we-rank)");
    expect(ranking).toContain("](/disclosure)");
    expect(offlineAnswer([{ role: "user", content: "what do you store about me?" }])).toContain("](/privacy)");
    expect(siteAnswer("suggest")).toContain("](/suggest-a-tool)");
    expect(notInCatalogueAnswer("LM Studio")).toContain("](/suggest-a-tool?name=LM%20Studio)");
  });
});

describe("a product the catalogue does not list", () => {
  it("finds the name said like a name, not a known platform or an ordinary word", () => {
    expect(unknownNameOf("Is Msty worth installing?")).toBe("Msty");
    expect(unknownNameOf("what about Tabby Agent for my terminal")).toBe("Tabby Agent");
    expect(unknownNameOf("Is Koboldcpp2 free")).toBe("Koboldcpp2");
    expect(unknownNameOf("Is Midjourney good for logos?")).toBeUndefined();
    expect(unknownNameOf("Best AI for my Instagram posts, please")).toBeUndefined();
    // Said as a detail of the task, a name is not the question.
    expect(unknownNameOf("I need a support bot on my Squarespace store")).toBeUndefined();
    expect(ask("I need a support bot on my Squarespace store")).not.toMatch(/not in our catalogue/);
  });

  it("says it is not in the catalogue, never shows a platform that only shares a word as the answer", () => {
    const answer = ask("Is Msty Studio any good?");
    expect(answer).toContain(notInCatalogueAnswer("Msty Studio"));
    expect(answer).not.toMatch(/named in your/i);
  });
});

describe("a product the catalogue does not list but whose kind we know (content/vocabulary/names.json `unlisted`)", () => {
  const key = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, " ").trim();

  it("lists no platform of the catalogue: one added to it comes out of the list", () => {
    const listed = new Set(platforms.flatMap((p) => [p.name, p.id.replace(/-/g, " "), ...(p.vocabulary?.aliases ?? [])].map(key)));
    const unlisted = Object.keys(names.unlisted).filter((n) => n !== "note");
    expect(unlisted.length).toBeGreaterThan(20);
    expect(unlisted.filter((n) => listed.has(key(n)))).toEqual([]);
  });

  it("search: says the catalogue lacks it, then shows platforms of its kind, even for a name that is also a word", () => {
    const lm = discover({ ...emptyQuery, text: "lm studio" }, { limit: 5 });
    expect(lm.unknownName).toBe("lm studio");
    expect(lm.platforms.map((r) => r.platform.id)).toContain("localai");
    const tome = discover({ ...emptyQuery, text: "Tome" }, { limit: 5 });
    expect(tome.unknownName).toBe("Tome");
    expect(tome.platforms.map((r) => r.platform.category)).toContain("presentation");
  });

  it("assistant: says so, then the nearest kind with the rest of the question's wishes", () => {
    const free = ask("Is GPT4All free?");
    expect(free).toContain(notInCatalogueAnswer("GPT4All"));
    expect(free).toContain("(/platforms/localai)");
    expect(free).toMatch(/free or freemium plans only/);
    const video = ask("What do you think of Sora?");
    expect(video).toContain(notInCatalogueAnswer("Sora"));
    expect(video).toMatch(/\(\/platforms\/(google-veo|kling|runway|luma-dream-machine|hailuo-ai)\)/);
  });
});
