import type { Platform } from "@/lib/catalogue-schema";
import { oldestCheck } from "@/lib/freshness";
import { DERIVED_USE_CASE, type UseCaseId } from "@/lib/use-cases";

// Helpers over one platform entry. Kept apart from lib/catalogue.ts so client components can use
// them without bundling the whole catalogue and its schema.

/** A platform's use cases, with 'free' derived from its tier rather than tagged by hand. */
export function platformUseCases(platform: Pick<Platform, "pricing" | "useCases">): UseCaseId[] {
  return platform.pricing.tier === "paid" ? [...platform.useCases] : [...platform.useCases, DERIVED_USE_CASE];
}

/**
 * The price line of a card (SPEC §2 Recommendations): 'From {startingPrice}', or 'Free' when there
 * is no starting price. A paid platform whose price we could not confirm never reads 'Free'.
 */
export function priceLine(platform: Pick<Platform, "pricing">): string {
  if (platform.pricing.startingPrice) return `From ${platform.pricing.startingPrice}`;
  return platform.pricing.tier === "paid" ? "Paid plans only: see the site for prices" : "Free";
}

/**
 * The day a platform's facts were checked, as the compare table shows it: the oldest of its priced
 * facts' sources (every fact was checked by then), the same date the cards and platform page show.
 */
export function factsChecked(platform: Pick<Platform, "pricing" | "lastReviewed">): string {
  return oldestCheck(platform.pricing.sources) ?? platform.lastReviewed;
}
