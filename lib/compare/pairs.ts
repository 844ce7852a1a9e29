import type { Platform } from "@/lib/catalogue-schema";

// Which pairs get a pre-rendered comparison page (/compare/{a}-vs-{b}). Pure: the catalogue is
// passed in, so the rules are tested on small made-up lists (pairs.test.ts).

/** How many of each platform's top alternatives get a curated page. */
export const PAIRS_PER_PLATFORM = 3;
/** A pair that shares fewer use cases than this is a thin page: it gets none. */
export const MIN_SHARED_USE_CASES = 2;

type Entry = Pick<Platform, "id" | "useCases"> & Partial<Pick<Platform, "category">>;

/**
 * Whether two platforms are worth comparing (issue 26: 'Cursor vs Figma' was offered): the same
 * kind of tool (category), or each serving the other's main job (its first tagged use case).
 */
export function comparable(a: Entry, b: Entry): boolean {
  if (a.category !== undefined && a.category === b.category) return true;
  const mainA = a.useCases[0];
  const mainB = b.useCases[0];
  return mainA !== undefined && mainB !== undefined && b.useCases.includes(mainA) && a.useCases.includes(mainB);
}

/**
 * The platforms sharing the most tagged use cases with `platform`, most first; ties keep the
 * order of `list` (the catalogue's editorial order). The 'Alternatives' section and the curated
 * pairs both read this, so a platform page and its comparisons never disagree.
 */
export function alternativesAmong<T extends Entry>(list: readonly T[], platform: Entry, count: number): { platform: T; shared: number }[] {
  const mine = new Set(platform.useCases);
  return list
    .filter((p) => p.id !== platform.id && comparable(platform, p))
    .map((p) => ({ platform: p, shared: p.useCases.filter((u) => mine.has(u)).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, count);
}

export type Pair = { a: string; b: string; shared: number };

/** The two ids in canonical (sorted) order. */
export function canonicalOrder(x: string, y: string): [string, string] {
  return x < y ? [x, y] : [y, x];
}

/** The path segment of a pair, always in canonical order: 'chatgpt-vs-claude'. */
export function pairSlug(x: string, y: string): string {
  const [a, b] = canonicalOrder(x, y);
  return `${a}-vs-${b}`;
}

/**
 * Every curated pair: each platform's top alternatives that share at least MIN_SHARED_USE_CASES
 * use cases, ids sorted, each pair once, in the order first met (editorial order).
 */
export function curatedPairs(list: readonly Entry[], perPlatform = PAIRS_PER_PLATFORM, minShared = MIN_SHARED_USE_CASES): Pair[] {
  const pairs = new Map<string, Pair>();
  for (const platform of list) {
    for (const { platform: other, shared } of alternativesAmong(list, platform, perPlatform)) {
      if (shared < minShared) continue;
      const [a, b] = canonicalOrder(platform.id, other.id);
      const key = `${a}-vs-${b}`;
      if (!pairs.has(key)) pairs.set(key, { a, b, shared });
    }
  }
  return [...pairs.values()];
}

/**
 * Reads 'a-vs-b' into two known ids, in the order written. Ids may themselves contain '-vs-'
 * ('x-vs-y-vs-z'), so every split is tried; null when no split names two known, different ids.
 */
export function parsePairSlug(slug: string, isKnown: (id: string) => boolean): { first: string; second: string } | null {
  const sep = "-vs-";
  for (let at = slug.indexOf(sep); at > 0; at = slug.indexOf(sep, at + 1)) {
    const first = slug.slice(0, at);
    const second = slug.slice(at + sep.length);
    if (first !== second && isKnown(first) && isKnown(second)) return { first, second };
  }
  return null;
}
