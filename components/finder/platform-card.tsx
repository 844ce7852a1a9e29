import { SiteLink } from "@/components/site/site-link";
import { Check } from "lucide-react";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { PlatformLinks } from "@/components/finder/platform-links";
import { TierBadge } from "@/components/finder/tier-badge";
import { priceLine } from "@/lib/platform";
import type { Platform } from "@/lib/catalogue-schema";

/** One recommendation card (SPEC §2 Recommendations). */
export function PlatformCard({ platform }: { platform: Platform }) {
  return (
    <div className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold">
          <SiteLink href={`/platforms/${platform.id}`} className="hover:underline">
            {platform.name}
          </SiteLink>
        </h3>
        <TierBadge tier={platform.pricing.tier} />
      </div>
      <p className="text-slate-700">{platform.description}</p>
      <ul className="space-y-1 text-sm" aria-label={`Strengths of ${platform.name}`}>
        {platform.strengths.map((s) => (
          <li key={s} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {s}
          </li>
        ))}
      </ul>
      <div className="mt-auto rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-semibold">{priceLine(platform)}</p>
        <p className="mt-1 text-slate-700">{platform.pricing.details}</p>
      </div>
      <PlatformLinks platform={platform} />
      <CompareToggle id={platform.id} name={platform.name} className="self-start" />
    </div>
  );
}
