import { categories } from "@/lib/catalogue-schema";
import { compareTaskKeys } from "@/lib/compare/ids";
import { dynamicWhen } from "@/lib/discovery/dynamic-keys";
import { pageUrl, readPageNumber } from "@/lib/discovery/list-pages";
import { cleanText, discoveryQueryString, pageQueryKeys, readDiscoveryParams, type QueryKey } from "@/lib/discovery/params";

/**
 * The canonical URL of every page whose answer depends on its query string (issue 16,
 * docs/decisions/0090-dynamic-page-cache.md). One implementation, read by the pages (through
 * `readDiscoveryParams` and `discoveryQueryString`) and by the server layer's page cache
 * (scripts/page-cache.mjs), which answers a non-canonical URL with a 308 to this form and keys
 * rendered responses by it.
 *
 * Canonical: the page's own parameters only, in a fixed order; lists sorted and deduplicated;
 * unknown values dropped; defaults omitted. Reading the canonical URL gives the same query as
 * reading the original, so the page renders the same.
 */

/** How the server treats a URL: `redirect` (a page a browser opens) or `same` (an endpoint fetched by script). */
export type CanonicalUrl = { url: string; onMismatch: "redirect" | "same" };

const knownCategories = categories.map((c) => c.id);


function discoveryPage(path: string, params: URLSearchParams, keys: readonly QueryKey[], options: { knownCategories?: readonly string[] } = {}): string {
  return `${path}${discoveryQueryString(readDiscoveryParams(params, options), keys)}`;
}

/**
 * The canonical form of a dynamic page's URL, or undefined when the URL is not one (a static page,
 * a function, the API, anything else): those are left alone.
 */
export function canonicalUrl(pathname: string, params: URLSearchParams): CanonicalUrl | undefined {
  switch (pathname) {
    case "/":
      if (!dynamicWhen.finder.some((k) => params.has(k))) return undefined;
      return { url: discoveryPage("/", params, pageQueryKeys.finder), onMismatch: "redirect" };
    case "/platforms":
      if (!dynamicWhen.browse.some((k) => params.has(k))) return undefined;
      // The page of the list comes last, and only from 2 (lib/discovery/list-pages.ts).
      return { url: pageUrl(discoveryPage("/platforms", params, pageQueryKeys.browse, { knownCategories }), readPageNumber(params.get("page"))), onMismatch: "redirect" };
    case "/search":
      return { url: discoveryPage("/search", params, pageQueryKeys.search), onMismatch: "redirect" };
    case "/compare": {
      // The columns keep the order the visitor chose, and an unknown id is named in a note on the
      // page (lib/compare/ids.ts): so ids are only trimmed, lowercased and deduplicated, not sorted
      // or dropped. The task (words, use cases, attributes) reads as everywhere else.
      const ids = [...new Set((params.getAll("ids").join(",")).split(",").map((s) => s.trim().toLowerCase()).filter(Boolean))];
      const task = discoveryQueryString(readDiscoveryParams(params), compareTaskKeys).slice(1);
      const query = [...(ids.length ? [`ids=${ids.map(encodeURIComponent).join(",")}`] : []), ...(task ? [task] : [])];
      return { url: `/compare${query.length ? `?${query.join("&")}` : ""}`, onMismatch: "redirect" };
    }
    case "/search/suggestions": {
      // Fetched by the header's combobox as the visitor types: a redirect would cost a round trip.
      const q = cleanText(params.get("q") ?? undefined);
      return { url: `/search/suggestions${discoveryQueryString({ text: q }, ["q"])}`, onMismatch: "same" };
    }
    default: {
      const useCase = /^\/use-cases\/([a-z0-9-]+)$/.exec(pathname);
      if (useCase && dynamicWhen.useCase.some((k) => params.has(k))) {
        return { url: pageUrl(discoveryPage(pathname, params, pageQueryKeys.useCase), readPageNumber(params.get("page"))), onMismatch: "redirect" };
      }
      return undefined;
    }
  }
}

/**
 * True when two URLs carry the same parameters in the same order, whatever their percent-encoding
 * (`,` or `%2C`, `'` or `%27`): a browser may re-encode a URL it was redirected to, so comparing
 * raw strings could redirect forever.
 */
export function sameUrl(a: string, b: string): boolean {
  const split = (url: string) => {
    const q = url.indexOf("?");
    return { path: q === -1 ? url : url.slice(0, q), params: [...new URLSearchParams(q === -1 ? "" : url.slice(q + 1))] };
  };
  const x = split(a);
  const y = split(b);
  return x.path === y.path && x.params.length === y.params.length && x.params.every(([k, v], i) => k === y.params[i]?.[0] && v === y.params[i]?.[1]);
}
