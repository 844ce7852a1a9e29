import { describe, expect, it } from "vitest";
import { joinIn, languages, messages, placeholders, say, type MessageKey } from "./assistant-messages";

const keys = Object.keys(messages.en) as MessageKey[];
/** Keys whose text may read the same as English (product words, or shared with English). */
const sameAsEnglish = new Set<MessageKey>(["tierFreemium", "rowType", "noPrefix", "guideLabel"]);

describe("the assistant's message catalogue", () => {
  it("has every key in every language, with the placeholders English uses", () => {
    for (const lang of languages) {
      expect(Object.keys(messages[lang]).sort(), lang).toEqual([...keys].sort());
      for (const key of keys) expect(placeholders(messages[lang][key]).sort(), `${lang}.${key}`).toEqual(placeholders(messages.en[key]).sort());
    }
  });

  it("has a translation, not the English text, for every sentence in every other language", () => {
    for (const lang of languages.filter((l) => l !== "en")) {
      for (const key of keys) {
        if (key === "catalogueNote") continue;
        const text = messages[lang][key];
        expect(text.trim().length, `${lang}.${key}`).toBeGreaterThan(0);
        if (!sameAsEnglish.has(key) && messages.en[key].length > 12) expect(text, `${lang}.${key}`).not.toBe(messages.en[key]);
      }
    }
  });

  it("keeps every link of the English sentence, so no language loses a page", () => {
    const links = (s: string) => [...s.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]).sort();
    for (const lang of languages) for (const key of keys) expect(links(messages[lang][key]), `${lang}.${key}`).toEqual(links(messages.en[key]));
  });

  it("fills placeholders and refuses a missing one", () => {
    expect(say("es", "notInCatalogue", { name: "Ollama", href: "/suggest-a-tool?name=Ollama" })).toBe(
      "**Ollama** todavía no está en nuestro catálogo, así que no puedo hablarte de ello. Puedes [sugerirlo](/suggest-a-tool?name=Ollama).",
    );
    expect(say("en", "filterBudget", { amount: 10 })).toBe("a free plan or paid plans from $10/month or less");
    expect(() => say("de", "notInCatalogue", { name: "Ollama" })).toThrow(/needs \{href\}/);
  });

  it("joins lists with each language's 'and'", () => {
    expect(joinIn("en", ["A", "B", "C"])).toBe("A, B and C");
    expect(joinIn("de", ["A", "B"])).toBe("A und B");
    expect(joinIn("es", ["A"])).toBe("A");
  });
});
