import type { QueryKey } from "@/lib/discovery/params";
// The shortlist and the /compare URL. No zod and no catalogue here: the shortlist bar bundles this.
import { withoutInvisible } from "@/lib/control-characters";

/** A comparison shows 2 to 4 platforms; the shortlist holds at most 4. */
export const MAX_COMPARE = 4;
export const MIN_COMPARE = 2;
/** Unknown ids the page names; the rest are only counted (issue 27). */
export const MAX_UNKNOWN_SHOWN = 4;

export type ParsedIds = {
  /** Known ids, unique, in the order given, at most MAX_COMPARE. */
  ids: string[];
  /**
   * Ids we do not know (dropped, with a note on the page): the first MAX_UNKNOWN_SHOWN, without
   * control, format or bidi characters, at most 60 characters each.
   */
  unknown: string[];
  /** How many more unknown ids there were. */
  unknownMore: number;
  /** Known ids past the first MAX_COMPARE (dropped, with a note). */
  overflow: string[];
};

/** Reads `?ids=chatgpt,claude` (or repeated `ids=`), keeping the order the visitor chose. */
export function parseCompareIds(value: string | string[] | null | undefined, isKnown: (id: string) => boolean): ParsedIds {
  const raw = Array.isArray(value) ? value.join(",") : (value ?? "");
  const seen = new Set<string>();
  const result: ParsedIds = { ids: [], unknown: [], unknownMore: 0, overflow: [] };
  for (const part of raw.split(",")) {
    // The page echoes what it does not know: invisible characters (a bidi override) never reach it.
    const id = withoutInvisible(part).trim().toLowerCase();
    if (!id || seen.has(id)) continue;
    seen.add(id);
    if (!isKnown(id)) {
      if (result.unknown.length < MAX_UNKNOWN_SHOWN) result.unknown.push(id.slice(0, 60));
      else result.unknownMore += 1;
    } else if (result.ids.length < MAX_COMPARE) result.ids.push(id);
    else result.overflow.push(id);
  }
  return result;
}

/**
 * The parts of the visitor's task a comparison carries (issue 26): what they typed, the use cases
 * they picked and the attributes they required, in the canonical order of lib/discovery/params.ts.
 * The compare page puts the rows they ask about first.
 */
export const compareTaskKeys = ["q", "use", "api", "open", "local", "sso", "runs"] as const satisfies readonly QueryKey[];

/**
 * `/compare?ids=a,b&use=code,images&api=1`. `task` is a canonical query string of the task's keys
 * (discoveryQueryString(query, compareTaskKeys) on a page, or taskOf(location.search) in the
 * browser), so this module stays free of the query parser: the shortlist bar on every page uses it.
 */
export function compareHref(ids: readonly string[], task = ""): string {
  const rest = task.replace(/^\?/, "");
  return `/compare?ids=${ids.map(encodeURIComponent).join(",")}${rest ? `&${rest}` : ""}`;
}

/**
 * The task keys of a page's own URL, as they are: the pages that carry them (/, /search, /platforms,
 * /use-cases) are canonical (lib/discovery/canonical-url.ts), so keeping their values and the key
 * order gives the compare page's canonical form.
 */
export function taskOf(search: string): string {
  const params = new URLSearchParams(search);
  return compareTaskKeys
    .flatMap((key) => {
      const value = params.get(key);
      if (!value) return [];
      const encoded = key === "q" ? encodeURIComponent(value).replace(/%20/g, "+") : value.split(",").map(encodeURIComponent).join(",");
      return [`${key}=${encoded}`];
    })
    .join("&");
}
