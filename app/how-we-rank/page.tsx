import { TrustPage, textLink } from "@/components/trust/trust-page";
import { SiteLink } from "@/components/site/site-link";
import { pageMetadata } from "@/server/seo";

export const dynamic = "force-static";

export const metadata = pageMetadata({
  title: "How we rank platforms",
  description: "The finder's and the search's ranking in plain words: matched use cases first, then the catalogue's order; nobody pays for a place.",
  path: "/how-we-rank",
});

/**
 * The method in plain words. It must say what lib/ranking.ts (rankPlatforms), lib/discovery/
 * constraints.ts and server/discovery do (decision 0080): change this page when they change.
 */
export default function HowWeRankPage() {
  return (
    <TrustPage title="How we rank platforms" lead="The same rules order every list on the site: the finder, search, use-case pages, the assistant and the open API. Nobody pays for a place." path="/how-we-rank">
      <h2 className="text-2xl font-bold">In the finder</h2>
      <ol className="list-decimal space-y-2 pl-5">
        <li>A platform is listed when it covers at least one of the use cases you picked.</li>
        <li>Platforms that cover more of your picks come first: one that matches three of three ranks above one that matches two.</li>
        <li>
          Platforms that match the same number keep the catalogue’s order, which puts the widely used, general tools of each kind first. The
          order never depends on chance, so the same picks always give the same list.
        </li>
        <li>‘Free’ is not a tag we set by hand: every platform with a free plan (free or freemium) counts as covering it.</li>
      </ol>
      <h2 className="text-2xl font-bold">Filters and sorting</h2>
      <p>
        ‘Free plan only’ and a monthly budget remove platforms after ranking, and the page says how many they removed. A budget is compared with
        the cheapest paid plan, so a platform whose price we could not confirm is removed by a budget and counted. Sorting by price puts the
        cheapest paid plan first (a platform with no paid plan counts as free; unknown prices go last); sorting by name is alphabetical.
      </p>
      <p>
        A budget said in words (‘under $10 a month’, in search or to the assistant) is read differently: a free plan is within any budget, so
        platforms with a free plan come first beside those whose paid plan fits, and only platforms you must pay for, at a higher or unknown
        price, go after them (search) or are left out (the assistant, which says so).
      </p>
      <h2 className="text-2xl font-bold">In search</h2>
      <p>
        Search reads your words for tasks (‘slides’, ‘transcribe’), price wishes (‘free’, ‘under $10’) and platform names, typos included. Use
        cases you picked come first, then a platform you named (the full name above part of a name above a near miss), then how much of what
        you asked a platform covers, then how well its text matches your words.
      </p>
      <h2 className="text-2xl font-bold">What never changes the order</h2>
      <p>
        Money. No platform pays to be listed or placed, and a referral programme changes nothing (see the{" "}
        <SiteLink href="/disclosure" className={textLink}>disclosure</SiteLink>). Prices and plans come from the vendors’ own pages, dated on
        every card; changes are in the <SiteLink href="/changes" className={textLink}>change log</SiteLink>.
      </p>
    </TrustPage>
  );
}
