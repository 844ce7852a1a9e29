import { getPlatform, platforms } from "@/lib/catalogue";
import type { Platform } from "@/lib/catalogue-schema";
import { curatedPairs, pairSlug, parsePairSlug, type Pair } from "@/lib/compare/pairs";

// The curated comparisons of this catalogue: computed once per process from the same alternatives
// as the platform pages' 'Alternatives' section.

export type CuratedPair = Pair & { slug: string; first: Platform; second: Platform };

// Once per process and catalogue, like the catalogue itself (lib/catalogue.ts): several bundles load this module.
const shared = globalThis as Record<symbol, { platforms: readonly Platform[]; curated: readonly CuratedPair[]; bySlug: ReadonlyMap<string, CuratedPair> } | undefined>;
const CURATED = Symbol.for("ai-platform-finder.curated-pairs");
if (process.env.NODE_ENV !== "production" || shared[CURATED]?.platforms !== platforms) {
  const list: CuratedPair[] = curatedPairs(platforms).map((p) => ({
    ...p,
    slug: pairSlug(p.a, p.b),
    first: getPlatform(p.a)!,
    second: getPlatform(p.b)!,
  }));
  shared[CURATED] = { platforms, curated: list, bySlug: new Map(list.map((p) => [p.slug, p])) };
}

export const curated: readonly CuratedPair[] = shared[CURATED]!.curated;

const bySlug = shared[CURATED]!.bySlug;

export function getCuratedPair(slug: string): CuratedPair | undefined {
  return bySlug.get(slug);
}

/** The curated comparisons that include this platform, with the other platform of each. */
export function curatedPairsWith(id: string): { pair: CuratedPair; other: Platform }[] {
  return curated.flatMap((pair) => (pair.a === id ? [{ pair, other: pair.second }] : pair.b === id ? [{ pair, other: pair.first }] : []));
}

/** The canonical path of the curated pair a slug names in either order, or null. */
export function canonicalPairPath(slug: string): string | null {
  const written = parsePairSlug(slug, (id) => Boolean(getPlatform(id)));
  const pair = written ? getCuratedPair(pairSlug(written.first, written.second)) : undefined;
  return pair ? `/compare/${pair.slug}` : null;
}
