import { platformCardMarkup } from "@/components/finder/card-markup";
import type { CardPlatform } from "@/lib/platform";

/**
 * One recommendation card (SPEC §2 Recommendations). Its content is markup (card-markup.ts): a
 * list of 38 cards is then 38 elements for React to render and hydrate rather than about a thousand.
 */
export function PlatformCard({ platform, headingLevel = 3 }: { platform: CardPlatform; headingLevel?: 2 | 3 }) {
  // Markup built by card-markup.ts, every value escaped.
  return <div className="flex h-full flex-col gap-3" dangerouslySetInnerHTML={{ __html: platformCardMarkup(platform, { headingLevel }).value }} />;
}

