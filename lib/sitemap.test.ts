import { describe, expect, it } from "vitest";
import { MAX_URLS_PER_SITEMAP, sitemapFileNumber, sitemapIndexXml, splitSitemap, urlsetXml, type SitemapEntry } from "@/lib/sitemap";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const absolute = (path: string) => `https://example.org${path}`;

describe("sitemap index", () => {
  // A synthetic catalogue past one file: 120,001 URLs, dated so each file's newest date is known.
  const entries: SitemapEntry[] = Array.from({ length: 120_001 }, (_, i) => ({
    url: `https://example.org/platforms/p${i}`,
    lastModified: `2026-0${1 + (i % 9)}-15`,
    changeFrequency: "monthly",
    priority: 0.6,
  }));

  it("lists every URL once, in files of at most 50,000 that the index names in order", () => {
    const files = splitSitemap(entries);
    expect(files.map((f) => f.length)).toEqual([50_000, 50_000, 20_001]);
    const index = sitemapIndexXml(entries, absolute);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual(["https://example.org/sitemaps/1.xml", "https://example.org/sitemaps/2.xml", "https://example.org/sitemaps/3.xml"]);
    const listed = files.flatMap((file) => locs(urlsetXml(file)));
    expect(listed).toHaveLength(entries.length);
    expect(new Set(listed).size).toBe(entries.length);
    expect(listed).toEqual(entries.map((e) => e.url));
    for (const file of files) expect(locs(urlsetXml(file)).length).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
  });

  it("dates each file by its newest entry", () => {
    expect([...sitemapIndexXml(entries, absolute).matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1])).toEqual(["2026-09-15", "2026-09-15", "2026-09-15"]);
    const few = [{ url: "https://example.org/a", lastModified: "2026-01-02" }, { url: "https://example.org/b", lastModified: "2026-03-04" }, { url: "https://example.org/c" }];
    expect(sitemapIndexXml(few, absolute, 2)).toContain("<loc>https://example.org/sitemaps/1.xml</loc>\n<lastmod>2026-03-04</lastmod>");
    expect(sitemapIndexXml(few, absolute, 2)).toMatch(/<loc>https:\/\/example\.org\/sitemaps\/2\.xml<\/loc>\n<\/sitemap>/);
  });

  it("splits exactly at the limit and keeps one file for a small site", () => {
    expect(splitSitemap(entries.slice(0, 50_000)).map((f) => f.length)).toEqual([50_000]);
    expect(splitSitemap(entries.slice(0, 50_001)).map((f) => f.length)).toEqual([50_000, 1]);
    expect(splitSitemap([])).toEqual([[]]);
  });

  it("escapes URLs and reads only the file names it writes", () => {
    expect(urlsetXml([{ url: "https://example.org/search?q=a&b=<c>" }])).toContain("<loc>https://example.org/search?q=a&amp;b=&lt;c&gt;</loc>");
    expect(sitemapFileNumber("2.xml")).toBe(2);
    for (const bad of ["0.xml", "01.xml", "2.XML", "2", "../1.xml", "1.xml.gz"]) expect(sitemapFileNumber(bad)).toBeUndefined();
  });
});
