import { JsonLd } from "@/components/static/json-ld";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ResultList } from "@/components/discovery/result-list";
import { SiteLink } from "@/components/site/site-link";
import { useCaseIntros } from "@/content/use-case-intros";
import { emptyQuery } from "@/lib/discovery/query";
import { isUseCaseId, labelOfUseCase, useCases, type UseCaseId } from "@/lib/use-cases";
import { getArticle } from "@/server/articles";
import { discover } from "@/server/discovery";
import { platforms, platformUseCases } from "@/lib/catalogue";
import { ogImageRefOfUseCase } from "@/server/og/images";
import { pageMetadata } from "@/server/seo";
import { absoluteUrl } from "@/server/site-config";

export const dynamicParams = false;

export function generateStaticParams() {
  return useCases.map((u) => ({ id: u.id }));
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  if (!isUseCaseId(id)) return {};
  const intro = useCaseIntros[id];
  const count = platforms.filter((p) => platformUseCases(p).includes(id)).length;
  return pageMetadata({ title: intro.title, description: intro.summary, path: `/use-cases/${id}`, image: ogImageRefOfUseCase(id, intro.title, count) });
}

/** A browse page per use case (issue 12): an introduction, the ranked platforms, related use cases and guides. */
export default async function UseCasePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUseCaseId(id)) notFound();
  const useCase: UseCaseId = id;
  const intro = useCaseIntros[useCase];
  const result = discover({ ...emptyQuery, useCases: [useCase] });
  const guides = intro.guides.map((slug) => getArticle(slug)).filter((a) => a !== undefined);
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: intro.title,
    numberOfItems: result.platforms.length,
    itemListElement: result.platforms.map((r, i) => ({ "@type": "ListItem", position: i + 1, name: r.platform.name, url: absoluteUrl(`/platforms/${r.platform.id}`) })),
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
        <ResultList results={result.platforms} compact label={`Platforms for ${labelOfUseCase(useCase)}`} />
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
