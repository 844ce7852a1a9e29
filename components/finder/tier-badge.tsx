import type { Tier } from "@/lib/catalogue-schema";
import { cn } from "@/lib/utils";

/** Tier colours from the spec (free green, freemium blue, paid purple), always with the word. */
const styles: Record<Tier, string> = {
  free: "bg-green-100 text-green-800 ring-green-300",
  freemium: "bg-blue-100 text-blue-800 ring-blue-300",
  paid: "bg-purple-100 text-purple-800 ring-purple-300",
};
const labels: Record<Tier, string> = { free: "Free", freemium: "Freemium", paid: "Paid" };

export function TierBadge({ tier, className }: { tier: Tier; className?: string }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", styles[tier], className)}>
      {labels[tier]}
    </span>
  );
}
