import type { Metadata } from "next";
import { SiteLink } from "@/components/site/site-link";
import { notFound } from "next/navigation";
import { Check } from "lucide-react";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { PlatformLinks } from "@/components/finder/platform-links";
import { TierBadge } from "@/components/finder/tier-badge";
import { alternativesTo, getPlatform, platforms, platformUseCases, priceLine } from "@/lib/catalogue";
import { categories, type Platform } from "@/lib/catalogue-schema";
import { curatedPairsWith } from "@/lib/compare/curated";
import { factsChecked } from "@/lib/platform";
import { labelOfUseCase } from "@/lib/use-cases";
import { formatDate, getArticles } from "@/server/articles";
import { withReferrals } from "@/server/referrals";
import { jsonLd, pageMetadata } from "@/server/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return platforms.map((p) => ({ id: p.id }));
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const platform = getPlatform((await params).id);
  if (!platform) return {};
  return pageMetadata({
    title: `${platform.name}: pricing, strengths and alternatives`,
    description: `${platform.description} ${priceLine(platform)}.`.slice(0, 170),
    path: `/platforms/${platform.id}`,
    keywords: [platform.name, `${platform.name} pricing`, `${platform.name} alternatives`],
  });
}

export default async function PlatformPage({ params }: { params: Promise<{ id: string }> }) {
  const entry = getPlatform((await params).id);
  if (!entry) notFound();
  const [platform] = withReferrals([entry]) as [Platform];
  const category = categories.find((c) => c.id === platform.category);
  const useCases = platformUseCases(platform);
  const alternatives = alternativesTo(platform, 6);
  const comparisons = curatedPairsWith(platform.id);
  const checked = factsChecked(platform);
  const mentions = getArticles().filter((a) => a.platformIds.includes(platform.id));
  const price = platform.pricing.startingPrice?.match(/^\$(\d+(?:\.\d{2})?)/)?.[1];
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: platform.name,
    description: platform.description,
    url: platform.website,
    applicationCategory: category?.label,
    operatingSystem: "Web",
    offers:
      platform.pricing.tier === "paid"
        ? price ? { "@type": "Offer", price, priceCurrency: "USD", description: platform.pricing.startingPrice } : undefined
        : { "@type": "Offer", price: "0", priceCurrency: "USD", description: "Free plan" },
    sameAs: [platform.linkedin, platform.twitter].filter(Boolean),
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <SiteLink href="/" className="hover:underline">Home</SiteLink> / <span>{category?.label}</span> / <span className="text-slate-800">{platform.name}</span>
      </nav>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h1 className="text-4xl font-extrabold tracking-tight">{platform.name}</h1>
        <TierBadge tier={platform.pricing.tier} />
        <CompareToggle id={platform.id} name={platform.name} />
      </div>
      <p className="mt-3 text-lg text-slate-700">{platform.description}</p>
      <p className="mt-2 text-sm text-slate-600">
        {category?.label} · Facts checked <time dateTime={checked}>{formatDate(checked)}</time>
      </p>
      <div className="mt-6">
        <PlatformLinks platform={platform} />
      </div>

      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="pricing">
          <h2 id="pricing" className="text-2xl font-bold">Pricing</h2>
          <p className="mt-3 text-lg font-semibold">{priceLine(platform)}</p>
          <p className="mt-2 text-slate-700">{platform.pricing.details}</p>
        </section>
        <section aria-labelledby="strengths">
          <h2 id="strengths" className="text-2xl font-bold">Strengths</h2>
          <ul className="mt-3 space-y-2">
            {platform.strengths.map((s) => (
              <li key={s} className="flex gap-2"><Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-green-700" />{s}</li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="use-cases" className="mt-10">
        <h2 id="use-cases" className="text-2xl font-bold">Use cases it serves</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {useCases.map((u) => (
            <li key={u}>
              {/* A full page load: the server renders the finder's results for the URL (decision 0006). */}
              <a href={`/?use=${u}`} className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-600">
                {labelOfUseCase(u)}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">Capabilities: {platform.capabilities.join(", ")}</p>
      </section>

      <section aria-labelledby="alternatives" className="mt-10">
        <h2 id="alternatives" className="text-2xl font-bold">Alternatives</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {alternatives.map(({ platform: alt, shared }) => (
            <li key={alt.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
              <SiteLink href={`/platforms/${alt.id}`} className="font-semibold text-brand-700 hover:underline">{alt.name}</SiteLink>
              <p className="text-sm text-slate-700">{priceLine(alt)} · shares {shared} use cases</p>
              <CompareToggle id={alt.id} name={alt.name} className="mt-auto self-start" />
            </li>
          ))}
        </ul>
      </section>

      {comparisons.length > 0 ? (
        <section aria-labelledby="comparisons" className="mt-10">
          <h2 id="comparisons" className="text-2xl font-bold">Side-by-side comparisons</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {comparisons.map(({ pair, other }) => (
              <li key={pair.slug}>
                <SiteLink href={`/compare/${pair.slug}`} className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-600">
                  Compare with {other.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {mentions.length > 0 ? (
        <section aria-labelledby="guides" className="mt-10">
          <h2 id="guides" className="text-2xl font-bold">Guides that cover {platform.name}</h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {mentions.map((a) => (
              <li key={a.slug}><SiteLink href={`/blog/${a.slug}`} className="text-brand-700 underline underline-offset-2">{a.title}</SiteLink></li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-10 text-sm text-slate-600">
        Prices change often. Check <a href={platform.website} rel="noopener" className="underline">{platform.name}&apos;s own site</a> before you buy. <SiteLink href="/contact" className="underline">Tell us</SiteLink> if something here is out of date.
      </p>
    </div>
  );
}
