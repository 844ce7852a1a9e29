import { describe, expect, it } from "vitest";
import { detectLanguage, languageOf, understand } from "@/server/chat/understanding";

const ids = (text: string) => understand(text).platforms.map((p) => p.id);

describe("understanding: task words come from the engine's synonym table", () => {
  it.each([
    ["I want to make short marketing videos with an AI avatar, on a small budget", ["avatar", "video"]],
    ["something to schedule my instagram and linkedin posts with AI captions", ["social"]],
    ["Give me a tool for keyword research and ranking blog posts on Google", ["seo"]],
    ["Wie kann ich PDFs ins Englische übersetzen?", ["translation"]],
  ])("'%s' reads as %j (among others)", (text, expected) => {
    const q = understand(text);
    for (const u of expected) expect(q.useCases).toContain(u);
    expect(q.intents[0]).toBe("recommend");
  });

  it("reads constraints: free, cheap, a budget, a team", () => {
    expect(understand("best free ai chatbot with no limits").free).toBe(true);
    expect(understand("on a small budget").cheap).toBe(true);
    expect(understand("video tools under $15/month").budget).toBe(15);
    expect(understand("a writing assistant for a team").team).toBe(true);
    expect(understand("is there a free trial of Jasper?").free).toBe(false);
  });

  it("says 'a support bot for my website' is about support, not websites", () => {
    expect(understand("customer support bot for my website").useCases).not.toContain("web-development");
    expect(understand("a website builder for my bakery").useCases).toContain("web-development");
  });
});

describe("understanding: intents and subjects", () => {
  it.each([
    ["ChatGPT vs Claude", "compare", ["chatgpt", "claude"]],
    ["Alternatives to Grammarly?", "alternatives", ["grammarly"]],
    ["How much is Midjourney?", "price", ["midjourney"]],
    ["What is NotebookLM?", "describe", ["notebooklm"]],
    ["any guide on AI video?", "guides", []],
    ["hi", "greeting", []],
    ["thanks!", "thanks", []],
    ["Alternativen zu Grammarly", "alternatives", ["grammarly"]],
    ["¿Cuánto cuesta Midjourney?", "price", ["midjourney"]],
    ["comparer Gamma et Pitch", "compare", ["gamma", "pitch"]],
  ])("'%s' is %s about %j", (text, intent, subjects) => {
    const q = understand(text);
    expect(q.intents).toContain(intent);
    expect(ids(text)).toEqual(subjects);
  });

  it("states two intents in one message", () => {
    expect(understand("What is Gamma and how much does it cost?").intents).toEqual(expect.arrayContaining(["describe", "price"]));
  });

  it("notices follow-ups that refer to the last answer", () => {
    expect(understand("which of those is free?").cues.ofThose).toBe(true);
    // Before a plural noun that names no tool, "those" points at the visitor's own things.
    expect(understand("now something to schedule those products on instagram").cues.ofThose).toBe(false);
    expect(understand("are any of those tools free?").cues.ofThose).toBe(true);
    expect(understand("are those ones free?").cues.ofThose).toBe(true);
    expect(understand("how much is it?").cues.pronoun).toBe(true);
    expect(understand("and compared with Windsurf?").cues.compareStrong).toBe(true);
    expect(understand("and compared with Windsurf?").cues.continuation).toBe(true);
  });

  it("leaves Copilot open until the context decides", () => {
    expect(understand("how much is copilot?").ambiguousCopilot).toBe(true);
    expect(ids("copilot in excel")).toEqual(["microsoft-copilot"]);
    expect(ids("copilot vs cursor")).toEqual(["github-copilot", "cursor"]);
  });
});

describe("understanding: the visitor's language", () => {
  it.each([
    ["Wie kann ich PDFs ins Englische übersetzen?", "de"],
    ["¿Cuál es la mejor herramienta gratis para hacer videos?", "es"],
    ["Quel est le meilleur outil pour créer un logo ?", "fr"],
    ["Qual é a melhor ferramenta para traduzir documentos?", "pt"],
    ["comparar ChatGPT y Claude", "es"],
    ["What is the best free tool for a logo?", "en"],
    ["ChatGPT vs Claude", "en"],
    ["a video for my site", "en"],
    // Short questions, one per language (issue 25).
    ["¿qué app para hacer logos gratis?", "es"],
    ["welches Tool für Präsentationen?", "de"],
    ["quelle IA pour traduire un PDF ?", "fr"],
    ["qual IA para editar vídeo?", "pt"],
    ["quale IA per scrivere codice?", "it"],
    ["Quanto costa ChatGPT?", "it"],
    ["Qual è la ricetta della carbonara?", "it"],
    ["O que é o Claude?", "pt"],
    ["C'est quoi Perplexity ?", "fr"],
    ["Escríbeme un poema sobre el amor", "es"],
    // Not enough to leave English: 'ok', a name, one word, an English question with one foreign-looking word.
    ["ok", "en"],
    ["Midjourney", "en"],
    ["gratis", "en"],
    ["Claude para", "en"],
    ["does the first one have an iPhone app?", "en"],
    ["best logo maker for $10 per month", "en"],
  ])("'%s' is %s", (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it("leaves a message undecided when its words do not say, so the conversation's language holds", () => {
    expect(languageOf("ok")).toBeUndefined();
    expect(languageOf("Midjourney")).toBeUndefined();
    expect(languageOf("¿y alguno gratis?")).toBe("es");
    expect(languageOf("and Canva?")).toBeUndefined();
    expect(languageOf("and for video?")).toBe("en");
    expect(languageOf("what about for video?")).toBe("en");
  });
});

describe("understanding: the task beside a platform's name", () => {
  it("reads no task in the name itself: 'GPT-5' is ChatGPT, 'Canva AI' is Canva", () => {
    expect(understand("What's the cheapest way to use GPT-5?").useCases).toEqual([]);
    expect(understand("What can I do with Canva AI?").useCases).toEqual([]);
    // The task beside the name is still read, and so are the price wishes.
    const q = understand("Is ChatGPT good for coding under $25 a month?");
    expect(q.useCases).toContain("code");
    expect(q.budget).toBe(25);
  });

  it("tells privacy and licence questions from tasks", () => {
    expect(understand("Is my data safe with ChatGPT?").cues.policy).toBe("privacy");
    expect(understand("Does Claude train on my data?").cues.policy).toBe("privacy");
    expect(understand("Can I use Midjourney images commercially?").cues.policy).toBe("rights");
    expect(understand("Who owns the songs I make with Suno?").cues.policy).toBe("rights");
    expect(understand("royalty free music generator").cues.policy).toBeUndefined();
    expect(understand("best tool for data analysis").cues.policy).toBeUndefined();
  });
});
