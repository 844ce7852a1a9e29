import type { Platform } from "@/lib/catalogue-schema";
import { formatDollars, monthlyPrice } from "@/lib/discovery/price";
import type { DiscoveryQuery, ExclusionCounts, Sort } from "@/lib/discovery/query";

type Priced = Pick<Platform, "category"> & { pricing: Pick<Platform["pricing"], "tier" | "startingPrice"> };

/** The constraints a platform fails, by name (none when it passes them all). */
export function failedConstraints(platform: Priced, query: Pick<DiscoveryQuery, "free" | "budget" | "tiers" | "categories">): (keyof ExclusionCounts)[] {
  const failed: (keyof ExclusionCounts)[] = [];
  if (query.free && platform.pricing.tier === "paid") failed.push("free");
  if (query.budget !== undefined) {
    const price = monthlyPrice(platform);
    if (price === undefined || price > query.budget + 1e-9) failed.push("budget");
  }
  if (query.tiers.length && !query.tiers.includes(platform.pricing.tier)) failed.push("tier");
  if (query.categories.length && !query.categories.includes(platform.category)) failed.push("category");
  return failed;
}

/** The constraints a platform passed, in words, for its 'why' line. */
export function passedConstraints(platform: Priced, query: Pick<DiscoveryQuery, "free" | "budget" | "tiers" | "categories">): string[] {
  const passed: string[] = [];
  if (query.free) passed.push("has a free plan");
  if (query.budget !== undefined) {
    const price = monthlyPrice(platform);
    passed.push(price === 0 ? "no paid plan needed" : `paid plan within ${formatDollars(query.budget)}/month`);
  }
  if (query.tiers.length) passed.push(`${platform.pricing.tier} tier`);
  if (query.categories.length) passed.push("in the chosen category");
  return passed;
}

/**
 * Keeps the items that pass every constraint and counts, per constraint, how many it removed (an
 * item failing two constraints counts under both; `total` counts it once).
 */
export function applyConstraints<T>(items: readonly T[], platformOf: (item: T) => Priced, query: DiscoveryQuery): { kept: T[]; excluded: ExclusionCounts; excludedTotal: number } {
  const excluded: ExclusionCounts = { free: 0, budget: 0, tier: 0, category: 0 };
  let excludedTotal = 0;
  const kept: T[] = [];
  for (const item of items) {
    const failed = failedConstraints(platformOf(item), query);
    if (!failed.length) kept.push(item);
    else {
      excludedTotal++;
      for (const f of failed) excluded[f]++;
    }
  }
  return { kept, excluded, excludedTotal };
}

/**
 * Reorders a relevance-ranked list: 'best' keeps it; 'price' puts the cheapest paid plan first (no
 * paid plan counts as 0, an unknown price last); 'name' is A to Z. Ties keep the relevance order.
 */
export function sortResults<T>(ranked: readonly T[], platformOf: (item: T) => Pick<Platform, "name"> & { pricing: Pick<Platform["pricing"], "tier" | "startingPrice"> }, sort: Sort): T[] {
  if (sort === "best") return [...ranked];
  const indexed = ranked.map((item, i) => ({ item, i, p: platformOf(item) }));
  if (sort === "name") indexed.sort((a, b) => a.p.name.localeCompare(b.p.name, "en", { sensitivity: "base" }) || a.i - b.i);
  else {
    const price = (x: (typeof indexed)[number]) => monthlyPrice(x.p) ?? Number.POSITIVE_INFINITY;
    indexed.sort((a, b) => price(a) - price(b) || a.i - b.i);
  }
  return indexed.map((x) => x.item);
}

const constraintWords: Record<keyof ExclusionCounts, (q: DiscoveryQuery) => string> = {
  free: () => "free plan only",
  budget: (q) => `up to ${formatDollars(q.budget ?? 0)} a month`,
  tier: (q) => `tier: ${q.tiers.join(" or ")}`,
  category: () => "chosen categories",
};

/**
 * One line naming the active constraints and what they removed, e.g. 'Free plan only, up to $20 a
 * month: 9 platforms excluded (6 have no free plan, 5 cost more or have no listed price).'
 */
export function describeConstraints(query: DiscoveryQuery, excluded: ExclusionCounts, excludedTotal: number): string | undefined {
  const active = (Object.keys(constraintWords) as (keyof ExclusionCounts)[]).filter((k) =>
    k === "free" ? query.free : k === "budget" ? query.budget !== undefined : k === "tier" ? query.tiers.length > 0 : query.categories.length > 0,
  );
  if (!active.length) return undefined;
  const named = active.map((k) => constraintWords[k](query));
  const head = named.join(", ");
  const label = `${head.charAt(0).toUpperCase()}${head.slice(1)}`;
  if (!excludedTotal) return `${label}: no platform excluded.`;
  const why: string[] = [];
  if (excluded.free) why.push(`${excluded.free} have no free plan`);
  if (excluded.budget) why.push(`${excluded.budget} cost more or have no listed price`);
  if (excluded.tier) why.push(`${excluded.tier} are in another tier`);
  if (excluded.category) why.push(`${excluded.category} are in another category`);
  return `${label}: ${excludedTotal} ${excludedTotal === 1 ? "platform" : "platforms"} excluded (${why.join(", ")}).`;
}
