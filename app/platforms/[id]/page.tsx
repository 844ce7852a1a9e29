import type { Metadata } from "next";
import { SiteLink } from "@/components/site/site-link";
import { notFound } from "next/navigation";
import { Check } from "lucide-react";
import { PlatformLinks } from "@/components/finder/platform-links";
import { SuggestCorrection } from "@/components/platform/suggest-correction";
import { TierBadge } from "@/components/finder/tier-badge";
import { alternativesTo, getPlatform, platforms, platformUseCases, priceLine } from "@/lib/catalogue";
import { categories, type Platform } from "@/lib/catalogue-schema";
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
      </div>
      <p className="mt-3 text-lg text-slate-700">{platform.description}</p>
      <p className="mt-2 text-sm text-slate-600">
        {category?.label} · Facts checked <time dateTime={platform.lastReviewed}>{formatDate(platform.lastReviewed)}</time>
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
            <li key={alt.id} className="rounded-xl border border-slate-200 p-4">
              <SiteLink href={`/platforms/${alt.id}`} className="font-semibold text-brand-700 hover:underline">{alt.name}</SiteLink>
              <p className="mt-1 text-sm text-slate-700">{priceLine(alt)} · shares {shared} use cases</p>
            </li>
          ))}
        </ul>
      </section>

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
      <section aria-labelledby="corrections" className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5">
        <h2 id="corrections" className="text-xl font-bold">Is something here out of date?</h2>
        <p className="mt-2 text-sm text-slate-700">
          Prices change often. Check <a href={platform.website} rel="noopener" className="underline">{platform.name}&apos;s own site</a> before you buy, and tell us what changed: we check every suggestion against its source.
        </p>
        <SuggestCorrection platformId={platform.id} platformName={platform.name} />
      </section>
    </div>
  );
}
