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
  // the whole list made this square in the catalogue's size, 10 s per process at 10,000). Each
  // platform's use cases are a row of bits, so 'comparable' and 'use cases shared' are a few
  // operations on numbers (2.8 s → about 0.4 s at 10,000, where a category holds 1,200 platforms).
  const n = list.length;
  const bit = new Map<string, number>();
  for (const p of list) for (const u of p.useCases) if (!bit.has(u)) bit.set(u, bit.size);
  const words = Math.max(1, Math.ceil(bit.size / 32));
  const rows = new Uint32Array(n * words);
  /** The bit of each platform's main job (its first tagged use case), -1 for none. */
  const main = new Int32Array(n).fill(-1);
  /** A platform that tags a use case twice counts it twice, as `alternativesAmong` does: counted one by one. */
  const repeats = new Uint8Array(n);
  const byCategory = new Map<string, number[]>();
  /** The platforms by main job, by its bit. */
  const byMain = new Map<number, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, at: number) => {
    const group = map.get(key);
    if (group) group.push(at);
    else map.set(key, [at]);
  };
  list.forEach((p, at) => {
    for (const u of p.useCases) {
      const b = bit.get(u)!;
      const word = at * words + (b >>> 5);
      if (rows[word]! & (1 << (b & 31))) repeats[at] = 1;
      rows[word]! |= 1 << (b & 31);
    }
    if (p.category !== undefined) add(byCategory, p.category, at);
    if (p.useCases[0] !== undefined) {
      main[at] = bit.get(p.useCases[0])!;
      add(byMain, main[at]!, at);
    }
  });
  const serves = (at: number, b: number) => b >= 0 && (rows[at * words + (b >>> 5)]! & (1 << (b & 31))) !== 0;
  /** `comparable` on the rows: the same category, or each serving the other's main job. */
  const comparableAt = (self: number, at: number) => {
    const category = list[self]!.category;
    return (category !== undefined && list[at]!.category === category) || (serves(at, main[self]!) && serves(self, main[at]!));
  };
  const sharedCount = (self: number, at: number) => {
    let shared = 0;
    if (repeats[at]) {
      for (const u of list[at]!.useCases) if (serves(self, bit.get(u)!)) shared++;
      return shared;
    }
    for (let w = 0; w < words; w++) {
      let x = rows[self * words + w]! & rows[at * words + w]!;
      for (; x; x &= x - 1) shared++;
    }
    return shared;
  };
  /** Which platforms a platform has already weighed: stamped with its position, so no set per platform. */
  const weighed = new Int32Array(n).fill(-1);
  for (let self = 0; self < n; self++) {
    const platform = list[self]!;
    const category = platform.category;
    // The top `perPlatform` by use cases shared, ties in the list's order: alternativesAmong's answer, without sorting them all.
    const top: { at: number; shared: number }[] = [];
    weighed[self] = self;
    // Comparable: the same category, or serving this one's main job while this one serves theirs (a platform whose main job is one of mine).
    const groups = [category !== undefined ? byCategory.get(category) : undefined, ...(main[self]! >= 0 ? [...new Set(platform.useCases)].map((u) => byMain.get(bit.get(u)!)) : [])];
    for (const group of groups) {
      for (const at of group ?? []) {
        if (weighed[at] === self) continue;
        weighed[at] = self;
        if (!comparableAt(self, at)) continue;
        const shared = sharedCount(self, at);
        if (shared === 0) continue;
        let i = top.length;
        while (i > 0 && (shared > top[i - 1]!.shared || (shared === top[i - 1]!.shared && at < top[i - 1]!.at))) i--;
        if (i < perPlatform) {
          top.splice(i, 0, { at, shared });
          if (top.length > perPlatform) top.pop();
        }
      }
    }
    for (const { at, shared } of top) {
      if (shared < minShared) continue;
      const [a, b] = canonicalOrder(platform.id, list[at]!.id);
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
