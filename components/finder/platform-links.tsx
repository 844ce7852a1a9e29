import { ExternalLink } from "lucide-react";
import type { Platform } from "@/lib/catalogue-schema";

const linkClass =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

/** Links to the platform's own site and profiles; a referral link is marked and disclosed. */
export function PlatformLinks({ platform }: { platform: Platform }) {
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
          <ExternalLink aria-hidden="true" className="size-3.5" />
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
