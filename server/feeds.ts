import "server-only";
import { Feed } from "feed";
import { getPlatform } from "@/lib/catalogue";
import { changeId, changeLog, fieldLabel } from "@/lib/change-log";
import { getArticles } from "@/server/articles";
import { absoluteUrl, siteConfig } from "@/server/site-config";

/** The Atom feeds the site publishes, linked from every page's head (server/seo.ts). */
export const feedLinks = {
  changes: { path: "/changes.xml", title: `${siteConfig.name}: catalogue changes` },
  blog: { path: "/blog/feed.xml", title: `${siteConfig.name}: guides` },
} as const;

function newFeed(kind: keyof typeof feedLinks, description: string, htmlPath: string, updated: Date): Feed {
  return new Feed({
    title: feedLinks[kind].title,
    description,
    id: absoluteUrl(htmlPath),
    link: absoluteUrl(htmlPath),
    language: "en",
    updated,
    feedLinks: { atom: absoluteUrl(feedLinks[kind].path) },
    author: { name: siteConfig.owner.name, link: siteConfig.owner.website },
    copyright: `© ${siteConfig.owner.name}`,
  });
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** One entry per recorded change to a catalogue fact, newest first. */
export function changesFeed(): string {
  const newest = changeLog()[0];
  const updated = newest ? day(newest.date) : day("2025-10-15");
  const feed = newFeed("changes", "Every change to a price, plan or fact in the catalogue, with its source.", "/changes", updated);
  for (const change of changeLog()) {
    const name = getPlatform(change.platform)?.name ?? change.platform;
    const id = changeId(change);
    feed.addItem({
      title: `${name}: ${fieldLabel(change.field).toLowerCase()} changed`,
      id: absoluteUrl(`/changes#${id}`),
      link: absoluteUrl(`/platforms/${change.platform}`),
      date: day(change.date),
      description: `Before: ${change.before} After: ${change.after} Source: ${change.source}`,
    });
  }
  return feed.atom1();
}

/** One entry per article, newest first. */
export function blogFeed(): string {
  const articles = getArticles();
  const updated = day(articles.map((a) => a.updated ?? a.listedDate).sort().at(-1) ?? "2025-10-24");
  const feed = newFeed("blog", "Guides and comparisons of AI tools.", "/blog", updated);
  for (const a of articles) {
    feed.addItem({
      title: a.title,
      id: absoluteUrl(`/blog/${a.slug}`),
      link: absoluteUrl(`/blog/${a.slug}`),
      date: day(a.updated ?? a.listedDate),
      published: day(a.listedDate),
      description: a.excerpt,
    });
  }
  return feed.atom1();
}
