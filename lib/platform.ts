import { attributeFlags } from "@/lib/attributes";
import type { Platform } from "@/lib/catalogue-schema";
import { isStale, oldestCheck, type DatedSources } from "@/lib/freshness";
import { DERIVED_USE_CASE, type UseCaseId } from "@/lib/use-cases";

/**
 * What a card, the ranking, the constraints and the sorts read of a platform. The finder's props
 * carry only this (issue 16: a shared selection's HTML holds its platforms once as markup and once
 * as data): no capabilities, review date, other prices or the sources' addresses, which a card
 * does not show; the sources keep their dates (a card says when its price was checked).
 */
export type CardPlatform = Pick<Platform, "id" | "name" | "description" | "category" | "strengths" | "useCases" | "website" | "linkedin" | "twitter" | "referral"> & {
  pricing: Pick<Platform["pricing"], "tier" | "startingPrice" | "details"> & { sources: DatedSources };
  /** Whether its oldest fact is old enough to be marked as possibly out of date, decided on the server so the browser shows the same. */
  stale?: boolean;
  /** Its recorded attributes as the finder's filters read them (lib/attributes.ts attributeFlags), e.g. ['api', 'runs:web']. */
  flags?: string[];
};

/** A platform as the finder receives it (CardPlatform). */
export function cardPlatform(p: Platform): CardPlatform {
  const { tier, startingPrice, details, sources } = p.pricing;
  const flags = attributeFlags(p.attributes);
  const dates = Object.fromEntries(
    Object.entries(sources).flatMap(([fact, source]) =>
      source === undefined ? [] : [[fact, Array.isArray(source) ? source.map((s) => ({ checked: s.checked })) : { checked: (source as { checked: string }).checked }]],
    ),
  );
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    category: p.category,
    strengths: p.strengths,
    useCases: p.useCases,
    website: p.website,
    ...(p.linkedin ? { linkedin: p.linkedin } : {}),
    ...(p.twitter ? { twitter: p.twitter } : {}),
    ...(p.referral ? { referral: p.referral } : {}),
    pricing: { tier, ...(startingPrice ? { startingPrice } : {}), details, sources: dates },
    ...(isStale(oldestCheck(sources), new Date()) ? { stale: true } : {}),
    ...(flags.length ? { flags } : {}),
  };
}

// Helpers over one platform entry. Kept apart from lib/catalogue.ts so client components can use
// them without bundling the whole catalogue and its schema.

/**
 * Each use-case list's two readings, a paid platform's (as listed) and one with a free plan ('free'
 * added), made once: the finder, the constraints and the pages ask for every platform's on each
 * request (ten thousand lists a request at 10,000 platforms, decision 0239). Keyed by the list
 * itself, which copies of an entry share (withReferrals, cardPlatform).
 */
const useCaseReadings = new WeakMap<readonly UseCaseId[], { paid: readonly UseCaseId[]; free: readonly UseCaseId[] }>();

/** A platform's use cases, with 'free' derived from its tier rather than tagged by hand. The list is shared: never change it. */
export function platformUseCases(platform: Pick<Platform, "useCases"> & { pricing: Pick<Platform["pricing"], "tier"> }): readonly UseCaseId[] {
  let readings = useCaseReadings.get(platform.useCases);
  if (!readings) {
    readings = { paid: Object.freeze([...platform.useCases]), free: Object.freeze([...platform.useCases, DERIVED_USE_CASE]) };
    useCaseReadings.set(platform.useCases, readings);
  }
  return platform.pricing.tier === "paid" ? readings.paid : readings.free;
}

/**
 * The price line of a card (SPEC §2 Recommendations): 'From {startingPrice}', or 'Free' when there
 * is no starting price. A paid platform whose price we could not confirm never reads 'Free'.
 */
export function priceLine(platform: { pricing: Pick<Platform["pricing"], "tier" | "startingPrice"> }): string {
  if (platform.pricing.startingPrice) return `From ${platform.pricing.startingPrice}`;
  return platform.pricing.tier === "paid" ? "Paid plans only: see the site for prices" : "Free";
}

/**
 * The price line of a card, one rule beside the tier badge (issue 30): the spec's line ('From
 * {startingPrice}', or 'Free' when there is none), and for a freemium platform always both halves,
 * its free plan and its paid plans, so 'Freemium' never sits beside a bare 'Free' on one card and a
 * bare 'From $15/month' on the next.
 */
export function cardPriceLine(platform: { pricing: Pick<Platform["pricing"], "tier" | "startingPrice"> }): string {
  if (platform.pricing.tier !== "freemium") return priceLine(platform);
  return `Free plan · ${platform.pricing.startingPrice ? `paid plans ${priceLine(platform)}` : "paid plans: see the site for prices"}`;
}

/**
 * The day a platform's facts were checked, computed here and nowhere else (issue 26): the oldest of
 * its displayed facts' sources (every fact was checked by then). Cards, the platform page, compare,
 * the API, MCP, the sitemap and the assistant all show this one date.
 */
export function factsChecked(platform: { pricing: { sources: DatedSources } }): string {
  return oldestCheck(platform.pricing.sources);
}

/** Whether a platform does the same job as another: of its kind, or with its main use case (alternatives, and tools alike beside a wish). */
export const sameJob = (subject: Pick<Platform, "category" | "useCases">, other: Pick<Platform, "category" | "useCases">): boolean =>
  other.category === subject.category || other.useCases[0] === subject.useCases[0];
