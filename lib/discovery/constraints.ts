import { attributeFlags, flagFilters, runsOnLabels, type AttributeRecord } from "@/lib/attributes";
import type { Platform } from "@/lib/catalogue-schema";
import { formatDollars, monthlyPrice } from "@/lib/discovery/price";
import { noExclusions, type DiscoveryQuery, type ExclusionCounts, type Sort } from "@/lib/discovery/query";

/**
 * What the constraints read of a platform: its category, its price and its attributes, either raw
 * (the server's catalogue) or as the compact flags a finder card carries (lib/attributes.ts).
 */
type Priced = Pick<Platform, "category"> & { pricing: Pick<Platform["pricing"], "tier" | "startingPrice">; attributes?: AttributeRecord; flags?: readonly string[] };
type Constraints = Pick<DiscoveryQuery, "free" | "budget" | "freePlanFits" | "tiers" | "categories" | "has" | "runs">;

function flagsOf(platform: Priced): readonly string[] {
  return platform.flags ?? attributeFlags(platform.attributes);
}

/** What a platform passing every constraint fails: one list for all (most pass, and every request asks thousands at 10,000 platforms). */
const noneFailed: readonly (keyof ExclusionCounts)[] = Object.freeze([]);

/** The constraints a platform fails, by name (none when it passes them all). */
export function failedConstraints(platform: Priced, query: Constraints): readonly (keyof ExclusionCounts)[] {
  if (!query.free && query.budget === undefined && !query.tiers.length && !query.categories.length && !query.has?.length && !query.runs?.length) return noneFailed;
  const failed: (keyof ExclusionCounts)[] = [];
  if (query.free && platform.pricing.tier === "paid") failed.push("free");
  if (query.budget !== undefined && !(query.freePlanFits && platform.pricing.tier !== "paid")) {
    const price = monthlyPrice(platform);
    if (price === undefined || price > query.budget + 1e-9) failed.push("budget");
  }
  if (query.tiers.length && !query.tiers.includes(platform.pricing.tier)) failed.push("tier");
  if (query.categories.length && !query.categories.includes(platform.category)) failed.push("category");
  if (query.has?.length || query.runs?.length) {
    const flags = flagsOf(platform);
    for (const key of query.has ?? []) if (!flags.includes(key)) failed.push(key);
    if ((query.runs ?? []).some((place) => !flags.includes(`runs:${place}`))) failed.push("runs");
  }
  return failed;
}

/** The constraints a platform passed, in words, for its 'why' line. */
export function passedConstraints(platform: Priced, query: Constraints): string[] {
  const passed: string[] = [];
  if (query.free) passed.push("has a free plan");
  if (query.budget !== undefined) {
    const price = monthlyPrice(platform);
    const fits = price !== undefined && price <= query.budget + 1e-9;
    passed.push(price === 0 ? "no paid plan needed" : fits || !query.freePlanFits ? `paid plan within ${formatDollars(query.budget)}/month` : "free plan within any budget");
  }
  if (query.tiers.length) passed.push(`${platform.pricing.tier} tier`);
  if (query.categories.length) passed.push("in the chosen category");
  for (const f of flagFilters) if (query.has?.includes(f.key)) passed.push(f.passed);
  if (query.runs?.length) passed.push(`runs on ${runsList(query)}`);
  return passed;
}

/**
 * Keeps the items that pass every constraint and counts, per constraint, how many it removed (an
 * item failing two constraints counts under both; `total` counts it once).
 */
export function applyConstraints<T>(items: readonly T[], platformOf: (item: T) => Priced, query: DiscoveryQuery): { kept: T[]; excluded: ExclusionCounts; excludedTotal: number } {
  const excluded: ExclusionCounts = noExclusions();
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

/** A to Z, case and accents aside: what `a.localeCompare(b, "en", { sensitivity: "base" })` does, with one collator. */
const byName = new Intl.Collator("en", { sensitivity: "base" });

/**
 * Reorders a relevance-ranked list: 'best' keeps it; 'price' puts the cheapest paid plan first (no
 * paid plan counts as 0, an unknown price last); 'name' is A to Z. Ties keep the relevance order.
 */
export function sortResults<T>(ranked: readonly T[], platformOf: (item: T) => Pick<Platform, "name"> & { pricing: Pick<Platform["pricing"], "tier" | "startingPrice"> }, sort: Sort): T[] {
  if (sort === "best") return [...ranked];
  // Each key worked out once, not once per comparison: a comparison with `localeCompare(…, "en",
  // options)` builds a collator each time (95 ms to sort 6,500 names), and a price is a regex.
  if (sort === "name") {
    const indexed = ranked.map((item, i) => ({ item, i, name: platformOf(item).name }));
    indexed.sort((a, b) => byName.compare(a.name, b.name) || a.i - b.i);
    return indexed.map((x) => x.item);
  }
  const indexed = ranked.map((item, i) => ({ item, i, price: monthlyPrice(platformOf(item)) ?? Number.POSITIVE_INFINITY }));
  indexed.sort((a, b) => a.price - b.price || a.i - b.i);
  return indexed.map((x) => x.item);
}

function runsList(q: Pick<DiscoveryQuery, "runs">): string {
  return (q.runs ?? []).map((p) => runsOnLabels.get(p) ?? p).join(" and ");
}

/** Each constraint: whether a query uses it, how it reads, and how its exclusions read. */
const constraintWords: { key: keyof ExclusionCounts; active: (q: DiscoveryQuery) => boolean; named: (q: DiscoveryQuery) => string; excluded: string }[] = [
  { key: "free", active: (q) => q.free, named: () => "free plan only", excluded: "have no free plan" },
  { key: "budget", active: (q) => q.budget !== undefined, named: (q) => `up to ${formatDollars(q.budget ?? 0)} a month`, excluded: "cost more or have no listed price" },
  { key: "tier", active: (q) => q.tiers.length > 0, named: (q) => `tier: ${q.tiers.join(" or ")}`, excluded: "are in another tier" },
  { key: "category", active: (q) => q.categories.length > 0, named: () => "chosen categories", excluded: "are in another category" },
  ...flagFilters.map((f) => ({ key: f.key, active: (q: DiscoveryQuery) => Boolean(q.has?.includes(f.key)), named: () => f.label.charAt(0).toLowerCase() + f.label.slice(1), excluded: f.excluded })),
  { key: "runs", active: (q) => Boolean(q.runs?.length), named: (q) => `runs on ${runsList(q)}`, excluded: "are not recorded as running there" },
];

/**
 * One line naming the active constraints and what they removed, e.g. 'Free plan only, up to $20 a
 * month: 9 platforms excluded (6 have no free plan, 5 cost more or have no listed price).'
 */
export function describeConstraints(query: DiscoveryQuery, excluded: ExclusionCounts, excludedTotal: number): string | undefined {
  const active = constraintWords.filter((c) => c.active(query));
  if (!active.length) return undefined;
  const head = active.map((c) => c.named(query)).join(", ");
  const label = `${head.charAt(0).toUpperCase()}${head.slice(1)}`;
  if (!excludedTotal) return `${label}: no platform excluded.`;
  const why = active.filter((c) => excluded[c.key]).map((c) => `${excluded[c.key]} ${c.excluded}`);
  return `${label}: ${excludedTotal} ${excludedTotal === 1 ? "platform" : "platforms"} excluded (${why.join(", ")}).`;
}
