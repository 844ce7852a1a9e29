import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { emptyQuery } from "@/lib/discovery/query";
import { discover, unknownNameOf } from "@/server/discovery";

const top = (text: string, n = 3) => discover({ ...emptyQuery, text }, { articles: 0 }).platforms.slice(0, n).map((r) => r.platform);

describe("a short word after a number is its unit, not a product the catalogue lacks (decision 0231)", () => {
  it("'a 5 sec clip' names no product, and the clip it describes is video", () => {
    for (const text of ["5 sec clip of a dragon flying over a lake from a text prompt", "can ai make a 5 sec clip of a corgi surfing a massive wave"]) {
      expect(unknownNameOf(text), text).toBeUndefined();
      expect(top(text).map((p) => p.category), text).toEqual(["video", "video", "video"]);
    }
  });

  it("a product the catalogue lacks is still one after a number ('top 5 rytr alternatives'), and a longer word is no unit", () => {
    expect(unknownNameOf("top 5 rytr alternatives")).toBe("rytr");
    expect(unknownNameOf("is rytr any good")).toBe("rytr");
    expect(unknownNameOf("5 vidnozzle alternatives")).toBe("vidnozzle");
  });
});

describe("a misspelt name with 'AI' after it asks about that platform and its kind (decision 0231)", () => {
  it("the platform comes first and the ones like it after, not the chat assistants 'AI' alone would list", () => {
    for (const [text, id] of [["vappi ai", "vapi"], ["meshi ai", "meshy"], ["curser ai pricing", "cursor"]] as const) {
      const [first, ...rest] = top(text);
      expect(first?.id, text).toBe(id);
      expect(rest.map((p) => p.category), text).toEqual([first!.category, first!.category]);
    }
  });
});

describe("an Italian preposition joined to its article makes the site the business's own (decision 0231)", () => {
  it("'un chatbot sul sito', 'nel mio sito' list chatbot builders, as 'a chatbot on my site' does", () => {
    for (const text of ["Vorrei un chatbot sul sito del mio agriturismo", "un chatbot nel mio sito per le prenotazioni", "un assistente in chat sulla pagina web del negozio"]) {
      expect(top(text).map((p) => p.category), text).toEqual(["chatbot", "chatbot", "chatbot"]);
    }
  });

  it("a chatbot to talk to, with no site, is still a chat assistant", () => {
    expect(top("un chatbot per chiacchierare").map((p) => p.category)).toContain("chat-assistant");
  });
});

describe("an app said before a place is the place's own, no app to build (decision 0231)", () => {
  it("'¿hay app para el móvil?' after a language to practise keeps the learning tools, not model APIs and app builders", async () => {
    const { converse, answerPlatforms } = await import("@/server/eval/run");
    const { listed } = answerPlatforms(converse(["I want to practice speaking english with an ai", "¿hay app para el móvil?"]));
    const categories = listed.map((id) => (JSON.parse(readFileSync(`content/platforms/${id}.json`, "utf8")) as { category: string }).category);
    expect(listed[0]).toBe("duolingo-max");
    expect(categories.filter((c) => c !== "education" && c !== "translation")).toEqual([]);
  });

  it("a phone said in Spanish, Portuguese, German, French or Italian asks for the phone apps", () => {
    for (const text of ["¿hay app para el móvil?", "tem app pra celular?", "gibt es eine App fürs Handy?", "une appli sur mon téléphone ?", "c'è un'app sul telefono?"]) {
      const { understood } = discover({ ...emptyQuery, text }, { articles: 0 }) as unknown as { understood: { runs: string[]; tasks: unknown[] } };
      expect(understood.runs, text).toEqual(["ios", "android"]);
      expect(understood.tasks, text).toEqual([]);
    }
  });

  it("an app for a place, a preposition between, is an app to use there; one to build is still the task", () => {
    expect(top("best ai app for android").map((p) => p.category)).toEqual(["chat-assistant", "chat-assistant", "chat-assistant"]);
    expect(top("claude app for iphone")[0]?.id).toBe("claude");
    expect(top("build an app for android").map((p) => p.category)).not.toContain("chat-assistant");
  });
});
