import MiniSearch, { type SearchOptions } from "minisearch";
import { describe, expect, it } from "vitest";
import { processTerm } from "@/lib/discovery/text";
import { termHits } from "@/server/discovery/term-hits";

const docs = [
  { id: "a", name: "Promo Studio", description: "Professional video editing for teams, with templates" },
  { id: "b", name: "Teamly", description: "Project management for teams and professionals; video calls" },
  { id: "c", name: "Vidpro", description: "Video generator: produce promotional videos from a prompt" },
  { id: "d", name: "Quiet", description: "A note taker that summarises meetings" },
];
const options: SearchOptions = { combineWith: "OR", fuzzy: (t: string) => (t.length >= 5 ? 0.2 : false), prefix: (t: string) => t.length >= 3 };

function index() {
  const ix = new MiniSearch<(typeof docs)[number]>({ fields: ["name", "description"], processTerm, searchOptions: { maxFuzzy: 1, weights: { fuzzy: 0.45, prefix: 0.375 }, boost: { name: 6 } } });
  ix.addAll(docs);
  return ix;
}
const plain = (rs: { id: unknown; score: number; terms: string[]; queryTerms: string[]; match: unknown }[]) =>
  rs.map((r) => ({ id: r.id, score: r.score, terms: r.terms, queryTerms: r.queryTerms, match: r.match })).sort((x, y) => y.score - x.score || String(x.id).localeCompare(String(y.id)));

describe("termHits", () => {
  const ix = index();
  const kept = termHits(ix, processTerm, options, 1000);
  const none = termHits(ix, processTerm, options, 0);
  const queries = ["pro", "pro team video", "video video pro", "teams", "professionl vids", "the of", "", "promo studio teamly", "summarizes meeting notes"];

  it("finds what MiniSearch's OR search finds, with the same scores, terms and matches, the terms kept or not", () => {
    for (const q of [...queries, ...queries]) {
      const expected = plain(ix.search(q, options));
      expect(plain(kept.search(q)), q).toEqual(expected);
      expect(plain(none.search(q)), q).toEqual(expected);
    }
    expect(kept.size).toBeGreaterThan(0);
    expect(none.size).toBe(0);
  });

  it("keeps at most maxHits hits", () => {
    const small = termHits(ix, processTerm, options, 3);
    for (const q of queries) small.search(q);
    expect(small.size).toBeLessThanOrEqual(3);
    expect(plain(small.search("pro team"))).toEqual(plain(ix.search("pro team", options)));
  });
});
