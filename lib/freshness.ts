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

/** The newest date any of a platform's facts was checked. */
export function newestCheck(sources: Record<string, { checked: string } | undefined>): string {
  return Object.values(sources)
    .flatMap((s) => (s ? [s.checked] : []))
    .sort()
    .at(-1) as string;
}

/** The oldest date any of a platform's facts was checked: the age a visitor should weigh. */
export function oldestCheck(sources: Record<string, { checked: string } | undefined>): string {
  return Object.values(sources)
    .flatMap((s) => (s ? [s.checked] : []))
    .sort()[0] as string;
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'Nov 23, 2026': compact, and the same on server and client (no locale lookup). */
export function shortDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return `${months[m - 1]} ${d}, ${y}`;
}
