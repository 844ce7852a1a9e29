import { describe, expect, it } from "vitest";
import { emptyQuery } from "@/lib/discovery/query";
import { discover } from "@/server/discovery";

const found = (text: string) => discover({ ...emptyQuery, text }, { articles: 0 }).platforms;
const top = (text: string, n = 3) => found(text).slice(0, n).map((r) => r.platform);

describe("a product the catalogue lacks, read as its kind, names no platform (decision 0232)", () => {
  it("'clipdrop' lists background removers and photo editors, none of them shown as named", () => {
    for (const text of ["clipdrop", "is clipdrop free", "clipdrop alternative"]) {
      const results = found(text);
      expect(results.length, text).toBeGreaterThan(0);
      expect(results.filter((r) => r.reasons.named).map((r) => r.platform.id), text).toEqual([]);
      expect(results[0]!.platform.category, text).toBe("photo");
    }
  });
});

describe("a name split in two is that name (decision 0232)", () => {
  it("'fire flies', 'chat gtp', 'chat base' name Fireflies.ai, ChatGPT and Chatbase", () => {
    for (const [text, id] of [["fire flies", "fireflies-ai"], ["chat gtp", "chatgpt"], ["chat gtp for emails", "chatgpt"], ["chat base pricing", "chatbase"]] as const) {
      const [first] = found(text);
      expect(first?.platform.id, text).toBe(id);
      expect(first?.reasons.named, text).toBe(true);
    }
  });

  it("two words of another language, or common words, are not joined into a misspelt name ('ganó la' is no Granola)", () => {
    expect(found("quién ganó la champions el año pasado").filter((r) => r.reasons.named).map((r) => r.platform.id)).toEqual([]);
    expect(top("a chat bot for my website").map((p) => p.category)).toEqual(["chatbot", "chatbot", "chatbot"]);
  });
});

describe("'app' after a platform's name is its app, not an app to build (decision 0232)", () => {
  it("'gamma app pricing', 'motion app price' list the platform, then its kind, not developer platforms", () => {
    for (const [text, id] of [["gamma app pricing", "gamma"], ["motion app price", "motion"], ["perplexity app review", "perplexity"], ["the claude desktop app", "claude"]] as const) {
      const [first, ...rest] = top(text);
      expect(first?.id, text).toBe(id);
      expect(rest.map((p) => p.useCases.includes("app-development")), text).toEqual([false, false]);
    }
  });

  it("an app to build is still the task ('build an app like motion')", () => {
    expect(top("build an app like motion").every((p) => p.useCases.includes("vibe-coding") || p.useCases.includes("app-development"))).toBe(true);
  });
});

describe("a team wish breaks near ties, never buries the best match (decision 0232)", () => {
  it("'social media scheduler for my team' still lists Buffer first, though the catalogue records no team plan for it", () => {
    for (const text of ["social media scheduler for my team", "social media scheduler with team approvals under $20"]) {
      expect(top(text, 1)[0]?.id, text).toBe("buffer");
    }
  });

  it("among equally good matches, those with a team plan recorded come first", () => {
    const list = top("meeting notes for my team", 4);
    expect(list.every((p) => p.category === "meetings" && p.attributes?.teamPlan?.value === "yes")).toBe(true);
  });
});

describe("a platform the visitor cannot work with is refused, not asked about (decision 0232)", () => {
  it("'I can't use Photoshop' beside a task lists others for it, without Photoshop, in the six languages' ways of saying it", () => {
    for (const text of ["flyer for a village party, I can't use photoshop", "flyer maker, i don't know how to use photoshop", "volantino per la festa, non so usare photoshop", "no sé usar photoshop, quiero hacer un flyer"]) {
      const list = top(text, 4);
      expect(list.map((p) => p.id), text).not.toContain("adobe-photoshop");
      expect(list[0]?.category, text).toBe("design");
    }
  });

  it("a question right after the name still asks about it", () => {
    expect(top("I don't know how to use notion?", 1)[0]?.id).toBe("notion-ai");
  });

  it("a refused platform with a word asking for others gets the others like it ('not Photoshop, any alternative?')", () => {
    for (const text of ["not photoshop, any alternative?", "can't use photoshop, any easier alternative?"]) {
      const result = discover({ ...emptyQuery, text }, { articles: 0 });
      expect(result.platforms[0]?.platform.category, text).toBe("photo");
      expect(result.platforms.slice(0, 3).map((r) => r.platform.id), text).not.toContain("adobe-photoshop");
    }
  });
});

describe("a text received in one language asks for a translation (decision 0232)", () => {
  it("'my landlord sent me a letter in German' and the same said in the other five languages list translators", () => {
    for (const text of ["my landlord sent me a letter in german", "recibí una carta en alemán", "ich habe einen Brief auf Französisch bekommen", "j'ai reçu une lettre en allemand", "recebi uma carta em alemão", "ho ricevuto una lettera in tedesco"]) {
      expect(top(text).map((p) => p.category), text).toEqual(["translation", "translation", "translation"]);
    }
  });

  it("a text to compose in a language is writing, not a translation ('write a letter in german')", () => {
    for (const text of ["write a letter in german", "reply to an email in spanish"]) {
      expect(top(text).map((p) => p.category), text).not.toContain("translation");
    }
  });
});

describe("studies to find are research papers (decision 0232)", () => {
  it("'find studies on sleep', 'scientific studies on fasting' list the paper finders first; studying is still learning", () => {
    for (const text of ["find studies on sleep and memory quickly", "studies on the effect of caffeine", "estudios científicos sobre el sueño"]) {
      expect(top(text, 2).map((p) => p.id).sort(), text).toEqual(["consensus", "elicit"]);
    }
    expect(top("study for my exams", 1)[0]?.category).toBe("education");
  });
});

describe("a shop's platform is the business's site without 'my' (decision 0232)", () => {
  it("'chatbot for shopify', 'chatbot per ecommerce', 'un bot pour woocommerce' list chatbot builders, not chat assistants", () => {
    for (const text of ["chatbot for shopify", "chatbot per ecommerce", "un bot pour woocommerce"]) {
      expect(top(text).map((p) => p.category), text).toEqual(["chatbot", "chatbot", "chatbot"]);
    }
  });

  it("a shop to build is still a site to build ('build an ecommerce site')", () => {
    expect(top("build an ecommerce site").map((p) => p.category)).not.toContain("chatbot");
  });
});

describe("a notes app in the other languages, and Bing's search API (decision 0232)", () => {
  it("'app de notas com ia', 'notiz app mit ki' list note workspaces, not meeting tools", () => {
    for (const text of ["app de notas com ia", "aplicación de notas con ia", "notiz app mit ki", "app per appunti con ia"]) {
      const kinds = top(text, 4).map((p) => p.category);
      expect(kinds, text).not.toContain("meetings");
    }
  });

  it("Bing's search API is a product the catalogue lacks, and its replacements are search APIs", () => {
    for (const text of ["remplacer l'api bing search", "bing search api alternative"]) {
      const result = discover({ ...emptyQuery, text }, { articles: 0 });
      expect(result.unknownName, text).toMatch(/bing/i);
      expect(result.platforms[0]?.platform.id, text).toBe("brave-search-api");
    }
  });
});

describe("'app' after a name is its own app in a wish too (decision 0232)", () => {
  it("'gamma app free' asks about Gamma's kind under the wish, not about building apps", () => {
    const result = discover({ ...emptyQuery, text: "gamma app free" }, { articles: 0 });
    expect(result.platforms.slice(0, 3).map((r) => r.platform.category)).toEqual(["presentation", "presentation", "presentation"]);
  });
});

describe("in a text of another language, a name with an ending is a word of that language (decision 0232)", () => {
  it("'expressão' is Portuguese, not Adobe Express; 'midjurny' is still Midjourney", () => {
    expect(found("como se diz essa expressão em inglês no contexto certo").filter((r) => r.reasons.named).map((r) => r.platform.id)).toEqual([]);
    expect(top("quanto custa o midjurny", 1)[0]?.id).toBe("midjourney");
  });
});
