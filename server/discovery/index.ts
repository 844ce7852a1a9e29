import "server-only";
import { platforms } from "@/lib/catalogue";
import { getArticles } from "@/server/articles";
import { createDiscovery, type Discovery } from "@/server/discovery/engine";
import { env } from "@/server/env";

export type { ArticleResult, Discovery, DiscoveryCatalogue, DiscoveryResult, MatchReasons, PlatformResult } from "@/server/discovery/engine";
export { createDiscovery } from "@/server/discovery/engine";

/**
 * The site's discovery engine: `createDiscovery()` over the catalogue and the guides
 * (docs/decisions/0146-discovery-factory.md). Kept on globalThis: Next.js bundles routes and
 * instrumentation separately; they share one engine and its indexes.
 */
const ENGINE = Symbol.for("ai-platform-finder.discovery-engine");
const shared = globalThis as Record<symbol, Discovery | undefined>;
function site(): Discovery {
  shared[ENGINE] ??= createDiscovery({ platforms, articles: getArticles, semantic: env.SEMANTIC_SEARCH === "on" });
  return shared[ENGINE];
}

export const discover: Discovery["discover"] = (query, options) => site().discover(query, options);
export const suggest: Discovery["suggest"] = (text, limit) => site().suggest(text, limit);
export const completeLastWord: Discovery["completeLastWord"] = (text) => site().completeLastWord(text);
export const knowsWord: Discovery["knows"] = (word) => site().knows(word);
/** The product a text names that the catalogue does not list, as written ('LM Studio'), if any: one recogniser for every face. */
export const unknownNameOf: Discovery["unknownName"] = (text) => site().unknownName(text);
export const placeNameOf: Discovery["placeName"] = (text) => site().placeName(text);
export const ordinaryNamesIn: Discovery["ordinaryNames"] = (text) => site().ordinaryNames(text);
export const surelyNamedIn: Discovery["surelyNamed"] = (text) => site().surelyNamed(text);
/** Builds the site engine's indexes now rather than on the first query. */
export function warmUpDiscovery(): void {
  site().warmUp();
}
