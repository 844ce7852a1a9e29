import type { CardPlatform } from "@/lib/platform";

/** `.card-link` in app/globals.css. */
const linkClass = "card-link";

/** Links to the platform's own site and profiles; a referral link is marked and disclosed. */
export function PlatformLinks({ platform }: { platform: Pick<CardPlatform, "name" | "website" | "linkedin" | "twitter" | "referral"> }) {
  const referral = platform.referral?.url ? platform.referral : undefined;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <a
          href={referral?.url ?? platform.website}
          rel={referral ? "sponsored noopener" : "noopener"}
          target="_blank"
          className={linkClass}
        >
          Visit {platform.name}
          <span aria-hidden="true" className="icon-external" />
          <span className="sr-only">(opens in a new tab{referral ? ", referral link" : ""})</span>
        </a>
        {platform.linkedin ? (
          <a href={platform.linkedin} rel="noopener" target="_blank" className={linkClass}>
            LinkedIn<span className="sr-only"> page of {platform.name} (opens in a new tab)</span>
          </a>
        ) : null}
        {platform.twitter ? (
          <a href={platform.twitter} rel="noopener" target="_blank" className={linkClass}>
            X<span className="sr-only"> profile of {platform.name} (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
      {referral ? <p className="text-xs text-slate-600">Disclosure: {referral.note}</p> : null}
    </div>
  );
}
