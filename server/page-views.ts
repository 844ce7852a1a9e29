import "server-only";
import { articleSlugs } from "@/lib/article-schema";
import { getPlatform } from "@/lib/catalogue";
import { contactStore } from "@/server/contact/contact-service";
import { logger } from "@/server/logger";

/**
 * Page views per platform page and per article (issue 29, docs/decisions/0160). The server layer
 * tells us a page was viewed (its path only: no cookie, no address, no user agent ever reaches this
 * module); views are tallied in memory and added to the day's row of each page every
 * {@link FLUSH_EVERY_MS}, so a visit costs no database write of its own.
 */

const FLUSH_EVERY_MS = 10_000;
const log = logger.child({ component: "page-views" });

const articlePages: ReadonlySet<string> = new Set(articleSlugs.map((slug) => `/blog/${slug}`));
const PLATFORM_PAGE = "/platforms/";

/** The page a path counts for: a platform page or an article of the catalogue (the article's second address counts for its first), else null. */
export function viewedPage(pathname: string): string | null {
  const page = pathname === "/ai-coding-tools" ? "/blog/ai-coding-tools" : pathname;
  // A platform's page by its id, not a set of every page's path (10,000 strings per copy of this module at that size).
  if (page.startsWith(PLATFORM_PAGE)) return getPlatform(page.slice(PLATFORM_PAGE.length)) ? page : null;
  return articlePages.has(page) ? page : null;
}

const tally = new Map<string, number>();

/** One view of the page at `pathname`; a path that is not a platform page or an article is ignored. */
export function countPageView(pathname: string): void {
  const page = viewedPage(pathname);
  if (page) tally.set(page, (tally.get(page) ?? 0) + 1);
}

/** Adds the views tallied so far to the database (and forgets them); on failure they are kept for the next try. */
export async function flushPageViews(now = new Date()): Promise<void> {
  if (tally.size === 0) return;
  const counts = new Map(tally);
  tally.clear();
  try {
    await (await contactStore()).countViews(counts, now);
  } catch (error) {
    for (const [page, views] of counts) tally.set(page, (tally.get(page) ?? 0) + views);
    log.warn({ err: error }, "could not store page views; kept for the next try");
  }
}

const STARTED = Symbol.for("ai-platform-finder.page-views-flush");

/** Adds the tally to the database every few seconds. */
export function startPageViewFlush(): void {
  const state = globalThis as Record<symbol, unknown>;
  if (state[STARTED]) return;
  state[STARTED] = true;
  setInterval(() => void flushPageViews(), FLUSH_EVERY_MS).unref();
}
