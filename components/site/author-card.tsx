import { SiteLink } from "@/components/site/site-link";
import { cn } from "@/lib/utils";
import { siteConfig } from "@/server/site-config";

/**
 * The founder's profile card (SPEC §1), on the home and blog index pages. `compactOnPhone` (the
 * blog index): below sm the portrait sits small beside the name and the bio is in small type, so
 * the card takes a third of a phone's first screen and the articles start on it (issue 30).
 */
export function AuthorCard({ compactOnPhone = false }: { compactOnPhone?: boolean }) {
  const { owner } = siteConfig;
  return (
    <aside
      aria-label="About the author"
      className={cn(
        "flex rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row sm:items-center sm:gap-5 sm:p-6",
        compactOnPhone ? "flex-row items-start gap-4 p-4" : "flex-col gap-5 p-6",
      )}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG: next/image would only add client JS. */}
      <img src={owner.photo} alt={`Portrait of ${owner.name}`} width={96} height={96} className={cn("shrink-0 rounded-full sm:size-24", compactOnPhone ? "size-14" : "size-24")} />
      <div>
        <p className="text-lg font-bold">{owner.name}</p>
        <p className="text-sm font-medium text-brand-700">{owner.role}</p>
        <p className={cn("text-slate-700 sm:mt-2 sm:text-base", compactOnPhone ? "mt-1 text-sm" : "mt-2")}>{owner.bio}</p>
        <div className="mt-3 flex flex-wrap gap-4 text-sm font-medium">
          <SiteLink href="/contact" className="text-brand-700 underline underline-offset-2">
            Contact {owner.firstName}
          </SiteLink>
          {owner.website ? (
            <a href={owner.website} rel="noopener" target="_blank" className="text-brand-700 underline underline-offset-2">
              Website<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {owner.linkedin ? (
            <a href={owner.linkedin} rel="noopener me" target="_blank" className="text-brand-700 underline underline-offset-2">
              LinkedIn<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {owner.x ? (
            <a href={owner.x} rel="noopener me" target="_blank" className="text-brand-700 underline underline-offset-2">
              X<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
