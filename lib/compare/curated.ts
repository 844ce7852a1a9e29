import { getPlatform, platforms } from "@/lib/catalogue";
import type { Platform } from "@/lib/catalogue-schema";
import { curatedPairs, pairSlug, pairSplits, parsePairSlug, type Pair } from "@/lib/compare/pairs";

// The curated comparisons of this catalogue: computed once per process from the same alternatives
// as the platform pages' 'Alternatives' section.

export type CuratedPair = Pair & { slug: string; first: Platform; second: Platform };

/**
 * The pairs as kept: their two platforms and the use cases they share, in parallel lists, and each
 * platform's pairs by position. A pair is made an object when asked for: at 10,000 platforms there
 * are 28,608 pairs, which as objects with their slugs and a map by slug held 10 MiB for as long as
 * the process ran (issue 32, decision 0219).
 */
type Kept = { platforms: readonly Platform[]; first: Platform[]; second: Platform[]; shared: Uint8Array; pairsOf: Map<string, number[]> };

function keep(list: readonly Platform[]): Kept {
  const pairs = curatedPairs(list);
  const kept: Kept = { platforms: list, first: [], second: [], shared: new Uint8Array(pairs.length), pairsOf: new Map() };
  pairs.forEach((p, i) => {
    kept.first.push(getPlatform(p.a)!);
    kept.second.push(getPlatform(p.b)!);
    kept.shared[i] = Math.min(p.shared, 255);
    for (const id of [p.a, p.b]) {
      const mine = kept.pairsOf.get(id);
      if (mine) mine.push(i);
      else kept.pairsOf.set(id, [i]);
    }
  });
  return kept;
}

// Once per process and catalogue, like the catalogue itself (lib/catalogue.ts): several bundles load this module.
const shared = globalThis as Record<symbol, Kept | undefined>;
const CURATED = Symbol.for("ai-platform-finder.curated-pairs");
if (process.env.NODE_ENV !== "production" || shared[CURATED]?.platforms !== platforms) shared[CURATED] = keep(platforms);
const kept = shared[CURATED]!;

/** The pair at a position of the curated list, as an object. */
function pairAt(i: number): CuratedPair {
  const first = kept.first[i]!;
  const second = kept.second[i]!;
  return { a: first.id, b: second.id, shared: kept.shared[i]!, slug: pairSlug(first.id, second.id), first, second };
}

/** How many curated comparisons the catalogue has. */
export function curatedCount(): number {
  return kept.first.length;
}

/** The curated comparisons from `start`, `count` of them (all by default), in editorial order. */
export function curatedList(start = 0, count = curatedCount() - start): CuratedPair[] {
  const end = Math.min(curatedCount(), start + count);
  return Array.from({ length: Math.max(0, end - start) }, (_, k) => pairAt(start + k));
}

/** The curated pair whose canonical slug this is ('chatgpt-vs-claude'), or undefined. */
export function getCuratedPair(slug: string): CuratedPair | undefined {
  // Ids may themselves hold '-vs-': every split is tried.
  for (const { first: a, second: b } of pairSplits(slug)) {
    const i = kept.pairsOf.get(a)?.find((k) => kept.first[k]!.id === a && kept.second[k]!.id === b);
    if (i !== undefined) return pairAt(i);
  }
  return undefined;
}

/** The curated comparisons that include this platform, with the other platform of each. */
export function curatedPairsWith(id: string): { pair: CuratedPair; other: Platform }[] {
  return (kept.pairsOf.get(id) ?? []).map((i) => {
    const pair = pairAt(i);
    return { pair, other: pair.a === id ? pair.second : pair.first };
  });
}

/** The canonical path of the curated pair a slug names in either order, or null. */
export function canonicalPairPath(slug: string): string | null {
  const written = parsePairSlug(slug, (id) => Boolean(getPlatform(id)));
  const pair = written ? getCuratedPair(pairSlug(written.first, written.second)) : undefined;
  return pair ? `/compare/${pair.slug}` : null;
}
