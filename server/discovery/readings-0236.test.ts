import { describe, expect, it } from "vitest";
import { attributeWishes } from "@/lib/discovery/attribute-wishes";
import { fold } from "@/lib/discovery/word-forms";
import { discover } from "@/server/discovery";
import { emptyQuery } from "@/lib/discovery/query";

const ids = (text: string) => discover({ ...emptyQuery, text }, { articles: 0 }).platforms.map((r) => r.platform.id);
const wishes = (text: string) => attributeWishes(` ${fold(text).replace(/[^\p{L}\p{N}$€.]+/gu, " ")} `).has;

describe("data kept from the cloud is the local wish, said as a refusal or as staying in house (decision 0236)", () => {
  for (const text of [
    "our patient records must never be uploaded to the cloud",
    "a transcriber that doesn't send recordings to their servers",
    "client files have to stay in-house",
    "everything is kept on premises here",
    "los contratos no pueden subirse a la nube",
    "die Akten dürfen nicht in die Cloud",
  ]) {
    it(`'${text}' asks for a tool that runs locally`, () => expect(wishes(text)).toContain("local"));
  }

  for (const text of ["no i mean internet search", "im not a coder and i want internet research", "best cloud storage with ai search", "our in-house designers need mockups"]) {
    it(`'${text}' asks for nothing local`, () => expect(wishes(text)).not.toContain("local"));
  }

  it("a law office whose data must stay in house gets tools it can run itself first", () => {
    const first = ids("AI assistant for a small accounting firm, client data must stay in house").slice(0, 2);
    expect(first).toContain("open-webui");
  });
});

describe("a chat assistant one runs oneself: the local chat interfaces first (decision 0236)", () => {
  for (const text of ["a chatbot I can use on my laptop without wifi", "self-hostable ChatGPT-style assistant for our staff"]) {
    it(`'${text}' lists Open WebUI and LocalAI before the cloud assistants`, () => {
      const first = ids(text).slice(0, 2);
      expect(first.sort()).toEqual(["localai", "open-webui"]);
    });
  }

  it("where tools of the task's own kind meet the wish, they stay first ('open source image generator I can run myself')", () => {
    for (const id of ids("open source image generator I can run myself").slice(0, 3)) expect(["stability-ai", "flux", "krea", "comfyui"]).toContain(id);
  });
});

describe("a word beside a name makes it the model of what is asked (decision 0236)", () => {
  for (const [text, subject] of [
    ["a Notion-type workspace for my club", "notion-ai"],
    ["we want a Canva clone for our team", "canva"],
    ["un asistente estilo ChatGPT para mi empresa", "chatgpt"],
  ] as const) {
    it(`'${text}' lists others like ${subject}`, () => {
      const found = discover({ ...emptyQuery, text }, { articles: 0 });
      expect(found.alternativeTo?.id).toBe(subject);
      expect(found.platforms.map((r) => r.platform.id)).not.toContain(subject);
    });
  }

  it("not away from a name ('Grammarly for my writing style' is about Grammarly)", () => {
    expect(discover({ ...emptyQuery, text: "Grammarly for my writing style" }, { articles: 0 }).alternativeTo).toBeUndefined();
  });
});

describe("shorthand of the trade reads as the task it stands for (decision 0236)", () => {
  for (const [text, task] of [
    ["i2v model with sound", "video.image-to-video"],
    ["cheap t2v", "video.generate"],
    ["asr for call recordings", "audio.transcribe"],
    ["bgm for a cooking channel", "music.background"],
  ] as const) {
    it(`'${text}' reads ${task} and lists its tools`, () => {
      const found = discover({ ...emptyQuery, text }, { articles: 0 });
      expect(found.understood?.tasks.map((t) => t.id)).toContain(task);
      expect(found.unknownName).toBeUndefined();
      expect(found.platforms[0]?.reasons.tasks).toContain(task);
    });
  }
});

describe("the plural of an ordinary word is no part of a name (decision 0236)", () => {
  for (const text of ["new pics for my dating profile", "turn my pics into a collage"]) {
    it(`'${text}' names no platform`, () => {
      expect(discover({ ...emptyQuery, text }, { articles: 0 }).platforms.filter((r) => r.reasons.named)).toEqual([]);
    });
  }

  it("a misspelt name still names ('picsrt editor')", () => {
    expect(ids("picsrt editor")[0]).toBe("picsart");
  });
});

describe("doing things said beside the web is an agent that uses websites (decision 0236)", () => {
  it("'an AI to go do stuff on websites so I don't have to' lists browsing agents first", () => {
    const found = discover({ ...emptyQuery, text: "an AI to go do stuff on websites so I don't have to" }, { articles: 0 });
    expect(found.understood?.tasks.map((t) => t.id)).toContain("agent.browser");
    expect(["manus", "perplexity", "genspark"]).toContain(found.platforms[0]?.platform.id);
  });
});

describe("an app a workflow names is a known word, never a typo to split (decision 0236)", () => {
  it("'each new shopify order goes into mailchimp automatically' is a workflow between apps", () => {
    const found = discover({ ...emptyQuery, text: "each new shopify order goes into mailchimp automatically" }, { articles: 0 });
    expect(found.corrected).toBeUndefined();
    expect(found.platforms[0]?.platform.category).toBe("automation");
  });
});

describe("the words people search with, asked plainly, are keyword research (decision 0236)", () => {
  it("'which phrases do people google when they want a wedding florist' lists SEO tools", () => {
    const found = discover({ ...emptyQuery, text: "which phrases do people google when they want a wedding florist" }, { articles: 0 });
    expect(found.understood?.tasks.map((t) => t.id)).toContain("seo.keyword-research");
    expect(found.platforms[0]?.platform.category).toBe("seo");
  });

  it("'find words that rhyme with orange' is no SEO question", () => {
    expect(discover({ ...emptyQuery, text: "find words that rhyme with orange" }, { articles: 0 }).understood?.tasks.map((t) => t.id) ?? []).not.toContain("seo.keyword-research");
  });
});

describe("a wish beside a name that none of its kind meets: only tools doing its job are alike (decision 0236)", () => {
  it("'an open-source alternative to Zapier' lists automation tools, not open-source tools for other jobs", () => {
    for (const r of discover({ ...emptyQuery, text: "an open-source alternative to Zapier" }, { articles: 0 }).platforms.slice(0, 3)) expect(r.platform.category).toBe("automation");
  });

  it("'ChatGPT but open source' still lists the local models' chat tools first", () => {
    expect(ids("ChatGPT but open source").slice(0, 2).sort()).toEqual(["localai", "open-webui"]);
  });
});

describe("more ways of saying a browsing agent, a flow and noise removal (decision 0236)", () => {
  for (const [text, task] of [
    ["a bot that fills out web forms for me all day", "agent.browser"],
    ["auto copy new invoices from gmail into dropbox", "automation.workflow"],
    ["noise cancelling for my podcast guests' audio", "audio.denoise"],
  ] as const) {
    it(`'${text}' reads ${task}`, () => {
      expect(discover({ ...emptyQuery, text }, { articles: 0 }).understood?.tasks.map((t) => t.id)).toContain(task);
    });
  }
});

describe("leaving the visitor's own network refused, and running models at home (decision 0236)", () => {
  it("'nothing may leave our network' is the local wish", () => expect(wishes("contracts Q&A tool, nothing may leave our network")).toContain("local"));

  it("'want to try running llms at home' lists tools to run models oneself", () => {
    const found = discover({ ...emptyQuery, text: "want to try running llms at home" }, { articles: 0 });
    expect(found.understood?.tasks.map((t) => t.id)).toContain("model.run-locally");
    expect(found.platforms[0]?.reasons.tasks).toContain("model.run-locally");
    expect(found.platforms.slice(0, 2).map((r) => r.platform.category)).toContain("local-models");
  });
});
