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
  // Only platforms of the same category, or serving this one's main job, can be comparable: each
  // platform is weighed against those, in the list's order, not against the whole list (issue 32:
  // the whole list made this square in the catalogue's size, 10 s per process at 10,000).
  const order = new Map(list.map((p, i) => [p.id, i]));
  const byCategory = new Map<string, Entry[]>();
  /** The platforms by main job (first tagged use case). */
  const byMain = new Map<string, Entry[]>();
  const add = (map: Map<string, Entry[]>, key: string, p: Entry) => {
    const group = map.get(key);
    if (group) group.push(p);
    else map.set(key, [p]);
  };
  for (const p of list) {
    if (p.category !== undefined) add(byCategory, p.category, p);
    if (p.useCases[0] !== undefined) add(byMain, p.useCases[0], p);
  }
  /** Which platforms a platform has already weighed: stamped with its position, so no set per platform. */
  const weighed = new Int32Array(list.length).fill(-1);
  for (const platform of list) {
    const main = platform.useCases[0];
    const mine = new Set(platform.useCases);
    // The top `perPlatform` by use cases shared, ties in the list's order: alternativesAmong's answer, without sorting them all.
    const top: { platform: Entry; shared: number; at: number }[] = [];
    const self = order.get(platform.id) ?? -1;
    if (self >= 0) weighed[self] = self;
    // Comparable: the same category, or serving this one's main job while this one serves theirs (a platform whose main job is one of mine).
    const groups = [platform.category !== undefined ? byCategory.get(platform.category) : undefined, ...(main !== undefined ? [...mine].map((u) => byMain.get(u)) : [])];
    for (const group of groups) {
      for (const p of group ?? []) {
        const at = order.get(p.id) ?? 0;
        if (weighed[at] === self) continue;
        weighed[at] = self;
        if (!comparable(platform, p)) continue;
        let shared = 0;
        for (const u of p.useCases) if (mine.has(u)) shared++;
        if (shared === 0) continue;
        let i = top.length;
        while (i > 0 && (shared > top[i - 1]!.shared || (shared === top[i - 1]!.shared && at < top[i - 1]!.at))) i--;
        if (i < perPlatform) {
          top.splice(i, 0, { platform: p, shared, at });
          if (top.length > perPlatform) top.pop();
        }
      }
    }
    for (const { platform: other, shared } of top) {
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
  for (const { first, second } of pairSplits(slug)) if (first !== second && isKnown(first) && isKnown(second)) return { first, second };
  return null;
}

/** Every way to read 'a-vs-b' as two ids, in the order written, the first split first. */
export function* pairSplits(slug: string): Generator<{ first: string; second: string }> {
  const sep = "-vs-";
  for (let at = slug.indexOf(sep); at > 0; at = slug.indexOf(sep, at + 1)) yield { first: slug.slice(0, at), second: slug.slice(at + sep.length) };
}
