import "server-only";
import { parseDiscoveryParams, type ParseResult } from "@/lib/discovery/params";
import type { DiscoveryQuery } from "@/lib/discovery/query";
import { categories } from "@/lib/catalogue-schema";
import { platformListSchema, searchResultSchema, type PlatformList, type PlatformMatch, type SearchResult } from "@/lib/api/schemas";
import { allApiPlatforms, toApiPlatform } from "@/server/api/catalogue";
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

function matches(result: DiscoveryResult): PlatformMatch[] {
  const published = allApiPlatforms();
  return result.platforms.map(({ platform, score, reasons }) => ({
    platform: published.get(platform.id) ?? toApiPlatform(platform),
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

/** GET /api/v1/platforms: every platform that passes the filters, in the engine's order. */
export function listPlatforms(query: DiscoveryQuery): PlatformList {
  const result = discover(query);
  const data = matches(result);
  return { data, meta: { count: data.length, query: queryBody(query), excluded: result.excluded } };
}

/** GET /api/v1/search: platforms and guide articles for the text, with the same filters. */
export function searchCatalogue(query: DiscoveryQuery): SearchResult {
  const result = discover(query);
  const data = matches(result);
  return {
    data,
    articles: result.articles.map((a) => ({ slug: a.slug, title: a.title, excerpt: a.excerpt, url: absoluteUrl(`/blog/${a.slug}`) })),
    meta: { count: data.length, query: queryBody(query), excluded: result.excluded, useCases: result.useCases, ...(result.alternativeTo ? { alternativeTo: result.alternativeTo.id } : {}), ...(result.compare ? { compare: result.compare.map((p) => p.id) } : {}) },
  };
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
