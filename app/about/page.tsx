import { TrustPage, textLink } from "@/components/trust/trust-page";
import { SiteLink } from "@/components/site/site-link";
import { platforms } from "@/lib/catalogue";
import { pageMetadata } from "@/server/seo";
import { siteConfig } from "@/server/site-config";

export const dynamic = "force-static";

export const metadata = pageMetadata({
  title: "About this site",
  description: `Who runs ${siteConfig.name}, what it is for and how to reach the owner.`,
  path: "/about",
});

/** Who runs the site: the owner from the configuration (server/site-config.ts, OWNER_* variables). */
export default function AboutPage() {
  const { owner } = siteConfig;
  const profiles = [
    owner.website ? { href: owner.website, label: "Website" } : null,
    owner.linkedin ? { href: owner.linkedin, label: "LinkedIn" } : null,
    owner.x ? { href: owner.x, label: "X" } : null,
  ].filter((p) => p !== null);
  return (
    <TrustPage title="About this site" lead={`${siteConfig.name} is run by ${owner.name}. It helps you find an AI platform that fits your task and your budget.`} path="/about">
      <h2 className="text-2xl font-bold">Who runs it</h2>
      <p>
        <strong>{owner.name}</strong>, {owner.role}. {owner.bio}
      </p>
      {profiles.length > 0 ? (
        <ul className="flex flex-wrap gap-3" aria-label={`${owner.name} elsewhere`}>
          {profiles.map((p) => (
            <li key={p.href}>
              <a href={p.href} rel="noopener" target="_blank" className={textLink}>
                {p.label}
                <span className="sr-only"> of {owner.name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <h2 className="text-2xl font-bold">What it is</h2>
      <p>
        A catalogue of {platforms.length} AI platforms with their plans, prices and free-plan limits, each fact dated and linked to the vendor
        page that says so, plus guides and a finder that ranks the platforms for what you want to do. Every change to a fact is listed in the{" "}
        <SiteLink href="/changes" className={textLink}>change log</SiteLink>.
      </p>
      <p>
        The site is open source and can be run by anyone on their own server; the catalogue is open data (see{" "}
        <SiteLink href="/developers" className={textLink}>developers and open data</SiteLink>).
      </p>
      <h2 className="text-2xl font-bold">Found a mistake?</h2>
      <p>
        Every platform page has a ‘Suggest a correction’ form, or write to {owner.firstName} through the{" "}
        <SiteLink href="/contact" className={textLink}>contact page</SiteLink>.
      </p>
    </TrustPage>
  );
}
