import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CompareTable } from "@/components/compare/compare-table";
import { SiteLink } from "@/components/site/site-link";
import type { Platform } from "@/lib/catalogue-schema";
import { curatedList, curatedPairsWith, getCuratedPair } from "@/lib/compare/curated";
import { guidesForPair } from "@/lib/compare/guides";
import { compareHref } from "@/lib/compare/ids";
import { verdictSentences } from "@/lib/compare/verdict";
import { getArticles } from "@/server/articles";
import { withReferrals } from "@/server/referrals";
import { pageMetadata } from "@/server/seo";
import { platforms } from "@/lib/catalogue";
import { prerenderedIds, prerenderedPairs } from "@/lib/prerender";

// Curated comparisons of two pre-rendered platforms are pre-rendered; the other curated ones are
// rendered on their first request and kept like pre-rendered pages (docs/decisions/0170); any
// other slug is a 404. The reversed order of a curated pair is redirected (308) to its canonical
// URL by proxy.ts.
export const dynamicParams = true;

export function generateStaticParams() {
  return prerenderedPairs(curatedList(), prerenderedIds(platforms)).map((p) => ({ pair: p.slug }));
}

type Params = Promise<{ pair: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const pair = getCuratedPair((await params).pair);
  if (!pair) return {};
  const [a, b] = [pair.first, pair.second];
  return pageMetadata({
    title: `${a.name} vs ${b.name}: price, free plan and use cases compared`,
    description: verdictSentences(a, b).join(" ").slice(0, 170),
    path: `/compare/${pair.slug}`,
    keywords: [`${a.name} vs ${b.name}`, `${b.name} vs ${a.name}`, `${a.name} alternatives`, `${b.name} alternatives`],
  });
}

export default async function CuratedComparePage({ params }: { params: Params }) {
  const slug = (await params).pair;
  const pair = getCuratedPair(slug);
  if (!pair) notFound();
  const [a, b] = withReferrals([pair.first, pair.second]) as [Platform, Platform];
  const verdict = verdictSentences(a, b);
  const guides = guidesForPair(a, b, getArticles());
  const more = [...curatedPairsWith(a.id), ...curatedPairsWith(b.id)].map((x) => x.pair).filter((p) => p.slug !== pair.slug).slice(0, 6);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <SiteLink href="/" className="hover:underline">Home</SiteLink> / <span>Compare</span> / <span className="text-slate-800">{a.name} vs {b.name}</span>
      </nav>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{a.name} vs {b.name}</h1>
      <section aria-labelledby="verdict" className="mt-6 max-w-3xl rounded-2xl bg-brand-50 p-5">
        <h2 id="verdict" className="text-xl font-bold">The short verdict</h2>
        <p className="mt-2 text-slate-800">{verdict.join(" ")}</p>
        {guides.guides.length > 0 ? (
          <p className="mt-3">
            {guides.guides.map((g, i) => (
              <span key={g.slug}>
                {i > 0 ? " · " : guides.kind === "compares" ? "Read our guide: " : "Guides that cover both: "}
                <SiteLink href={`/blog/${g.slug}`} className="font-medium text-brand-700 underline underline-offset-2">{g.title}</SiteLink>
              </span>
            ))}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="side-by-side" className="mt-10">
        <h2 id="side-by-side" className="text-2xl font-bold">Side by side</h2>
        <p className="mt-2 text-slate-700">
          Weighing a third? Press ‘Add to compare’ on both, add another from the finder, or{" "}
          <a href={compareHref([a.id, b.id])} className="text-brand-700 underline underline-offset-2">open this pair in the compare page</a>.
        </p>
        <CompareTable platforms={[a, b]} caption={`${a.name} and ${b.name} compared`} />
      </section>

      {more.length > 0 ? (
        <section aria-labelledby="more" className="mt-10">
          <h2 id="more" className="text-2xl font-bold">More comparisons</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((p) => (
              <li key={p.slug}>
                <SiteLink href={`/compare/${p.slug}`} className="text-brand-700 underline underline-offset-2">
                  {p.first.name} vs {p.second.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
