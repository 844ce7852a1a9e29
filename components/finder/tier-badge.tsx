import type { Tier } from "@/lib/catalogue-schema";
import { tierBadgeClass, tierLabels, tierStyles } from "@/components/finder/card-markup";
import { cn } from "@/lib/utils";

/** Tier colours from the spec (free green, freemium blue, paid purple), always with the word (as tierBadgeMarkup). */
export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  return <span className={cn(tierBadgeClass, tierStyles[tier], className)}>{tierLabels[tier]}</span>;
}
