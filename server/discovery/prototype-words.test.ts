import { describe, expect, it } from "vitest";
import { parseCompareIds } from "@/lib/compare/ids";
import { parsePairSlug } from "@/lib/compare/pairs";
import { getPlatform } from "@/lib/catalogue";
import { parseDiscoveryParams } from "@/lib/discovery/params";
import { emptyQuery } from "@/lib/discovery/query";
import { processTerm, words } from "@/lib/discovery/text";
import { parseSelection } from "@/lib/selection";
import { listPlatforms, parseApiQuery, searchCatalogue } from "@/server/api/discovery";
import { platformDetail } from "@/server/api/catalogue";
import { offlineResult } from "@/server/chat/offline-assistant";
import { htmlToText } from "@/server/chat/retrieval";
import { completeLastWord, discover, suggest } from "@/server/discovery";
import { namedPlatforms } from "@/server/discovery/platform-names";
import { readPrompt } from "@/server/images/offline-scene";
import { EXCEPTION_TEXT, PROTOTYPE_WORDS } from "@/tests/support/prototype-words";

// Issue 27, finding 3: 'website constructor' made search, suggestions, the API and the chat throw
// (a visitor's word looked up in a plain object found Object.prototype.constructor). Every engine
// entry point that reads a visitor's words, with every word named after a prototype member.

const isKnown = (id: string) => getPlatform(id) !== undefined;

describe("words named after Object.prototype's members", () => {
  it("are plain words to the tokenizer", () => {
    expect(processTerm("constructor")).toBe("constructor");
    expect(processTerm("valueOf")).toBe("valueof");
    expect(words("website constructor")).toEqual(["website", "constructor"]);
  });

  for (const word of PROTOTYPE_WORDS) {
    it(`'${word}': search, suggestions, the API, the chat, the finder and compare answer without throwing`, () => {
      const found = discover({ ...emptyQuery, text: word });
      expect(Array.isArray(found.platforms)).toBe(true);
      expect(JSON.stringify(found)).not.toMatch(EXCEPTION_TEXT);

      const suggestions = suggest(word);
      expect(JSON.stringify(suggestions)).not.toMatch(EXCEPTION_TEXT);
      expect(typeof completeLastWord(word)).toBe("string");

      const api = parseApiQuery(new URLSearchParams({ q: word }));
      expect(api.ok).toBe(true);
      if (api.ok) expect(JSON.stringify(searchCatalogue(api.query))).not.toMatch(EXCEPTION_TEXT);
      // As a use case, tier, category or sort it is unknown: a 400's message, not a crash.
      for (const key of ["use", "tier", "category", "sort", "budget"]) {
        const parsed = parseApiQuery(new URLSearchParams({ [key]: word }));
        expect(parsed.ok, key).toBe(false);
      }
      const list = parseApiQuery(new URLSearchParams({ [word]: "1" }));
      if (list.ok) expect(listPlatforms(list.query).data.length).toBeGreaterThan(0);
      expect(platformDetail(word)).toBeUndefined();
      expect(parseDiscoveryParams({ q: word, use: word }).ok).toBe(false);

      const chat = offlineResult([{ role: "user", content: word }]);
      expect(chat.text.length).toBeGreaterThan(0);
      expect(chat.text).not.toMatch(EXCEPTION_TEXT);
      const followUp = offlineResult([
        { role: "user", content: `what is ${word}` },
        { role: "assistant", content: "I could not find that." },
        { role: "user", content: `${word} price?` },
      ]);
      expect(followUp.text).not.toMatch(EXCEPTION_TEXT);

      expect(parseSelection(word)).toEqual([]);
      expect(parseCompareIds(`${word},claude`, isKnown)).toMatchObject({ ids: ["claude"] });
      expect(parsePairSlug(`${word}-vs-claude`, isKnown)).toBeNull();
      expect(namedPlatforms(word).platforms).toEqual([]);
      expect(readPrompt(`a ${word} in the sky`).elements.has("sky")).toBe(true);
    });
  }

  it("'website constructor' finds website builders, as 'website' does", () => {
    const alone = discover({ ...emptyQuery, text: "website" }).platforms.slice(0, 3).map((p) => p.platform.id);
    const withWord = discover({ ...emptyQuery, text: "website constructor" }).platforms.map((p) => p.platform.id);
    expect(alone.length).toBeGreaterThan(0);
    for (const id of alone) expect(withWord).toContain(id);
  });

  it("an HTML entity named after a prototype member stays as written", () => {
    expect(htmlToText("<p>a &constructor; b &amp; c</p>")).toBe("a &constructor; b & c");
  });
});
