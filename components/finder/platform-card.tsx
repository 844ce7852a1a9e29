import { compactCardMarkup, platformCardMarkup } from "@/components/finder/card-markup";
import type { CardPlatform } from "@/lib/platform";

/**
 * One recommendation card (SPEC §2 Recommendations). Its content is markup (card-markup.ts): a
 * list of 38 cards is then 38 elements for React to render and hydrate rather than about a thousand.
 */
export function PlatformCard({ platform, highlight = [], headingLevel = 3 }: { platform: CardPlatform; highlight?: readonly string[]; headingLevel?: 2 | 3 }) {
  // Markup built by card-markup.ts, every value escaped.
  return <div className="flex h-full flex-col gap-3" dangerouslySetInnerHTML={{ __html: platformCardMarkup(platform, { highlight, headingLevel }).value }} />;
}

/** A browse card: name, tier, purpose, price and when it was checked, so long lists stay light. */
export function CompactCard({ platform, highlight = [] }: { platform: CardPlatform; highlight?: readonly string[] }) {
  return <div className="flex h-full flex-col gap-2" dangerouslySetInnerHTML={{ __html: compactCardMarkup(platform, highlight).value }} />;
}
