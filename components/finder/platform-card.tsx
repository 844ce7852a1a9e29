import { Highlighted } from "@/components/discovery/highlighted";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { PlatformLinks } from "@/components/finder/platform-links";
import { SiteLink } from "@/components/site/site-link";
import { TierBadge } from "@/components/finder/tier-badge";
import { priceLine, type CardPlatform } from "@/lib/platform";
import { oldestCheck, shortDate } from "@/lib/freshness";

/** One recommendation card (SPEC §2 Recommendations). */
export function PlatformCard({ platform, highlight = [], headingLevel = 3 }: { platform: CardPlatform; highlight?: readonly string[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex h-full flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-lg font-bold">
          <SiteLink href={`/platforms/${platform.id}`} className="hover:underline">
            <Highlighted text={platform.name} terms={highlight} />
          </SiteLink>
        </Heading>
        <TierBadge tier={platform.pricing.tier} />
      </div>
      <p className="text-slate-700">
        <Highlighted text={platform.description} terms={highlight} />
      </p>
      <ul className="check-list space-y-1 text-sm" aria-label={`Strengths of ${platform.name}`}>
        {platform.strengths.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <div className="mt-auto rounded-lg bg-slate-50 p-3 text-sm">
        <p className="font-semibold">{priceLine(platform)}</p>
        <p className="mt-1 text-slate-700">{platform.pricing.details}</p>
        <p className="mt-1 text-xs text-slate-600">
          Checked <time dateTime={oldestCheck(platform.pricing.sources)}>{shortDate(oldestCheck(platform.pricing.sources))}</time>
        </p>
      </div>
      <PlatformLinks platform={platform} />
      <CompareToggle id={platform.id} name={platform.name} className="self-start" />
    </div>
  );
}
