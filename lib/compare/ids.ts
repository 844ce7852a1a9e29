// The shortlist and the /compare URL. No zod and no catalogue here: the shortlist bar bundles this.

/** A comparison shows 2 to 4 platforms; the shortlist holds at most 4. */
export const MAX_COMPARE = 4;
export const MIN_COMPARE = 2;

export type ParsedIds = {
  /** Known ids, unique, in the order given, at most MAX_COMPARE. */
  ids: string[];
  /** Ids we do not know (dropped, with a note on the page). */
  unknown: string[];
  /** Known ids past the first MAX_COMPARE (dropped, with a note). */
  overflow: string[];
};

/** Reads `?ids=chatgpt,claude` (or repeated `ids=`), keeping the order the visitor chose. */
export function parseCompareIds(value: string | string[] | null | undefined, isKnown: (id: string) => boolean): ParsedIds {
  const raw = Array.isArray(value) ? value.join(",") : (value ?? "");
  const seen = new Set<string>();
  const result: ParsedIds = { ids: [], unknown: [], overflow: [] };
  for (const part of raw.split(",")) {
    const id = part.trim().toLowerCase();
    if (!id || seen.has(id)) continue;
    seen.add(id);
    if (!isKnown(id)) result.unknown.push(id.slice(0, 60));
    else if (result.ids.length < MAX_COMPARE) result.ids.push(id);
    else result.overflow.push(id);
  }
  return result;
}

/** `/compare?ids=a,b&use=code,images`: the use cases the visitor picked in the finder come along. */
export function compareHref(ids: readonly string[], use: readonly string[] = []): string {
  const query = [`ids=${ids.map(encodeURIComponent).join(",")}`];
  if (use.length) query.push(`use=${use.map(encodeURIComponent).join(",")}`);
  return `/compare?${query.join("&")}`;
}
