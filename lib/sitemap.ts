// The sitemap as the protocol has it (sitemaps.org): an index (`/sitemap.xml`, named in robots.txt)
// listing files of at most 50,000 URLs each (`/sitemaps/1.xml`, ...), so the catalogue can grow
// past what one file may hold (issue 32, docs/decisions/0171-sitemap-index.md). Pure: the entries
// are passed in (tested with a synthetic list in lib/sitemap.test.ts).

/** The protocol's limit per file (it also caps a file at 50 MB uncompressed: 50,000 of our URLs are about 10 MB). */
export const MAX_URLS_PER_SITEMAP = 50_000;

export type SitemapEntry = {
  url: string;
  lastModified?: string;
  changeFrequency?: "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";
  priority?: number;
};

/** The entries split into files of at most `max` URLs, in order; one (empty) file when there are none. */
export function splitSitemap<T>(entries: readonly T[], max: number = MAX_URLS_PER_SITEMAP): T[][] {
  if (!Number.isInteger(max) || max < 1) throw new Error(`a sitemap file holds at least one URL, not ${max}`);
  const files: T[][] = [];
  for (let i = 0; i < entries.length; i += max) files.push(entries.slice(i, i + max));
  return files.length ? files : [[]];
}

/** The path of the n-th sitemap file (1-based). */
export const sitemapFilePath = (n: number) => `/sitemaps/${n}.xml`;

/** The file number a path segment names ('3.xml' is 3), or undefined. */
export function sitemapFileNumber(segment: string): number | undefined {
  const m = /^([1-9]\d{0,5})\.xml$/.exec(segment);
  return m ? Number(m[1]) : undefined;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The newest of some dates written as ISO strings (dates or date-times), or undefined. */
function newest(dates: (string | undefined)[]): string | undefined {
  return dates.filter((d): d is string => Boolean(d)).sort().at(-1);
}

/** A `<urlset>` file. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      "<url>",
      `<loc>${escapeXml(e.url)}</loc>`,
      e.lastModified ? `<lastmod>${escapeXml(e.lastModified)}</lastmod>` : "",
      e.changeFrequency ? `<changefreq>${e.changeFrequency}</changefreq>` : "",
      e.priority !== undefined ? `<priority>${e.priority}</priority>` : "",
      "</url>",
    ].filter(Boolean).join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The `<sitemapindex>` of the files `entries` splits into, each dated by its newest entry; `absolute` makes a path a full URL. */
export function sitemapIndexXml(entries: readonly SitemapEntry[], absolute: (path: string) => string, max: number = MAX_URLS_PER_SITEMAP): string {
  const files = splitSitemap(entries, max).map((file, i) => {
    const lastmod = newest(file.map((e) => e.lastModified));
    return ["<sitemap>", `<loc>${escapeXml(absolute(sitemapFilePath(i + 1)))}</loc>`, lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "", "</sitemap>"].filter(Boolean).join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join("\n")}\n</sitemapindex>\n`;
}
