import MiniSearch, { type SearchOptions } from "minisearch";
import { describe, expect, it } from "vitest";
import { processTerm } from "@/lib/discovery/text";
import { termHits, type TermHitList } from "@/server/discovery/term-hits";

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

/** Every hit of a list, whole, checked against its score and the list's best score. */
function whole(list: TermHitList) {
  const hits = list.ids.map((id) => list.hit(id)!);
  for (const h of hits) expect(list.score(h.id)).toBe(h.score);
  expect(list.top).toBe(Math.max(0, ...hits.map((h) => h.score)));
  return hits;
}

describe("termHits", () => {
  const ix = index();
  const kept = termHits(ix, processTerm, options, { maxHits: 1000 });
  const none = termHits(ix, processTerm, options, { maxHits: 0 });
  const queries = ["pro", "pro team video", "video video pro", "teams", "professionl vids", "the of", "", "promo studio teamly", "summarizes meeting notes"];

  it("finds what MiniSearch's OR search finds, with the same scores, terms and matches, the terms kept or not", () => {
    for (const q of [...queries, ...queries]) {
      const expected = plain(ix.search(q, options));
      expect(plain(whole(kept.search(q))), q).toEqual(expected);
      expect(plain(whole(none.search(q))), q).toEqual(expected);
    }
    expect(kept.size).toBeGreaterThan(0);
    // A document not hit: no score, no hit.
    const list = kept.search("summarises");
    expect(list.ids).toEqual(["d"]);
    expect(list.score("a")).toBe(0);
    expect(list.hit("a")).toBeUndefined();
    expect(kept.search("zzzz").top).toBe(0);
    expect(none.size).toBe(0);
  });

  it("gives the same scores by number, and no matches when asked not to keep them", () => {
    const numbering = new Map(docs.map((d, i) => [d.id, i]));
    const scores = termHits(ix, processTerm, options, { maxHits: 1000, numbering, matches: false });
    for (const q of [...queries, ...queries]) {
      const expected = ix.search(q, options);
      const list = scores.search(q);
      expect([...list.ords].sort(), q).toEqual(expected.map((r) => numbering.get(r.id as string)).sort());
      for (const r of expected) expect(list.scoreAt(numbering.get(r.id as string)!), q).toBe(r.score);
      for (const r of expected) expect(list.hit(r.id)).toBeUndefined();
    }
  });

  it("keeps the given terms' hits ahead of any query, up to half of maxHits, with the same answers", () => {
    // 'video' hits three documents, 'team' two, 'meeting' one.
    const warm = termHits(ix, processTerm, { ...options, fuzzy: false, prefix: false }, { maxHits: 10 });
    warm.keep(["video", "team", "meeting"]);
    expect(warm.size).toBe(5);
    const full = termHits(ix, processTerm, { ...options, fuzzy: false, prefix: false }, { maxHits: 6 });
    full.keep(["video", "team", "meeting"]);
    expect(full.size).toBe(3);
    expect(plain(whole(warm.search("team video")))).toEqual(plain(ix.search("team video", { ...options, fuzzy: false, prefix: false })));
  });

  it("keeps at most maxHits hits", () => {
    const small = termHits(ix, processTerm, options, { maxHits: 3 });
    for (const q of queries) small.search(q);
    expect(small.size).toBeLessThanOrEqual(3);
    expect(plain(whole(small.search("pro team")))).toEqual(plain(ix.search("pro team", options)));
  });
});
