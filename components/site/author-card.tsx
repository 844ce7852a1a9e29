import { SiteLink } from "@/components/site/site-link";
import { siteConfig } from "@/server/site-config";

/** The founder's profile card (SPEC §1), on the home and blog index pages. */
export function AuthorCard() {
  const { owner } = siteConfig;
  return (
    <aside aria-label="About the author" className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG: next/image would only add client JS. */}
      <img src={owner.photo} alt={`Portrait of ${owner.name}`} width={96} height={96} className="size-24 shrink-0 rounded-full" />
      <div>
        <p className="text-lg font-bold">{owner.name}</p>
        <p className="text-sm font-medium text-brand-700">{owner.role}</p>
        <p className="mt-2 text-slate-700">{owner.bio}</p>
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
