import { describe, expect, it } from "vitest";
import { emptyQuery } from "@/lib/discovery/query";
import { discover } from "@/server/discovery";

const found = (text: string) => discover({ ...emptyQuery, text }, { articles: 0 }).platforms;
const ids = (text: string, n = 3) => found(text).slice(0, n).map((r) => r.platform.id);

describe("a misspelt name beside a price wish is still a platform named (decision 0233)", () => {
  it("'quilbot free word limit' asks about QuillBot, not the whole catalogue's free chat assistants", () => {
    for (const text of ["quilbot free word limit", "quilbot free", "grammerly free"]) {
      const [first] = found(text);
      expect(first?.platform.id, text).toBe(text.startsWith("quil") ? "quillbot" : "grammarly");
      expect(first?.reasons.named, text).toBe(true);
    }
  });

  it("a price wish and no name still browses with the wish ('which AI tools are free')", () => {
    expect(found("free").filter((r) => r.reasons.named)).toEqual([]);
  });
});

describe("platforms compared come in the order they were named, misspelt or not (decision 0233)", () => {
  it("'deeple vs google translate' is DeepL, then Google Translate; 'reclaim vs motion' Reclaim, then Motion", () => {
    expect(ids("deeple vs google translate", 2)).toEqual(["deepl", "google-translate"]);
    expect(ids("google translate vs deeple", 2)).toEqual(["google-translate", "deepl"]);
    expect(ids("reclaim vs motion", 2)).toEqual(["reclaim-ai", "motion"]);
    expect(ids("motion vs reclaim", 2)).toEqual(["motion", "reclaim-ai"]);
  });

  it("a misspelt comparison lists what the one spelt right lists", () => {
    expect(ids("curser vs windsurf")).toEqual(ids("cursor vs windsurf"));
    expect(ids("bolt.new vs lovabel, which one for a first project?")).toEqual(ids("bolt.new vs lovable, which one for a first project?"));
  });
});

describe("a voice of the visitor's own in something written is a writing style (decision 0233)", () => {
  it("'writes emails in my voice', 'drafts scenes in my voice' list writing tools, no voice generators", () => {
    for (const text of ["ai that writes emails in my voice", "stuck at chapter 12 of my romance book, need something that remembers my characters and drafts scenes in my voice", "write blog posts in my own tone"]) {
      const top = found(text).slice(0, 3).map((r) => r.platform);
      expect(top.filter((p) => p.category === "audio").map((p) => p.id), text).toEqual([]);
    }
  });

  it("said with words of speaking aloud, it is still a voice to make", () => {
    for (const text of ["narrate my audiobook in my own voice", "write a script and read it in my own voice"]) expect(found(text)[0]?.platform.category, text).toBe("audio");
  });
});

describe("a denial with a verb between says what is not wanted (decision 0233)", () => {
  it("'notetaker that doesn't join the call as a bot' lists note takers; 'I don't have a website yet' still wants one", () => {
    expect(found("meeting notes app that doesn't add a bot to the call").slice(0, 3).map((r) => r.platform.category)).not.toContain("chatbot");
    expect(found("I don't have a website yet, need one for my bakery")[0]?.platform.useCases).toContain("web-development");
  });
});

describe("a name asked about in another language is that platform (decision 0233)", () => {
  it("'reclaim es gratis?', 'und ist reclaim kostenlos?', 'ok is reclaim free?' name Reclaim.ai", () => {
    for (const text of ["reclaim es gratis?", "und ist reclaim kostenlos?", "ok is reclaim free?", "reclaim è gratis?"]) {
      const [first] = found(text);
      expect(first?.platform.id, text).toBe("reclaim-ai");
      expect(first?.reasons.named, text).toBe(true);
    }
  });
});

describe("words of the other languages for phone agents, tutors and ranking on Google (decision 0233)", () => {
  it("'ia que atienda las llamadas de mi clínica' lists voice agents, 'profe particular' tutors, 'aparecer no google' SEO tools", () => {
    expect(found("ia que atienda las llamadas de mi clinica")[0]?.platform.category).toBe("voice-agent");
    expect(found("quiero algo con ia que conteste el telefono y de citas")[0]?.platform.category).toBe("voice-agent");
    expect(found("busco algo tipo profe particular pero con ia")[0]?.platform.useCases).toContain("education");
    expect(found("quero aparecer mais no google")[0]?.platform.useCases).toContain("seo");
  });
});

describe("a name of several words with its last word in the plural is that name (decision 0233)", () => {
  it("'opus clips pricing' names Opus Clip", () => {
    const [first] = found("opus clips pricing");
    expect(first?.platform.id).toBe("opus-clip");
    expect(first?.reasons.named).toBe(true);
  });
});
