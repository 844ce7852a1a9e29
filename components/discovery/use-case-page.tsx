import { notFound } from "next/navigation";
import { ConstraintForm } from "@/components/discovery/constraint-form";
import { ListPager } from "@/components/discovery/list-pager";
import { ResultList } from "@/components/discovery/result-list";
import { SiteLink } from "@/components/site/site-link";
import { JsonLd } from "@/components/static/json-ld";
import { useCaseIntros } from "@/content/use-case-intros";
import { describeConstraints } from "@/lib/discovery/constraints";
import { listPage } from "@/lib/discovery/list-pages";
import { discoveryQueryString, hasConstraints, pageQueryKeys } from "@/lib/discovery/params";
import { emptyQuery, type DiscoveryQuery } from "@/lib/discovery/query";
import { labelOfUseCase, type UseCaseId } from "@/lib/use-cases";
import { getArticle } from "@/server/articles";
import { discover } from "@/server/discovery";
import { absoluteUrl } from "@/server/site-config";

/**
 * A browse page per use case (issue 12): an introduction, the ranked platforms, related use cases
 * and guides. The plain page is pre-rendered; with filters in the URL (free, budget, the attributes,
 * sort) the same component renders per request (app/use-cases/[id]/filter, issue 28).
 */
export function UseCasePage({ useCase, query = emptyQuery, page = 1 }: { useCase: UseCaseId; query?: DiscoveryQuery; page?: number }) {
  const intro = useCaseIntros[useCase];
  const filtered: DiscoveryQuery = { ...query, text: undefined, useCases: [useCase], tiers: [], categories: [] };
  const result = discover(filtered);
  const note = describeConstraints(filtered, result.excluded, result.excludedTotal);
  // A long list is shown LIST_PAGE_SIZE platforms a page (docs/decisions/0192-paginated-lists.md).
  const list = listPage(result.platforms, page);
  if (!list) notFound();
  const base = `/use-cases/${useCase}${discoveryQueryString(filtered, pageQueryKeys.useCase)}`;
  const guides = intro.guides.map((slug) => getArticle(slug)).filter((a) => a !== undefined);
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: intro.title,
    numberOfItems: result.platforms.length,
    itemListElement: list.items.map((r, i) => ({ "@type": "ListItem", position: list.first + i, name: r.platform.name, url: absoluteUrl(`/platforms/${r.platform.id}`) })),
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <JsonLd data={structuredData} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <SiteLink href="/" className="hover:underline">Home</SiteLink> / <SiteLink href="/platforms" className="hover:underline">Platforms</SiteLink> / <span className="text-slate-800">{labelOfUseCase(useCase)}</span>
      </nav>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight">{intro.title}</h1>
      <div className="mt-4 max-w-3xl space-y-4 text-lg text-slate-700">
        {intro.intro.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
      </div>
      <p className="mt-4">
        <a href={`/?use=${useCase}#finder`} className="font-semibold text-brand-700 underline underline-offset-2">
          Combine {labelOfUseCase(useCase)} with other use cases in the finder
        </a>
      </p>

      <section aria-labelledby="ranked" className="mt-10">
        <h2 id="ranked" className="text-2xl font-bold">
          {result.platforms.length} platforms for {labelOfUseCase(useCase)}
        </h2>
        <ConstraintForm action={`/use-cases/${useCase}`} query={{ ...filtered, useCases: [] }} />
        {note && hasConstraints(filtered) ? (
          <p className="mt-4 text-slate-700" role="status">{note}</p>
        ) : null}
        {result.platforms.length === 0 ? (
          <p className="mt-6 rounded-lg bg-slate-50 p-4 text-slate-700">No platform for {labelOfUseCase(useCase)} passes these filters. Clear one to see more.</p>
        ) : null}
        {list.pages > 1 ? (
          <p className="mt-4 text-slate-700">
            Platforms {list.first} to {list.last} of {list.total} (page {list.page} of {list.pages}).
          </p>
        ) : null}
        <ResultList results={list.items} compact label={`Platforms for ${labelOfUseCase(useCase)}`} start={list.first > 1 ? list.first : undefined} />
        <ListPager list={list} base={base} label={`Pages of platforms for ${labelOfUseCase(useCase)}`} />
      </section>

      <div className="mt-12 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="related">
          <h2 id="related" className="text-2xl font-bold">Related use cases</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {intro.related.map((r) => (
              <li key={r}>
                <SiteLink href={`/use-cases/${r}`} className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-600">
                  {labelOfUseCase(r)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
        {guides.length ? (
          <section aria-labelledby="guides">
            <h2 id="guides" className="text-2xl font-bold">Guides</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              {guides.map((a) => (
                <li key={a.slug}>
                  <SiteLink href={`/blog/${a.slug}`} className="text-brand-700 underline underline-offset-2">{a.title}</SiteLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
