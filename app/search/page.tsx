import { flagFilters, runsOnLabels } from "@/lib/attributes";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { ConstraintForm } from "@/components/discovery/constraint-form";
import { ReadingChips } from "@/components/discovery/reading-chips";
import { Highlighted } from "@/components/discovery/highlighted";
import { ResultList } from "@/components/discovery/result-list";
import { SiteLink } from "@/components/site/site-link";
import type { Platform } from "@/lib/catalogue-schema";
import { getCuratedPair } from "@/lib/compare/curated";
import { compareHref } from "@/lib/compare/ids";
import { pairSlug } from "@/lib/compare/pairs";
import { describeConstraints } from "@/lib/discovery/constraints";
import { formatDollars } from "@/lib/discovery/price";
import { joinWithAnd } from "@/lib/format";
import { readDiscoveryParams } from "@/lib/discovery/params";
import { labelOfUseCase, type UseCaseId } from "@/lib/use-cases";
import { discover, type DiscoveryResult } from "@/server/discovery";
import { recordEmptySearch } from "@/server/insights";

/** Search results depend on the URL: rendered per request, never indexed (issue 12). */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Search AI platforms and guides",
  description: "Search the catalogue of AI platforms and the guides by name, task or plain words.",
  robots: { index: false, follow: true },
};

/**
 * The best matches get the full card (strengths, plan details, links), the next ones a compact card
 * (name, tier, purpose, price): a long result list stays quick to scan, to send and to render.
 * Twelve fill the grid's two and three columns evenly.
 */
const FULL_CARDS = 12;
const SHOWN = 24;

const popular: UseCaseId[] = ["text", "images", "video", "code", "writing", "productivity", "marketing", "audio", "presentation", "translation"];

function UseCaseLinks({ ids, label }: { ids: readonly UseCaseId[]; label: string }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label={label}>
      {ids.map((id) => (
        <li key={id}>
          <SiteLink href={`/use-cases/${id}`} className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-600">
            {labelOfUseCase(id)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** What 'cheap' or 'cheapest' in the words did to the order, and how to order by price alone. */
const CHEAP_LINE = "Lower prices first among equally good matches: sort by “Lowest price” to order by price alone.";

/** What was done with a price wish read in the words, and how to make it a filter. */
function wishLine({ free, budget, has = [], runs = [], team = false }: NonNullable<DiscoveryResult["wishes"]>): string {
  const first = [
    free ? "with a free plan" : "",
    budget !== undefined ? `with a free plan or a paid plan within ${formatDollars(Math.round(budget * 100) / 100)} a month` : "",
    ...flagFilters.filter((f) => has.includes(f.key)).map((f) => f.recorded),
    runs.length ? `recorded as running on ${runs.map((r) => runsOnLabels.get(r)).join(" and ")}` : "",
    team ? "recorded as having a team plan" : "",
  ].filter(Boolean).join(" and ");
  const how = [
    free ? "tick “Free plan only”" : "",
    budget !== undefined ? "choose a budget (it keeps paid plans within it only)" : "",
    ...flagFilters.filter((f) => has.includes(f.key)).map((f) => `tick “${f.label}”`),
    runs.length ? "choose where it runs" : "",
  ].filter(Boolean).join(" or ");
  // A team plan is no filter: nothing to tick.
  return how ? `Platforms ${first} first: ${how} to hide the others.` : `Platforms ${first} first.`;
}

/** 'Cursor vs Windsurf': the comparison the visitor asked for, the curated page when there is one. */
function CompareCallout({ platforms }: { platforms: readonly Platform[] }) {
  const ids = platforms.map((p) => p.id);
  const curated = ids.length === 2 ? getCuratedPair(pairSlug(ids[0]!, ids[1]!)) : undefined;
  return (
    <p className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800">
      <SiteLink href={curated ? `/compare/${curated.slug}` : compareHref(ids)} className="font-semibold text-brand-700 underline underline-offset-2">
        Compare {joinWithAnd(platforms.map((p) => p.name))} side by side
      </SiteLink>
      : price, free plan, use cases and strengths in one table.
    </p>
  );
}

/**
 * A product the words name that the catalogue does not list (issue 25): said plainly, with the link
 * to suggest it, as the assistant says it; the results below are the nearest kind of tool, never
 * labelled as named.
 */
function UnknownName({ name, nearest }: { name: string; nearest: boolean }) {
  return (
    <p className="mt-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800" data-unknown-name>
      <strong>{name}</strong> is not in our catalogue yet.{" "}
      <SiteLink href={`/suggest-a-tool?name=${encodeURIComponent(name.slice(0, 100))}`} className="font-semibold text-brand-700 underline">
        Suggest it
      </SiteLink>
      .{nearest ? " Below: the nearest kind of tool in the catalogue." : null}
    </p>
  );
}

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = readDiscoveryParams(await searchParams);
  const text = query.text ?? "";
  // The engine works out reasons for the platforms shown only, and counts the rest (`total`).
  const result = text ? discover(query, { limit: SHOWN }) : undefined;
  const count = result ? (result.total ?? result.platforms.length) : 0;
  const note = result ? describeConstraints(query, result.excluded, result.excludedTotal) : undefined;
  const nothing = result && result.platforms.length === 0 && result.articles.length === 0;
  // Counted for the operator (`npm run insights`): fire-and-forget, never slowing or failing the page.
  if (nothing && result.excludedTotal === 0) recordEmptySearch(text, (await headers()).get("x-client-ip") ?? "unknown");

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-4xl font-extrabold tracking-tight">{text ? <>Results for “{text}”</> : "Search"}</h1>
      {result?.corrected ? <p className="mt-3 text-slate-700">Showing results for “{result.corrected}”.</p> : null}
      {result?.unknownName ? <UnknownName name={result.unknownName} nearest={result.platforms.length > 0} /> : null}
      <form action="/search" method="get" role="search" aria-label="Search the catalogue" className="mt-6 flex max-w-2xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">Search platforms and guides</label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={text}
          maxLength={200}
          placeholder="A platform, a task, or plain words: 'slides', 'midjourney', 'voiceover'"
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-base"
        />
        <button type="submit" className="h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">Search</button>
      </form>

      {!result ? (
        <section aria-labelledby="popular" className="mt-10">
          <h2 id="popular" className="text-2xl font-bold">Popular use cases</h2>
          <p className="mt-2 text-slate-700">Type a platform&apos;s name or what you want to do, or start from a task:</p>
          <UseCaseLinks ids={popular} label="Popular use cases" />
        </section>
      ) : nothing ? (
        <section aria-labelledby="no-results" className="mt-10 rounded-xl bg-slate-50 p-6">
          <h2 id="no-results" className="text-2xl font-bold">No platform or guide matches “{text}”</h2>
          <p className="mt-2 text-slate-700">
            {result.excludedTotal > 0
              ? `${result.excludedTotal} platforms matched but your filters excluded them. `
              : "Check the spelling, or describe the task in other words. "}
            You can also pick use cases in the <SiteLink href="/#finder" className="font-semibold text-brand-700 underline">platform finder</SiteLink>.
          </p>
          <p className="mt-2 text-slate-700">
            A tool we do not list?{" "}
            <SiteLink href={`/suggest-a-tool?name=${encodeURIComponent(text.slice(0, 100))}`} className="font-semibold text-brand-700 underline">
              Suggest a tool
            </SiteLink>
            .
          </p>
          <h3 className="mt-6 font-semibold">Closest use cases</h3>
          <UseCaseLinks ids={result.useCases.length ? result.useCases : popular.slice(0, 6)} label="Closest use cases" />
        </section>
      ) : (
        <>
          {result.compare ? <CompareCallout platforms={result.compare} /> : null}
          <section aria-labelledby="platform-results" className="mt-8">
            <h2 id="platform-results" className="text-2xl font-bold">
              {count} {count === 1 ? "platform" : "platforms"}
            </h2>
            {result.alternativeTo ? (
              <p className="mt-2 text-slate-700">
                Alternatives to{" "}
                <SiteLink href={`/platforms/${result.alternativeTo.id}`} className="font-semibold text-brand-700 underline underline-offset-2">
                  {result.alternativeTo.name}
                </SiteLink>
                , the most alike first.
              </p>
            ) : null}
            <ReadingChips query={query} result={result} />
            {note ? <p className="mt-2 text-slate-700">{note}</p> : null}
            {result.wishes ? <p className="mt-2 text-slate-700">{wishLine(result.wishes)}</p> : null}
            {result.understood?.cheap && query.sort === "best" ? <p className="mt-2 text-slate-700">{CHEAP_LINE}</p> : null}
            <ConstraintForm action="/search" query={query} />
            <ResultList results={result.platforms.slice(0, FULL_CARDS)} label="Matching platforms" />
            {result.platforms.length > FULL_CARDS ? (
              <>
                <h3 className="mt-10 text-xl font-bold">More matches</h3>
                <ResultList results={result.platforms.slice(FULL_CARDS, SHOWN)} compact explain start={FULL_CARDS + 1} label="More matching platforms" />
              </>
            ) : null}
            {count > SHOWN ? <p className="mt-4 text-sm text-slate-700">Showing the best {SHOWN} of {count}. Add words or a filter to narrow the list.</p> : null}
          </section>
          {result.articles.length ? (
            <section aria-labelledby="guide-results" className="mt-12">
              <h2 id="guide-results" className="text-2xl font-bold">Guides</h2>
              <ul className="mt-4 space-y-4">
                {result.articles.map((a) => (
                  <li key={a.slug}>
                    <SiteLink href={`/blog/${a.slug}`} className="text-lg font-semibold text-brand-700 underline underline-offset-2">
                      <Highlighted text={a.title} terms={a.words} />
                    </SiteLink>
                    <p className="mt-1 text-slate-700"><Highlighted text={a.excerpt} terms={a.words} /></p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {result.useCases.length ? (
            <section aria-labelledby="use-case-results" className="mt-12">
              <h2 id="use-case-results" className="text-2xl font-bold">Use cases</h2>
              <UseCaseLinks ids={result.useCases} label="Matching use cases" />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
