import { describe, expect, it } from "vitest";
import { attributeWishes } from "@/lib/discovery/attribute-wishes";
import { emptyQuery } from "@/lib/discovery/query";
import { discover, unknownNameOf } from "@/server/discovery";
import { converse } from "@/server/eval/run";

/** The assistant's answer to the last of the visitor's turns, as the chat widget holds the conversation. */
const answer = (...turns: string[]) => converse(turns);

const top = (text: string, n = 3) => discover({ ...emptyQuery, text }, { articles: 0 }).platforms.slice(0, n).map((r) => r.platform);
const linked = (text: string) => [...new Set([...text.matchAll(/\]\(\/platforms\/([a-z0-9-]+)[)#]/g)].map((m) => m[1]!))];

describe("hardware of the visitor's own, in any of the six languages, is the wish to run locally (decision 0230)", () => {
  it("reads a preposition, a possessive or 'own', and a machine, in each of the six languages", () => {
    for (const text of ["host it on our own servers", "auf eigenen Servern betreiben", "sur nos propres serveurs", "en mi propio portátil", "sui nostri server", "on my own workstation"]) {
      expect(attributeWishes(` ${text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase()} `).has, text).toContain("local");
    }
  });

  it("a machine that is nobody's in particular asks for nothing", () => {
    expect(attributeWishes(" the files are on the server ").has).toEqual([]);
  });

  it("a German request to run a chat on its own servers, for data protection, lists tools that run locally, not data tools", () => {
    const kinds = top("ChatGPT lokal installieren ohne Internet Datenschutz").map((p) => p.category);
    expect(kinds.slice(0, 2)).toEqual(["local-models", "local-models"]);
  });
});

describe("a key of the visitor's own is what they bring, not a task (decision 0230)", () => {
  it("'a coding assistant where I bring my own API key' lists coding tools, not model APIs", () => {
    for (const p of top("open source coding assistant where i bring my own api key")) expect(p.category, p.id).toBe("code");
  });
});

describe("an ending joined by a hyphen is part of the word before it (decision 0230)", () => {
  it("'watercolor-ish' names no product the catalogue lacks", () => {
    expect(unknownNameOf("kids picture book illustrations. watercolor-ish, and the fox has to look the same on every page")).toBeUndefined();
    expect(answer("need illustrations for a kids picture book. watercolor-ish, and the fox has to look the same on every page")).not.toContain("not in our catalogue");
  });
});

describe("a guide named as where the visitor saw something asks for no guides (decision 0230)", () => {
  it("'what's Exa? saw it in a LangChain tutorial' is about Exa", () => {
    expect(answer("what's exa? saw it in a langchain tutorial").startsWith("**[Exa](/platforms/exa)**")).toBe(true);
  });

  it("'any tutorials on Cursor?' still asks for the guides", () => {
    expect(answer("any tutorials on cursor?")).toContain("](/blog/");
  });
});

describe("'is it free?' with the reason it must be (decision 0230)", () => {
  it("'is remove.bg free? I can't pay for anything' says that it is, not others cheaper than it", () => {
    const text = answer("is remove.bg free? i can't pay for anything rn, just need to cut out a few pics for a school project");
    expect(text.startsWith("Yes, there is a free plan. **[remove.bg](/platforms/remove-bg)**")).toBe(true);
  });

  it("a paid platform asked the same way gets the cheaper ones of its kind", () => {
    expect(answer("is semrush free? i cant afford 130 a month").startsWith("Alternatives to **[Semrush](/platforms/semrush)**")).toBe(true);
  });
});

describe("licence or privacy asked of the platforms just listed (decision 0230)", () => {
  it("'which of those lets us sell the book commercially?' answers for the image tools listed, and takes no publishing service for a product", () => {
    const first = "need a bunch of illustrations for a kids picture book my sister wrote, the fox has to look the same on every page";
    const listedFirst = linked(answer(first)).slice(0, 3);
    const text = answer(first, "ok and which of those lets us sell the book commercially? planning to put it on amazon kdp");
    expect(text).not.toContain("not in our catalogue");
    expect(linked(text)).toEqual(listedFirst);
  });
});

describe("the site said by its parts, in any of the six languages (decision 0230)", () => {
  it("'does this chat store what I type?' is the site's privacy, with no product list", () => {
    const text = answer("does this chat store what i type? i pasted some work stuff earlier");
    expect(text).toContain("no cookies");
    expect(linked(text)).toEqual([]);
  });

  it("'eine API, über die ich euren Katalog einbinden kann' points to the developers' page", () => {
    const text = answer("Gibt es eine API, über die ich euren Katalog in meine eigene App einbinden kann?");
    expect(text).toContain("](/developers)");
    expect(linked(text)).toEqual([]);
  });

  it("the visitor's own things named with 'this' stay a task ('build this web app')", () => {
    expect(linked(answer("i want to build this web app with ai")).length).toBeGreaterThan(0);
  });
});

describe("the business's place said before the bot (decision 0230)", () => {
  it("'replacing Drift on our website with an AI bot' lists chatbot builders, as 'an AI bot on our website' does", () => {
    for (const p of top("replacing drift on our website with an ai bot")) expect(p.category, p.id).toBe("chatbot");
  });

  it("a place with no bot after it stays what the rest asks ('for my website I need an AI assistant to write blog posts')", () => {
    for (const p of top("for my website i need an ai assistant to write blog posts")) expect(p.category, p.id).not.toBe("chatbot");
  });
});
