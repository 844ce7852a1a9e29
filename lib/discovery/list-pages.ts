/**
 * Pages of a list that names every platform (/platforms, /use-cases/{id}): at most `LIST_PAGE_SIZE`
 * platforms a page, the next ones at `?page=2`, `?page=3`... with the same filters
 * (docs/decisions/0192-paginated-lists.md). Today's catalogue fits one page, so nothing changes
 * until it passes the size.
 */

/** Platforms a list page shows. Above today's catalogue (160), so each list is one page today. */
export const LIST_PAGE_SIZE = 200;

/** The page a URL asks for: a whole number from 1, written without leading zeros; anything else is page 1. */
export function readPageNumber(value: string | string[] | null | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw.trim())) return 1;
  return Number(raw.trim());
}

export type ListPage<T> = {
  items: T[];
  /** This page, from 1. */
  page: number;
  /** How many pages the list has (at least 1, even when empty). */
  pages: number;
  /** Position of the first item shown in the whole list, from 1 (0 when empty). */
  first: number;
  /** Position of the last item shown. */
  last: number;
  total: number;
};

/** One page of a list; `undefined` when the page is past the last (a 404). */
export function listPage<T>(items: readonly T[], page: number, size = LIST_PAGE_SIZE): ListPage<T> | undefined {
  const pages = Math.max(1, Math.ceil(items.length / size));
  if (page < 1 || page > pages) return undefined;
  const start = (page - 1) * size;
  const shown = items.slice(start, start + size);
  return { items: shown, page, pages, first: shown.length ? start + 1 : 0, last: start + shown.length, total: items.length };
}

/** A list's URL at a page: `base` is the page's canonical URL without a page (it may hold filters); page 1 is `base` itself. */
export function pageUrl(base: string, page: number): string {
  if (page <= 1) return base;
  return `${base}${base.includes("?") ? "&" : "?"}page=${page}`;
}
