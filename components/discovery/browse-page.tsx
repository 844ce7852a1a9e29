import { notFound } from "next/navigation";
import { ConstraintForm } from "@/components/discovery/constraint-form";
import { ListPager } from "@/components/discovery/list-pager";
import { ResultList } from "@/components/discovery/result-list";
import { TaxonomyNote } from "@/components/discovery/taxonomy-note";
import { platforms } from "@/lib/catalogue";
import { categories } from "@/lib/catalogue-schema";
import { describeConstraints } from "@/lib/discovery/constraints";
import { LIST_PAGE_SIZE, listPage, pageUrl } from "@/lib/discovery/list-pages";
import { discoveryQueryString, hasConstraints, pageQueryKeys } from "@/lib/discovery/params";
import type { DiscoveryQuery } from "@/lib/discovery/query";
import { discover } from "@/server/discovery";

/**
 * `/platforms`: every platform, grouped by category, with the constraint and sort controls. The
 * plain page is pre-rendered; with constraints in the URL the same component renders per request.
 */
export function BrowsePage({ query, page = 1 }: { query: DiscoveryQuery; page?: number }) {
  const result = discover(query);
  const note = describeConstraints(query, result.excluded, result.excludedTotal);
  const byCategory = categories
    .map((c) => ({ ...c, results: result.platforms.filter((r) => r.platform.category === c.id) }))
    .filter((g) => g.results.length > 0);
  // Pages of LIST_PAGE_SIZE in the order shown (category by category); a category may run on to the next page.
  const list = listPage(byCategory.flatMap((g) => g.results), page);
  if (!list) notFound();
  const base = `/platforms${discoveryQueryString(query, pageQueryKeys.browse)}`;
  const shown = new Set(list.items);
  const groups = byCategory.map((g) => ({ ...g, results: g.results.filter((r) => shown.has(r)) })).filter((g) => g.results.length > 0);
  /** Where each category starts: its anchor on this page, or on the page it starts on. */
  let before = 0;
  const anchorOf = new Map<string, string>();
  for (const g of byCategory) {
    const startsOn = Math.floor(before / LIST_PAGE_SIZE) + 1;
    const here = groups.some((h) => h.id === g.id);
    anchorOf.set(g.id, here ? `#${g.id}` : `${pageUrl(base, startsOn)}#${g.id}`);
    before += g.results.length;
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">All AI platforms</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Every platform in our catalogue ({platforms.length} in all), grouped by what it mainly does. Filter by free plan, budget, category or what a
        platform must have (an API, open source or open weights, running on your own machine, single sign-on, where it runs), or sort by price or name.
      </p>
      <TaxonomyNote />
      <ConstraintForm action="/platforms" query={query} categories={categories} />
      <p className="mt-4 text-slate-700" role="status">
        {list.pages > 1
          ? `Platforms ${list.first} to ${list.last} of ${list.total} shown (page ${list.page} of ${list.pages}).`
          : `${result.platforms.length} ${result.platforms.length === 1 ? "platform" : "platforms"} shown.`}
        {note && hasConstraints(query) ? ` ${note}` : ""}
      </p>
      {groups.length === 0 ? (
        <p className="mt-6 rounded-lg bg-slate-50 p-4 text-slate-700">No platform passes these filters. Try a higher budget, another category or fewer required features: a feature no source states is not recorded, so it does not pass.</p>
      ) : null}
      <nav aria-label="Categories" className="mt-6">
        <ul className="flex flex-wrap gap-2 text-sm">
          {byCategory.map((g) => (
            <li key={g.id}>
              <a href={anchorOf.get(g.id)} className="inline-flex rounded-full border border-slate-300 px-3 py-1 hover:border-brand-600">
                {g.label} ({g.results.length})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={g.id} className="browse-group mt-12 scroll-mt-20">
          <h2 id={g.id} className="text-2xl font-bold">{g.label}</h2>
          <ResultList results={g.results} compact label={g.label} />
        </section>
      ))}
      <ListPager list={list} base={base} label="Pages of platforms" />
    </div>
  );
}
