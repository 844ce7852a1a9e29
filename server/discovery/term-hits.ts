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
 * matched terms in the same order; the score times the number of query terms matched). Only the
 * order of hits with exactly equal scores may differ from MiniSearch's (it keeps the order in which
 * documents were first met); the engine never reads that order (it orders by score, then editorial
 * position).
 *
 * `options` are the search options of every query (as MiniSearch's `search` takes them); `fuzzy` and
 * `prefix` must depend on the term alone, as the engine's do. Terms are made as MiniSearch makes them:
 * its default tokenizer, then `processTerm`.
 */
export type TermHits = {
  search: (text: string) => SearchResult[];
  /** Hits kept, over all terms. */
  readonly size: number;
};

type Hit = { id: unknown; score: number; match: MatchInfo };

/**
 * One document's hit for a query: the terms' scores added up, then times the number of query terms
 * it matched. Its `terms` (the document's words matched) and `queryTerms` are worked out when read,
 * so a query with thousands of hits makes one object for each.
 */
class Sum {
  [key: string]: unknown;
  own = false;
  more: string[] | undefined = undefined;
  constructor(
    public id: unknown,
    public score: number,
    public match: MatchInfo,
    public first: string,
  ) {}
  get terms(): string[] {
    return Object.keys(this.match);
  }
  get queryTerms(): string[] {
    return this.more ?? [this.first];
  }
}

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];
const asIs = (term: string) => term;
const whole = (text: string) => [text];

export function termHits<T>(index: MiniSearch<T>, processTerm: (term: string) => string | string[] | null | undefined | false, options: SearchOptions, maxHits: number): TermHits {
  const kept = new Map<string, Hit[]>();
  let size = 0;

  function hitsOf(term: string): Hit[] {
    const known = kept.get(term);
    if (known) {
      // Most recently used last: the first ones are dropped first.
      kept.delete(term);
      kept.set(term, known);
      return known;
    }
    // One term, as it is: MiniSearch's own work for it (its score here is its score in an OR query, times 1).
    const hits: Hit[] = index.search(term, { ...options, tokenize: whole, processTerm: asIs }).map((r) => ({ id: r.id, score: r.score, match: r.match }));
    if (maxHits > 0 && hits.length <= maxHits) {
      kept.set(term, hits);
      size += hits.length;
      for (const [oldest, list] of kept) {
        if (size <= maxHits) break;
        kept.delete(oldest);
        size -= list.length;
      }
    }
    return hits;
  }

  function search(text: string): SearchResult[] {
    const terms: string[] = [];
    for (const token of tokenize(text)) {
      const processed = processTerm(token);
      for (const t of Array.isArray(processed) ? processed : [processed]) if (t) terms.push(t);
    }
    const sums = new Map<unknown, Sum>();
    for (const term of terms) {
      for (const hit of hitsOf(term)) {
        const sum = sums.get(hit.id);
        if (!sum) {
          // The kept match is shared until a second term adds to it.
          sums.set(hit.id, new Sum(hit.id, hit.score, hit.match, term));
          continue;
        }
        sum.score = sum.score + hit.score;
        if (!sum.own) {
          sum.match = { ...sum.match };
          sum.own = true;
        }
        Object.assign(sum.match, hit.match);
        if (sum.first !== term && !sum.more?.includes(term)) (sum.more ??= [sum.first]).push(term);
      }
    }
    const results: Sum[] = [];
    for (const sum of sums.values()) {
      sum.score = sum.score * (sum.more?.length ?? 1);
      results.push(sum);
    }
    return (results as unknown as SearchResult[]).sort((a, b) => b.score - a.score);
  }

  return {
    search,
    get size() {
      return size;
    },
  };
}
