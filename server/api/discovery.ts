import "server-only";
import { parseDiscoveryParams, type ParseResult } from "@/lib/discovery/params";
import type { DiscoveryQuery } from "@/lib/discovery/query";
import { categories } from "@/lib/catalogue-schema";
import { platformListSchema, searchResultSchema, type ApiPlatform, type PlatformList, type PlatformMatch, type SearchResult } from "@/lib/api/schemas";
import { apiPlatform } from "@/server/api/catalogue";
import { discover, type DiscoveryResult } from "@/server/discovery";
import { absoluteUrl } from "@/server/site-config";

// The API's and MCP's view of the discovery engine: parameters are read by the engine's own strict
// parser, results come from discover(), and this module only shapes them into the published
// bodies. No ranking or filtering happens here (ARCHITECTURE.md: one discovery engine).

const knownCategories = categories.map((c) => c.id);

/** The finder's filters from a URL's search parameters, strictly: a bad value is an error message. */
export function parseApiQuery(params: URLSearchParams): ParseResult {
  return parseDiscoveryParams(params, { knownCategories });
}

/**
 * A page of a list (docs/decisions/0206-bounded-answers.md): at most MAX_PAGE_SIZE platforms an
 * answer, so a catalogue of 10,000 never builds a 20 MB body per request. Today's whole catalogue
 * fits one page.
 */
export const MAX_PAGE_SIZE = 500;
export type ApiPage = { limit: number; offset: number };
export const firstPage: ApiPage = { limit: MAX_PAGE_SIZE, offset: 0 };

/** `limit` and `offset` from a URL's search parameters, strictly. */
export function parseApiPage(params: URLSearchParams): { ok: true; page: ApiPage } | { ok: false; error: string } {
  const read = (key: string, min: number, max: number, fallback: number): number | string => {
    const value = params.get(key);
    if (value === null || value === "") return fallback;
    const n = Number(value);
    return /^\d+$/.test(value) && n >= min && n <= max ? n : key === "limit" ? `'limit' must be a whole number from 1 to ${MAX_PAGE_SIZE}, for example limit=50.` : "'offset' must be a whole number of platforms to skip, 0 or more, for example offset=500.";
  };
  const limit = read("limit", 1, MAX_PAGE_SIZE, MAX_PAGE_SIZE);
  if (typeof limit === "string") return { ok: false, error: limit };
  const offset = read("offset", 0, 1_000_000, 0);
  if (typeof offset === "string") return { ok: false, error: offset };
  return { ok: true, page: { limit, offset } };
}

/** The page's place in the whole list, and the address of the next page when there is one. */
function pageMeta(total: number, page: ApiPage, self: URL | undefined): { limit: number; offset: number; next?: string } {
  if (!self || page.offset + page.limit >= total) return { limit: page.limit, offset: page.offset };
  const next = new URL(self);
  next.searchParams.set("offset", String(page.offset + page.limit));
  if (page.limit !== MAX_PAGE_SIZE) next.searchParams.set("limit", String(page.limit));
  return { limit: page.limit, offset: page.offset, next: absoluteUrl(`${next.pathname}${next.search}`) };
}

/** An entry the engine returned, as published: the engine indexes the catalogue's platforms only. */
function published(id: string): ApiPlatform {
  const platform = apiPlatform(id);
  if (!platform) throw new Error(`the discovery engine returned ${id}, which the catalogue does not have`);
  return platform;
}

function matches(result: DiscoveryResult): PlatformMatch[] {
  return result.platforms.map(({ platform, score, reasons }) => ({
    platform: published(platform.id),
    score: Math.round(score * 1000) / 1000,
    reasons: { useCases: reasons.useCases, words: reasons.words, fields: reasons.fields, constraints: reasons.constraints, named: reasons.named },
  }));
}

/** The query as the engine understood it, in the published shape (no undefined keys). */
function queryBody(query: DiscoveryQuery): PlatformList["meta"]["query"] {
  return {
    ...(query.text ? { text: query.text } : {}),
    useCases: query.useCases,
    free: query.free,
    ...(query.budget !== undefined ? { budget: query.budget } : {}),
    tiers: query.tiers,
    categories: query.categories as PlatformList["meta"]["query"]["categories"],
    has: query.has ?? [],
    runs: query.runs ?? [],
    sort: query.sort,
  };
}

/**
 * GET /api/v1/platforms: the platforms that pass the filters, in the engine's order, a page at a
 * time (`meta.count` counts them all; `self` is the request's address, for `meta.next`).
 */
export function listPlatforms(query: DiscoveryQuery, page: ApiPage = firstPage, self?: URL): PlatformList {
  const result = discover(query, page);
  const count = result.total ?? result.platforms.length;
  return { data: matches(result), meta: { count, ...pageMeta(count, page, self), query: queryBody(query), excluded: result.excluded } };
}

/** GET /api/v1/search: platforms and guide articles for the text, with the same filters, a page at a time. */
export function searchCatalogue(query: DiscoveryQuery, page: ApiPage = firstPage, self?: URL): SearchResult {
  const result = discover(query, page);
  const count = result.total ?? result.platforms.length;
  return {
    data: matches(result),
    articles: result.articles.map((a) => ({ slug: a.slug, title: a.title, excerpt: a.excerpt, url: absoluteUrl(`/blog/${a.slug}`) })),
    meta: {
      count,
      ...pageMeta(count, page, self),
      query: queryBody(query),
      excluded: result.excluded,
      useCases: result.useCases,
      ...(result.alternativeTo ? { alternativeTo: result.alternativeTo.id } : {}),
      ...(result.compare ? { compare: result.compare.map((p) => p.id) } : {}),
    },
  };
}

/** The ids of every platform that passes the filters, in the engine's order (the CSV export: a download, not a page). */
export function matchingIds(query: DiscoveryQuery): string[] {
  return discover(query).platforms.map((r) => r.platform.id);
}

/** The next page's address as a Link header too (RFC 8288), as list APIs commonly give it. */
export function nextLink(response: Response, next: string | undefined): Response {
  if (next) response.headers.set("Link", `<${next}>; rel="next"`);
  return response;
}

/** Real answers for the OpenAPI document's examples, trimmed to a few results, checked against their schemas. */
export function discoveryExamples(): { list: PlatformList; search: SearchResult } {
  const list = listPlatforms(parseOrThrow("use=code&free=1&sort=best"));
  const search = searchCatalogue(parseOrThrow("q=free image generator"));
  return {
    list: platformListSchema.parse({ ...list, data: list.data.slice(0, 2) }),
    search: searchResultSchema.parse({ ...search, data: search.data.slice(0, 2), articles: search.articles.slice(0, 1) }),
  };
}

function parseOrThrow(search: string): DiscoveryQuery {
  const parsed = parseApiQuery(new URLSearchParams(search));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.query;
}
