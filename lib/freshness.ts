/** How old a checked fact is, in whole days (UTC), never negative. */
export function daysSince(isoDate: string, now: Date): number {
  const then = Date.parse(`${isoDate}T00:00:00Z`);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.round((today - then) / 86_400_000));
}

const small = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** 'checked today', 'checked yesterday', 'checked five days ago', 'checked 404 days ago'. */
export function checkedAgo(isoDate: string, now: Date): string {
  const days = daysSince(isoDate, now);
  if (days === 0) return "checked today";
  if (days === 1) return "checked yesterday";
  return `checked ${small[days] ?? days.toLocaleString("en-US")} days ago`;
}

/** The site a source lives on, as a reader would name it: 'help.openai.com', 'docs.github.com'. */
export function sourceSite(url: string): string {
  return new URL(url).hostname.replace(/^www\./, "");
}

type Dated = { checked: string };
/** A platform's sources by fact: one source, or several (the plan details may cite more than one page). */
export type DatedSources = Record<string, Dated | readonly Dated[] | undefined>;

/** The date that comes first (`older`) or last among a platform's sources' dates: one pass, no list (every card asks, 200 a page). */
function edgeDate(sources: DatedSources, older: boolean): string {
  let found: string | undefined;
  const see = (date: string) => {
    if (found === undefined || (older ? date < found : date > found)) found = date;
  };
  for (const key in sources) {
    const s = sources[key];
    if (s === undefined) continue;
    if ("checked" in s) see(s.checked);
    else for (const x of s) see(x.checked);
  }
  return found as string;
}

/** The newest date any of a platform's facts was checked. */
export function newestCheck(sources: DatedSources): string {
  return edgeDate(sources, false);
}

/** The oldest date any of a platform's facts was checked: the age a visitor should weigh. */
export function oldestCheck(sources: DatedSources): string {
  return edgeDate(sources, true);
}

/** Facts read longer ago than this are marked as possibly out of date wherever they are shown. */
export const STALE_AFTER_DAYS = 180;

/** Whether a fact checked on `isoDate` is old enough to be marked as possibly out of date. */
export function isStale(isoDate: string, now: Date): boolean {
  return daysSince(isoDate, now) > STALE_AFTER_DAYS;
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'Nov 23, 2026': compact, and the same on server and client (no locale lookup). */
export function shortDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return `${months[m - 1]} ${d}, ${y}`;
}
