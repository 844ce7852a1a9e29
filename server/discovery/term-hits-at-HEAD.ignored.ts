import MiniSearch, { type MatchInfo, type SearchOptions, type SearchResult } from "minisearch";

/**
 * MiniSearch's OR search with each term's hits kept (docs/decisions/0193-engine-search-at-10000.md).
 *
 * MiniSearch answers an OR query term by term (each term with its prefix and fuzzy expansions,
 * scored with BM25 over every field) and adds the terms' scores up. At 10,000 platforms a common
 * word or prefix ('pro', 'team', 'video') hits thousands of documents, and working its hits out is
 * most of a query's time; the same words come back in query after query. Here each term's hits are
 * worked out by MiniSearch itself (a search for that one term, with the same options) and kept, the
 * most recently used first, up to `maxHits` hits in all; a query adds its terms' hits up exactly as
 * MiniSearch's OR does (same order of additions, so the same floating-point scores; the same
 * matched terms in the same order; the score times the number of query terms matched). The hits
 * are read by document (`TermHitList`), not as a list in MiniSearch's order: the engine orders by
 * its own score, then editorial position.
 *
 * `options` are the search options of every query (as MiniSearch's `search` takes them); `fuzzy` and
 * `prefix` must depend on the term alone, as the engine's do. Terms are made as MiniSearch makes them:
 * its default tokenizer, then `processTerm`.
 */
export type TermHits = {
  search: (text: string) => TermHitList;
  /** Works out and keeps these terms' hits now (most common first), while they fit in half of `maxHits`. */
  keep: (terms: Iterable<string>) => void;
  /** Hits kept, over all terms. */
  readonly size: number;
};

/**
 * A query's hits: what MiniSearch's OR search would answer, read one document at a time. Scores
 * are added up in typed arrays indexed by document, so a query with thousands of hits makes no
 * object per hit and needs no sort; a whole hit (its matched terms) is made only when asked for.
 */
export type TermHitList = {
  /** The documents hit, each once, in no particular order. */
  readonly ids: readonly unknown[];
  /** Their numbers (`numbering`'s, when given), in the same order. */
  readonly ords: readonly number[];
  /** A document's score by its number; 0 when it was not hit. */
  scoreAt: (ord: number) => number;
  /** The best score, 0 when nothing was hit. */
  readonly top: number;
  /** A document's score as MiniSearch's OR search gives it; 0 when it was not hit. */
  score: (id: unknown) => number;
  /** A document's whole hit as MiniSearch's OR search gives it (score, terms, query terms, match); never, with `matches: false`. */
  hit: (id: unknown) => SearchResult | undefined;
};

/** One term's hits: document numbers, scores and matches (shared by the hits that match alike), in MiniSearch's order. */
type Hits = { ords: Int32Array; scores: Float64Array; matches: MatchInfo[] };

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];
const asIs = (term: string) => term;
const whole = (text: string) => [text];

export type TermHitsOptions = {
  /** Hits kept at most, over all terms (0: none kept). */
  maxHits: number;
  /**
   * The documents numbered as the caller numbers them (the engine: editorial position), so that it
   * reads scores by number; without it (or for a document it lacks) they are numbered as hits meet them.
   */
  numbering?: ReadonlyMap<unknown, number>;
  /** False: scores only, no matched terms (`hit` answers nothing); a kept hit then takes 12 bytes. */
  matches?: boolean;
};

export function termHits<T>(
  index: MiniSearch<T>,
  processTerm: (term: string) => string | string[] | null | undefined | false,
  options: SearchOptions,
  { maxHits, numbering = new Map(), matches = true }: TermHitsOptions,
): TermHits {
  const kept = new Map<string, Hits>();
  let size = 0;
  const ordOf = new Map<unknown, number>(numbering);
  const idOf: unknown[] = [];
  for (const [id, ord] of numbering) idOf[ord] = id;

  function hitsOf(term: string): Hits {
    const known = kept.get(term);
    if (known) {
      // Most recently used last: the first ones are dropped first.
      kept.delete(term);
      kept.set(term, known);
      return known;
    }
    // One term, as it is: MiniSearch's own work for it (its score here is its score in an OR query, times 1).
    const found = index.search(term, { ...options, tokenize: whole, processTerm: asIs });
    const ords = new Int32Array(found.length);
    const scores = new Float64Array(found.length);
    const shapes = new Map<string, MatchInfo>();
    const matched: MatchInfo[] = matches ? Array.from({ length: found.length }) : [];
    for (let i = 0; i < found.length; i++) {
      const r = found[i]!;
      let ord = ordOf.get(r.id);
      if (ord === undefined) {
        ord = idOf.length;
        idOf.push(r.id);
        ordOf.set(r.id, ord);
      }
      ords[i] = ord;
      scores[i] = r.score;
      if (matches) {
        // A term's hits match in a few ways (which of its expansions, in which fields): one object for each way.
        const shape = JSON.stringify(r.match);
        let same = shapes.get(shape);
        if (!same) shapes.set(shape, (same = r.match));
        matched[i] = same;
      }
    }
    const hits: Hits = { ords, scores, matches: matched };
    if (maxHits > 0 && found.length <= maxHits) {
      kept.set(term, hits);
      size += found.length;
      for (const [oldest, list] of kept) {
        if (size <= maxHits) break;
        kept.delete(oldest);
        size -= list.ords.length;
      }
    }
    return hits;
  }

  function search(text: string): TermHitList {
    const terms: string[] = [];
    for (const token of tokenize(text)) {
      const processed = processTerm(token);
      for (const t of Array.isArray(processed) ? processed : [processed]) if (t) terms.push(t);
    }
    const lists = terms.map(hitsOf);
    // Made after the terms' hits, so that every document hit has its number.
    const sums = new Float64Array(idOf.length);
    /** How many of the query's distinct terms hit each document. */
    const counts = new Uint16Array(idOf.length);
    const hitOrds: number[] = [];
    lists.forEach(({ ords, scores }, t) => {
      // A term said twice adds its scores twice but is one term matched, as in MiniSearch.
      const again = terms.indexOf(terms[t]!) < t;
      for (let i = 0; i < ords.length; i++) {
        const ord = ords[i]!;
        if (counts[ord] === 0) {
          hitOrds.push(ord);
          sums[ord] = scores[i]!;
          counts[ord] = 1;
        } else {
          sums[ord] = sums[ord]! + scores[i]!;
          if (!again) counts[ord] = counts[ord]! + 1;
        }
      }
    });
    let top = 0;
    for (const ord of hitOrds) {
      sums[ord] = sums[ord]! * counts[ord]!;
      if (sums[ord]! > top) top = sums[ord]!;
    }
    const ordIn = (id: unknown) => {
      const ord = ordOf.get(id);
      return ord !== undefined && ord < counts.length && counts[ord]! > 0 ? ord : undefined;
    };
    return {
      ids: hitOrds.map((ord) => idOf[ord]),
      ords: hitOrds,
      scoreAt: (ord) => (ord < counts.length && counts[ord]! > 0 ? sums[ord]! : 0),
      top,
      score: (id) => {
        const ord = ordIn(id);
        return ord === undefined ? 0 : sums[ord]!;
      },
      hit: (id) => {
        const ord = ordIn(id);
        if (ord === undefined || !matches) return undefined;
        // The terms that hit it in the query's order, each once; their matches merged in that order.
        let match: MatchInfo | undefined;
        let own = false;
        const queryTerms: string[] = [];
        lists.forEach((list, t) => {
          const at = list.ords.indexOf(ord);
          if (at < 0) return;
          const found = list.matches[at]!;
          if (!match) match = found;
          else {
            if (!own) {
              match = { ...match };
              own = true;
            }
            Object.assign(match, found);
          }
          if (!queryTerms.includes(terms[t]!)) queryTerms.push(terms[t]!);
        });
        return { id, score: sums[ord]!, match: match!, terms: Object.keys(match!), queryTerms } as SearchResult;
      },
    };
  }

  function keep(terms: Iterable<string>): void {
    const added: string[] = [];
    for (const term of terms) {
      if (kept.has(term)) continue;
      const hits = hitsOf(term);
      if (!kept.has(term) || size > maxHits / 2) {
        // Over half: the last one goes again, so that queries' own terms still have room.
        if (kept.delete(term)) size -= hits.ords.length;
        break;
      }
      added.push(term);
    }
    // The most common dropped last.
    for (const term of added.reverse()) hitsOf(term);
  }

  return {
    search,
    keep,
    get size() {
      return size;
    },
  };
}
