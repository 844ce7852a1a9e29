import { StaticMarkup } from "@/components/static/static-markup";
import { html, Markup } from "@/lib/html";
import { JsonLd } from "@/components/static/json-ld";
import type { Metadata } from "next";
import { SiteLink } from "@/components/site/site-link";
import { notFound } from "next/navigation";
import { pageIconSvg } from "@/components/ui/page-icon";
import { siteLinkMarkup } from "@/components/site/site-link-markup";
import { compareToggleMarkup } from "@/components/finder/card-markup";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { PlatformLinks } from "@/components/finder/platform-links";
import { SuggestCorrection } from "@/components/platform/suggest-correction";
import { TierBadge } from "@/components/finder/tier-badge";
import { alternativesTo, getPlatform, platformRecord, platforms, platformUseCases, priceLine } from "@/lib/catalogue";
import { categories, factFields, type FactField, type FactSource, type Platform, type PlatformRecord } from "@/lib/catalogue-schema";
import { attributeDefinitions } from "@/lib/attribute-evidence";
import { changesOf, fieldLabel } from "@/lib/change-log";
import { checkedAgo, isStale, sourceSite } from "@/lib/freshness";
import { factsChecked } from "@/lib/platform";
import { curatedPairsWith } from "@/lib/compare/curated";
import { labelOfUseCase } from "@/lib/use-cases";
import { formatDate, getArticles } from "@/server/articles";
import { withReferrals } from "@/server/referrals";
import { platformOgImageRef } from "@/server/og/images";
import { pageMetadata } from "@/server/seo";
import { markSlot } from "@/server/sources/mark-slot";
import { prerenderedIds } from "@/lib/prerender";

// The first PRERENDER_PLATFORMS of the editorial order are pre-rendered; the others are rendered on
// their first request and kept like pre-rendered pages (docs/decisions/0170). An unknown id is a 404.
export const dynamicParams = true;

export function generateStaticParams() {
  return [...prerenderedIds(platforms)].map((id) => ({ id }));
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const platform = getPlatform((await params).id);
  if (!platform) return {};
  return pageMetadata({
    title: `${platform.name}: pricing, strengths and alternatives`,
    description: `${platform.description} ${priceLine(platform)}.`.slice(0, 170),
    path: `/platforms/${platform.id}`,
    keywords: [platform.name, `${platform.name} pricing`, `${platform.name} alternatives`],
    image: platformOgImageRef(platform),
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
  const mentions = getArticles().filter((a) => a.platformIds.includes(platform.id));
  const price = platform.pricing.startingPrice?.match(/^\$(\d+(?:\.\d{2})?)/)?.[1];
  // The whole record: the sources' pages and quotes are shown here (docs/decisions/0218).
  const record = platformRecord(platform.id)!;
  const { sources } = record.pricing;
  const changes = changesOf(platform.id);
  // Rendered at build time or on the first request (docs/decisions/0170), so 'N days ago' counts to that day.
  const now = new Date();
  const oldest = factsChecked(platform);
  const offers = [
    ...(platform.pricing.tier !== "paid"
      ? [{ "@type": "Offer", name: "Free plan", price: "0", priceCurrency: "USD", validFrom: sources.tier.checked }]
      : []),
    ...(price && sources.startingPrice
      ? [{ "@type": "Offer", name: "Cheapest paid plan", price, priceCurrency: "USD", description: platform.pricing.startingPrice, validFrom: sources.startingPrice.checked }]
      : []),
  ];
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: platform.name,
    description: platform.description,
    url: platform.website,
    applicationCategory: category?.label,
    operatingSystem: "Web",
    offers: offers.length > 0 ? offers : undefined,
    sameAs: [platform.linkedin, platform.twitter].filter(Boolean),
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <JsonLd data={structuredData} />
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
        {category?.label} · Prices and plans {checkedAgo(oldest, now)} (oldest fact: <time dateTime={oldest}>{formatDate(oldest)}</time>)
        {isStale(oldest, now) ? <span className="font-semibold text-amber-800"> · some facts may be out of date</span> : null}
      </p>
      <div className="mt-6">
        <PlatformLinks platform={platform} />
      </div>

      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="pricing">
          <h2 id="pricing" className="text-2xl font-bold">Pricing</h2>
          <p className="mt-3 text-lg font-semibold">{priceLine(platform)}</p>
          <p className="mt-2 text-slate-700">{platform.pricing.details}</p>
          <StaticMarkup
            as="ul"
            className="mt-3 space-y-3 text-sm text-slate-600"
            aria-label="Sources of these facts"
            html={html`${groupSources(platform.id, sources).map(
              ({ fields, keys, source }) =>
                html`<li>${fields.map(factLabel).join(" and ")}: Source: <a href="${source.url}" rel="nofollow noopener" class="underline underline-offset-2">${sourceSite(source.url)}</a>${
                  source.kind === "secondary" ? " (a secondary source, not the vendor's own page)" : " (the vendor's own page)"
                } · checked <time dateTime="${source.checked}">${formatDate(source.checked)}</time> (${checkedAgo(source.checked, now)})${
                  isStale(source.checked, now) ? html`<span class="font-semibold text-amber-800"> · may be out of date</span>` : null
                }${
                  // Where the server layer puts a 'may have changed since' mark when the source watcher finds the source changed (decision 0161).
                  new Markup(markSlot(keys))
                }${
                  source.quote
                    ? html`<blockquote cite="${source.url}" class="mt-1 border-l-2 border-slate-300 pl-3 text-slate-700">The source says: “${source.quote}”</blockquote>`
                    : source.note
                      ? html`<p class="mt-1 text-slate-700">Not re-verified: ${source.note}</p>`
                      : null
                }</li>`,
            )}`}
          />
        </section>
        <section aria-labelledby="strengths">
          <h2 id="strengths" className="text-2xl font-bold">Strengths</h2>
          <StaticMarkup
            as="ul"
            className="mt-3 space-y-2"
            html={html`${platform.strengths.map((s) => html`<li class="flex gap-2">${pageIconSvg("check", "mt-1 size-4 shrink-0 text-green-700")}${s}</li>`)}`}
          />
          {platform.limits ? (
            <>
              <h2 id="limits" className="mt-8 text-2xl font-bold">Limits to know</h2>
              <StaticMarkup as="ul" className="mt-3 list-disc space-y-2 pl-5" aria-labelledby="limits" html={html`${platform.limits.map((l) => html`<li>${l}</li>`)}`} />
            </>
          ) : null}
        </section>
      </div>

      {/* Below the first screen on every device: laid out when it nears the viewport (content-visibility). */}
      <div className="render-when-visible">
        <section aria-labelledby="attributes" className="mt-10">
          <h2 id="attributes" className="text-2xl font-bold">What it has</h2>
          <p className="mt-2 text-sm text-slate-600">
            Each answer quotes the page that states it. &lsquo;Not recorded&rsquo; means we have not found it stated on a page we could read: it is not a no.
          </p>
          <StaticMarkup
            as="div"
            className="mt-3 overflow-x-auto"
            html={html`<table class="w-full border-collapse text-left text-sm"><thead><tr class="border-b border-slate-300"><th scope="col" class="py-2 pr-4">Attribute</th><th scope="col" class="py-2 pr-4">Answer</th><th scope="col" class="py-2">Source</th></tr></thead><tbody>${attributeRows(record).map(
              (row) =>
                html`<tr class="border-b border-slate-200 align-top"><th scope="row" class="py-2 pr-4 font-medium">${row.label}</th><td class="py-2 pr-4${row.recorded ? "" : " text-slate-600"}">${row.answer}</td><td class="py-2 text-slate-700">${row.sources.map(
                  (source) =>
                    html`<p><a href="${source.url}" rel="nofollow noopener" class="underline underline-offset-2">${sourceSite(source.url)}</a>${source.kind === "secondary" ? " (secondary)" : ""} · checked <time dateTime="${source.checked}">${formatDate(source.checked)}</time></p><blockquote cite="${source.url}" class="mt-1 border-l-2 border-slate-300 pl-3">“${source.quote}”</blockquote>`,
                )}</td></tr>`,
            )}</tbody></table>`}
          />
        </section>

        <section aria-labelledby="use-cases" className="mt-10">
          <h2 id="use-cases" className="text-2xl font-bold">Use cases it serves</h2>
          <StaticMarkup
            as="ul"
            className="mt-3 flex flex-wrap gap-2"
            html={html`${useCases.map((u) => html`<li>${siteLinkMarkup(`/use-cases/${u}`, pill, labelOfUseCase(u))}</li>`)}`}
          />
          <p className="mt-3 text-sm text-slate-600">Capabilities: {platform.capabilities.join(", ")}</p>
        </section>

        <section aria-labelledby="alternatives" className="mt-10">
          <h2 id="alternatives" className="text-2xl font-bold">Alternatives</h2>
          <StaticMarkup
            as="ul"
            className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            html={html`${alternatives.map(
              ({ platform: alt, shared }) =>
                html`<li class="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">${siteLinkMarkup(`/platforms/${alt.id}`, "font-semibold text-brand-700 hover:underline", alt.name)}<p class="text-sm text-slate-700">${priceLine(alt)} · shares ${shared} use cases</p>${compareToggleMarkup(alt.id, alt.name, "mt-auto self-start")}</li>`,
            )}`}
          />
        </section>

        {comparisons.length > 0 ? (
          <section aria-labelledby="comparisons" className="mt-10">
            <h2 id="comparisons" className="text-2xl font-bold">Side-by-side comparisons</h2>
            <StaticMarkup
              as="ul"
              className="mt-3 flex flex-wrap gap-2"
              html={html`${comparisons.map(({ pair, other }) => html`<li>${siteLinkMarkup(`/compare/${pair.slug}`, pill, `Compare with ${other.name}`)}</li>`)}`}
            />
          </section>
        ) : null}

        {changes.length > 0 ? (
          <section aria-labelledby="what-changed" className="mt-10">
            <h2 id="what-changed" className="text-2xl font-bold">What changed</h2>
            <StaticMarkup
              as="ol"
              className="mt-3 space-y-4"
              html={html`${changes.map(
                (c) =>
                  html`<li class="rounded-xl border border-slate-200 p-4 text-sm"><p class="font-semibold"><time dateTime="${c.date}">${formatDate(c.date)}</time> · ${fieldLabel(c.field)}</p><p class="mt-1 text-slate-700"><span class="font-medium">Before:</span> ${c.before}</p><p class="mt-1 text-slate-700"><span class="font-medium">After:</span> ${c.after}</p><p class="mt-1 text-slate-600">Source: <a href="${c.source}" rel="nofollow noopener" class="underline underline-offset-2">${sourceSite(c.source)}</a></p></li>`,
              )}`}
            />
            <p className="mt-3 text-sm text-slate-600">
              <SiteLink href="/changes" className="underline">Every change to the catalogue</SiteLink>
            </p>
          </section>
        ) : null}

        {mentions.length > 0 ? (
          <section aria-labelledby="guides" className="mt-10">
            <h2 id="guides" className="text-2xl font-bold">Guides that cover {platform.name}</h2>
            <StaticMarkup
              as="ul"
              className="mt-3 list-disc space-y-1 pl-5"
              html={html`${mentions.map((a) => html`<li>${siteLinkMarkup(`/blog/${a.slug}`, "text-brand-700 underline underline-offset-2", a.title)}</li>`)}`}
            />
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
    </div>
  );
}

/** A use case's or a comparison's link, as a pill. */
const pill = "inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-600";

/** One row per attribute the site knows, recorded or not (lib/attribute-evidence.ts). */
type AttributeSource = FactSource & { quote: string };

function attributeRows(platform: PlatformRecord): { label: string; answer: string; recorded: boolean; sources: AttributeSource[] }[] {
  return attributeDefinitions.map((definition) => {
    const recorded = platform.attributes?.[definition.id];
    if (!recorded) return { label: definition.label, answer: "Not recorded", recorded: false, sources: [] };
    const values: readonly string[] = Array.isArray(recorded.value) ? recorded.value : [recorded.value as string];
    const licence = definition.id === "openSource" && platform.attributes?.openSource?.licence ? ` (${platform.attributes.openSource.licence})` : "";
    return { label: definition.label, answer: values.map(definition.valueLabel).join(", ") + licence, recorded: true, sources: recorded.sources };
  });
}

const factLabels: Record<FactField, string> = { tier: "Tier", startingPrice: "Starting price", details: "Plan details" };

function factLabel(field: FactField): string {
  return factLabels[field];
}

/** Facts that cite the same page on the same day with the same quote share one line. */
function groupSources(platformId: string, sources: PlatformRecord["pricing"]["sources"]): { fields: FactField[]; keys: string[]; source: FactSource }[] {
  const groups: { fields: FactField[]; keys: string[]; source: FactSource }[] = [];
  for (const field of factFields) {
    const value = sources[field];
    const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
    list.forEach((source, i) => {
      // The fact's key as the source watcher knows it (lib/catalogue-facts.ts).
      const key = Array.isArray(value) ? `${platformId}/${field}/${i}` : `${platformId}/${field}`;
      const same = groups.find((g) => g.source.url === source.url && g.source.checked === source.checked && g.source.quote === source.quote);
      if (same) {
        if (!same.fields.includes(field)) same.fields.push(field);
        same.keys.push(key);
      } else groups.push({ fields: [field], keys: [key], source });
    });
  }
  return groups;
}
