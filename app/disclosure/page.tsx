import { TrustPage, textLink } from "@/components/trust/trust-page";
import { SiteLink } from "@/components/site/site-link";
import { platforms } from "@/lib/catalogue";
import { pageMetadata } from "@/server/seo";
import { withReferrals } from "@/server/referrals";

export const dynamic = "force-static";

export const metadata = pageMetadata({
  title: "Disclosure: no paid placement",
  description: "Nobody pays to be listed or ranked. How referral links are marked and what they mean for you.",
  path: "/disclosure",
});

/** No paid placement; referral links as server/referrals.ts handles them (only with REFERRAL_URL set). */
export default function DisclosurePage() {
  const programmes = platforms.filter((p) => p.referral);
  const active = withReferrals(programmes).filter((p) => p.referral?.url);
  return (
    <TrustPage title="Disclosure" lead="No platform pays to be listed, ranked or reviewed here." path="/disclosure">
      <h2 className="text-2xl font-bold">No paid placement</h2>
      <p>
        The order of every list follows the rules on <SiteLink href="/how-we-rank" className={textLink}>how we rank</SiteLink>. There are no
        sponsored places, no advertising and no paid reviews.
      </p>
      <h2 className="text-2xl font-bold">Referral links</h2>
      <p>
        {programmes.length === 1 ? "One platform in the catalogue runs" : `${programmes.length} platforms in the catalogue run`} a referral
        programme: {programmes.map((p) => p.name).join(", ")}. When the site’s owner has set up a referral link, that platform’s ‘Visit’ link
        uses it, and the card says so right under the link (‘Disclosure: …’); screen readers hear ‘referral link’. Signing up through it may
        give you bonus credits and may earn the site credits too. Without a referral link set up, the card links to the platform’s own site and
        claims nothing.
      </p>
      <p>
        {active.length > 0
          ? `On this site, referral links are in use for: ${active.map((p) => p.name).join(", ")}.`
          : "On this site, no referral link is set up at the moment: every ‘Visit’ link goes straight to the platform."}{" "}
        A referral never changes a platform’s rank, its facts or what we write about it.
      </p>
    </TrustPage>
  );
}
