// What `next build` pre-renders and what is rendered on first request (issue 32,
// docs/decisions/0170-rendered-at-build-or-on-demand.md). Pure: the catalogue is passed in.

/** Platform pages (and their Open Graph images) pre-rendered by default: the first N of the editorial order. */
export const DEFAULT_PRERENDER_PLATFORMS = 100;

/**
 * How many platforms get their page and Open Graph image at build: `PRERENDER_PLATFORMS` (a whole
 * number, 0 or more), read when `next build` runs. Anything else stops the build with the reason.
 */
export function prerenderCount(value: string | undefined = process.env.PRERENDER_PLATFORMS): number {
  if (value === undefined || value.trim() === "") return DEFAULT_PRERENDER_PLATFORMS;
  if (!/^\d+$/.test(value.trim())) throw new Error(`PRERENDER_PLATFORMS must be a whole number (0 or more), got '${value}'`);
  return Number(value.trim());
}

/** The ids whose pages are pre-rendered: the first `count` of the editorial order. */
export function prerenderedIds(order: readonly { id: string }[], count: number = prerenderCount()): Set<string> {
  return new Set(order.slice(0, count).map((p) => p.id));
}

/** Curated pairs pre-rendered: those whose two platforms are both pre-rendered; the others render on demand. */
export function prerenderedPairs<T extends { a: string; b: string }>(pairs: readonly T[], ids: ReadonlySet<string>): T[] {
  return pairs.filter((p) => ids.has(p.a) && ids.has(p.b));
}

/**
 * Every path the server layer may let Next.js render on demand and then keep as if pre-rendered:
 * each platform page and each curated comparison (the build's own pre-rendered ones are answered
 * from the static cache before this list is asked). Anything else under these routes (an unknown
 * id) goes to Next.js as any request does, and is its 404.
 */
export function onDemandPaths(platforms: readonly { id: string }[], pairSlugs: readonly string[]): string[] {
  return [...platforms.map((p) => `/platforms/${p.id}`), ...pairSlugs.map((slug) => `/compare/${slug}`)];
}
