// No zod here: the finder bundles this module on the client.
import { isUseCaseId, useCases, type UseCaseId } from "@/lib/use-cases";
import { flagFilterKeys, isRunsOn, runsOnPlaces, type FlagFilter, type RunsOn } from "@/lib/attributes";
import { budgetOptions, emptyQuery, sorts, tiers, type DiscoveryQuery, type Sort, type TierId } from "@/lib/discovery/query";

/**
 * Reading a discovery query from a URL's search parameters, the same way for the finder (`/?use=`),
 * `/search`, `/platforms`, compare and the public API:
 *   q        free text (cut to 200 characters, control characters dropped)
 *   use      comma list of use-case ids
 *   free     '1' (or 'true') for platforms with a free plan only
 *   budget   US dollars a month, a positive number
 *   tier     comma list of free, freemium, paid
 *   category comma list of category ids
 *   api, open, local, sso   '1' for platforms recorded as having an API, being open source or open
 *            weights, running on your own machine, offering single sign-on (lib/attributes.ts)
 *   runs     comma list of places a platform must run on: web, windows, macos, linux, ios, android,
 *            browser-extension, ide-plugin, cli
 *   skip     comma list of use-case ids the text was read as and the visitor removed (search only)
 *   sort     best (default), price, name
 * Pages read leniently (unknown values are dropped, as a shared link should still open); the API
 * reads strictly and answers 400 with the message.
 */

export const MAX_QUERY_LENGTH = 200;
export type Params = URLSearchParams | Record<string, string | string[] | undefined>;

const useCaseOrder = new Map<string, number>(useCases.map((u, i) => [u.id, i]));

function get(params: Params, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.getAll(key).join(",") || (params.has(key) ? "" : undefined);
  const v = params[key];
  return Array.isArray(v) ? v.join(",") : v;
}

function list(value: string | undefined): string[] {
  return [...new Set((value ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean))];
}

/** Free text as the engine takes it: C0/C1 controls and bidi overrides removed, spaces collapsed, 200 characters. */
export function cleanText(value: string | undefined): string {
  return (value ?? "").replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, " ").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}

export function sortUseCases(ids: Iterable<UseCaseId>): UseCaseId[] {
  return [...new Set(ids)].sort((a, b) => (useCaseOrder.get(a) ?? 0) - (useCaseOrder.get(b) ?? 0));
}

type Options = { knownCategories?: readonly string[] };
export type ParseResult = { ok: true; query: DiscoveryQuery } | { ok: false; error: string };

/** Strict reading, for the API: the first bad value is named in a message a person can act on. */
export function parseDiscoveryParams(params: Params, options: Options = {}): ParseResult {
  const query: DiscoveryQuery = { ...emptyQuery, useCases: [], tiers: [], categories: [] };
  const text = cleanText(get(params, "q"));
  if (text) query.text = text;

  const use = list(get(params, "use"));
  const badUse = use.find((u) => !isUseCaseId(u));
  if (badUse) return { ok: false, error: `Unknown use case '${badUse}' in 'use'. Valid ids: ${useCases.map((u) => u.id).join(", ")}.` };
  query.useCases = sortUseCases(use as UseCaseId[]);

  const free = get(params, "free");
  if (free !== undefined && free !== "") {
    if (!/^(1|0|true|false)$/.test(free)) return { ok: false, error: "'free' must be 1 (free plan only) or 0." };
    query.free = free === "1" || free === "true";
  }

  const budget = get(params, "budget");
  if (budget !== undefined && budget !== "") {
    const amount = Number(budget);
    if (!/^\d+(\.\d+)?$/.test(budget) || !(amount > 0) || amount > 100_000) {
      return { ok: false, error: "'budget' must be a positive number of US dollars a month, for example budget=20." };
    }
    query.budget = amount;
  }

  const tier = list(get(params, "tier"));
  const badTier = tier.find((t) => !(tiers as readonly string[]).includes(t));
  if (badTier) return { ok: false, error: `Unknown tier '${badTier}' in 'tier'. Valid tiers: ${tiers.join(", ")}.` };
  query.tiers = tiers.filter((t) => tier.includes(t));

  const category = list(get(params, "category"));
  if (options.knownCategories) {
    const known = options.knownCategories;
    const bad = category.find((c) => !known.includes(c));
    if (bad) return { ok: false, error: `Unknown category '${bad}' in 'category'. Valid categories: ${known.join(", ")}.` };
    query.categories = known.filter((c) => category.includes(c));
  }

  const has: FlagFilter[] = [];
  for (const key of flagFilterKeys) {
    const value = get(params, key);
    if (value === undefined || value === "") continue;
    if (!/^(1|0|true|false)$/.test(value)) return { ok: false, error: `'${key}' must be 1 (only platforms recorded as having it) or 0.` };
    if (value === "1" || value === "true") has.push(key);
  }
  if (has.length) query.has = has;
  const runs = list(get(params, "runs"));
  const badPlace = runs.find((r) => !isRunsOn(r));
  if (badPlace) return { ok: false, error: `Unknown place '${badPlace}' in 'runs'. Valid places: ${runsOnPlaces.join(", ")}.` };
  if (runs.length) query.runs = runsOnPlaces.filter((r) => runs.includes(r));
  const skip = list(get(params, "skip"));
  const badSkip = skip.find((u) => !isUseCaseId(u));
  if (badSkip) return { ok: false, error: `Unknown use case '${badSkip}' in 'skip'. Valid ids: ${useCases.map((u) => u.id).join(", ")}.` };
  if (skip.length) query.skip = sortUseCases(skip as UseCaseId[]);

  const sort = get(params, "sort");
  if (sort !== undefined && sort !== "") {
    if (!(sorts as readonly string[]).includes(sort)) return { ok: false, error: `'sort' must be one of ${sorts.join(", ")}.` };
    query.sort = sort as Sort;
  }
  return { ok: true, query };
}

/**
 * Lenient reading, for pages: unknown use cases, tiers and categories are dropped, a budget that is
 * not one of the finder's ceilings is dropped, a bad sort is the default.
 */
export function readDiscoveryParams(params: Params, options: Options & { anyBudget?: boolean } = {}): DiscoveryQuery {
  const use = list(get(params, "use")).filter(isUseCaseId);
  const budget = Number(get(params, "budget"));
  const validBudget = options.anyBudget ? budget > 0 && budget <= 100_000 : (budgetOptions as readonly number[]).includes(budget);
  const sort = get(params, "sort");
  const free = get(params, "free");
  const text = cleanText(get(params, "q"));
  const tier = list(get(params, "tier"));
  const category = list(get(params, "category"));
  const has = flagFilterKeys.filter((k) => /^(1|true)$/.test(get(params, k) ?? ""));
  const runs = list(get(params, "runs")).filter(isRunsOn);
  const skip = list(get(params, "skip")).filter(isUseCaseId);
  return {
    ...(text ? { text } : {}),
    useCases: sortUseCases(use),
    free: free === "1" || free === "true",
    ...(validBudget ? { budget } : {}),
    tiers: tiers.filter((t) => tier.includes(t)) as TierId[],
    categories: options.knownCategories ? options.knownCategories.filter((c) => category.includes(c)) : [],
    ...(has.length ? { has } : {}),
    ...(runs.length ? { runs: runsOnPlaces.filter((r) => runs.includes(r)) as RunsOn[] } : {}),
    ...(skip.length ? { skip: sortUseCases(skip) } : {}),
    sort: (sorts as readonly string[]).includes(sort ?? "") ? (sort as Sort) : "best",
  };
}

/**
 * The canonical search string of a query (decision 0080): keys in a fixed order, lists sorted and
 * deduplicated, defaults omitted, commas unescaped. Equal queries give equal strings.
 */
export type QueryKey = "q" | "use" | "free" | "budget" | "tier" | "category" | FlagFilter | "runs" | "skip" | "sort";
const allKeys: readonly QueryKey[] = ["q", "use", "free", "budget", "tier", "category", "api", "open", "local", "sso", "runs", "skip", "sort"];

/**
 * The parameters each page reads, so the canonical URL of a page keeps exactly what changes it
 * (lib/discovery/canonical-url.ts, docs/decisions/0090-dynamic-page-cache.md).
 */
export const pageQueryKeys = {
  /** The finder on `/` (rewritten to app/find/[selection]). */
  finder: ["use", "free", "budget", "api", "open", "local", "sso", "runs", "sort"],
  /** `/search`. */
  search: ["q", "use", "free", "budget", "tier", "api", "open", "local", "sso", "runs", "skip", "sort"],
  /** `/platforms` with constraints (rewritten to app/platforms/filter). */
  browse: ["free", "budget", "tier", "category", "api", "open", "local", "sso", "runs", "sort"],
  /** `/use-cases/{id}` with filters (rewritten to app/use-cases/[id]/filter). */
  useCase: ["free", "budget", "api", "open", "local", "sso", "runs", "sort"],
} as const satisfies Record<string, readonly QueryKey[]>;

export function discoveryQueryString(query: Partial<DiscoveryQuery>, keys: readonly QueryKey[] = allKeys): string {
  const parts: string[] = [];
  for (const key of keys) {
    let value: string | undefined;
    if (key === "q") value = query.text ? encodeURIComponent(query.text).replace(/%20/g, "+") : undefined;
    if (key === "use") value = query.useCases?.length ? sortUseCases(query.useCases).join(",") : undefined;
    if (key === "free") value = query.free ? "1" : undefined;
    if (key === "budget") value = query.budget ? String(query.budget) : undefined;
    if (key === "tier") value = query.tiers?.length ? tiers.filter((t) => query.tiers!.includes(t)).join(",") : undefined;
    if (key === "category") value = query.categories?.length ? [...new Set(query.categories)].sort().join(",") : undefined;
    if ((flagFilterKeys as readonly string[]).includes(key)) value = query.has?.includes(key as FlagFilter) ? "1" : undefined;
    if (key === "runs") value = query.runs?.length ? runsOnPlaces.filter((r) => query.runs!.includes(r)).join(",") : undefined;
    if (key === "skip") value = query.skip?.length ? sortUseCases(query.skip).join(",") : undefined;
    if (key === "sort") value = query.sort && query.sort !== "best" ? query.sort : undefined;
    if (value !== undefined) parts.push(`${key}=${value}`);
  }
  return parts.length ? `?${parts.join("&")}` : "";
}

/** True when a query has any constraint (free, budget, tier or category). */
export function hasConstraints(query: Pick<DiscoveryQuery, "free" | "budget" | "tiers" | "categories" | "has" | "runs">): boolean {
  return query.free || query.budget !== undefined || query.tiers.length > 0 || query.categories.length > 0 || Boolean(query.has?.length) || Boolean(query.runs?.length);
}
