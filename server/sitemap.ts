import "server-only";
import { platforms } from "@/lib/catalogue";
import { curatedList } from "@/lib/compare/curated";
import { LIST_PAGE_SIZE, pageUrl } from "@/lib/discovery/list-pages";
import { factsChecked, platformUseCases } from "@/lib/platform";
import { trustNav } from "@/lib/navigation";
import { useCases } from "@/lib/use-cases";
import { changeLog } from "@/lib/change-log";
import { getArticles } from "@/server/articles";
import { absoluteUrl } from "@/server/site-config";
import type { SitemapEntry } from "@/lib/sitemap";

/**
 * Every public URL, each once. Dates are the content's own; pages without one carry none rather
 * than "now". Served split into files of 50,000 behind an index (app/sitemap.xml, lib/sitemap.ts).
 */
export function sitemapEntries(): SitemapEntry[] {
  const articles = getArticles();
  // The second and later pages of a list longer than a page (none at today's size; docs/decisions/0192-paginated-lists.md).
  const laterPages = (path: string, count: number): SitemapEntry[] =>
    Array.from({ length: Math.max(0, Math.ceil(count / LIST_PAGE_SIZE) - 1) }, (_, i) => ({ url: absoluteUrl(pageUrl(path, i + 2)), changeFrequency: "weekly" as const, priority: 0.4 }));
  const serving = new Map<string, number>();
  for (const p of platforms) for (const u of platformUseCases(p)) serving.set(u, (serving.get(u) ?? 0) + 1);
  return [
    { url: absoluteUrl("/"), changeFrequency: "weekly", priority: 1 },
    { url: absoluteUrl("/blog"), lastModified: articles[0]?.listedDate, changeFrequency: "weekly", priority: 0.8 },
    ...articles.map((a) => ({ url: absoluteUrl(`/blog/${a.slug}`), lastModified: a.date, changeFrequency: "monthly" as const, priority: 0.8 })),
    ...platforms.map((p) => ({ url: absoluteUrl(`/platforms/${p.id}`), lastModified: factsChecked(p), changeFrequency: "monthly" as const, priority: 0.6 })),
    { url: absoluteUrl("/platforms"), changeFrequency: "weekly", priority: 0.7 },
    ...laterPages("/platforms", platforms.length),
    ...useCases.flatMap((u) => [{ url: absoluteUrl(`/use-cases/${u.id}`), changeFrequency: "monthly" as const, priority: 0.7 }, ...laterPages(`/use-cases/${u.id}`, serving.get(u.id) ?? 0)]),
    // Curated comparisons, dated by the more recently checked of their two platforms.
    ...curatedList().map((p) => ({
      url: absoluteUrl(`/compare/${p.slug}`),
      lastModified: [factsChecked(p.first), factsChecked(p.second)].sort().at(-1),
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
    { url: absoluteUrl("/ai-image"), changeFrequency: "monthly", priority: 0.6 },
    { url: absoluteUrl("/contact"), changeFrequency: "yearly", priority: 0.5 },
    { url: absoluteUrl("/developers"), changeFrequency: "yearly", priority: 0.4 },
    { url: absoluteUrl("/changes"), lastModified: changeLog()[0]?.date, changeFrequency: "weekly", priority: 0.5 },
    { url: absoluteUrl("/use-cases"), changeFrequency: "monthly", priority: 0.7 },
    ...trustNav.map((t) => ({ url: absoluteUrl(t.href), changeFrequency: "yearly" as const, priority: 0.3 })),
  ];
}
