import type { Metadata } from "next";
import { CompareTable } from "@/components/compare/compare-table";
import { SiteLink } from "@/components/site/site-link";
import { getPlatform, platforms } from "@/lib/catalogue";
import { categories } from "@/lib/catalogue-schema";
import { CopyLink } from "@/components/compare/copy-link";
import type { Platform } from "@/lib/catalogue-schema";
import { compareHref, compareTaskKeys, MAX_COMPARE, MIN_COMPARE, parseCompareIds } from "@/lib/compare/ids";
import { curatedList, getCuratedPair } from "@/lib/compare/curated";
import { pairSlug } from "@/lib/compare/pairs";
import { joinWithAnd } from "@/lib/format";
import { flagFilterKeys, flagFilters, runsOnLabels, runsOnPlaces } from "@/lib/attributes";
import { LIST_PAGE_SIZE } from "@/lib/discovery/list-pages";
import { discoveryQueryString, readDiscoveryParams, sortUseCases } from "@/lib/discovery/params";
import { understandText } from "@/lib/discovery/understand";
import { isUseCaseId, labelOfUseCase } from "@/lib/use-cases";
import { withReferrals } from "@/server/referrals";
import { pageMetadata } from "@/server/seo";

/** Rendered per request from the URL (ids and use cases): shareable, never indexed. */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  ...pageMetadata({
    title: "Compare AI platforms side by side",
    description: "Put two to four AI platforms side by side: tier, cheapest paid plan, free plan, use cases, strengths and official links.",
    path: "/compare",
  }),
  robots: { index: false, follow: true },
};

const isKnown = (id: string) => Boolean(getPlatform(id));
const popular = ["chatgpt-vs-claude", "cursor-vs-windsurf", "chatgpt-vs-gemini", "midjourney-vs-stability-ai", "heygen-vs-synthesia", "lovable-vs-v0"]
  .map(getCuratedPair)
  .filter((p) => p !== undefined);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ComparePage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { ids, unknown, unknownMore, overflow } = parseCompareIds(params.ids, isKnown);
  // The task the visitor came with (issue 26): the use cases picked, the attributes required, and
  // what the words they searched with ask for; the rows answering it come first.
  const task = readDiscoveryParams(params);
  const understood = task.text ? understandText(task.text) : undefined;
  const selected = sortUseCases([...task.useCases, ...(understood?.useCases ?? [])]);
  const wanted = {
    has: flagFilterKeys.filter((k) => task.has?.includes(k) || understood?.has.includes(k)),
    runs: runsOnPlaces.filter((r) => task.runs?.includes(r) || understood?.runs.includes(r)),
  };
  const taskQuery = discoveryQueryString(task, compareTaskKeys);
  const chosen = withReferrals(ids.map((id) => getPlatform(id) as Platform));
  const names = chosen.map((p) => p.name);
  // The picker lists the first LIST_PAGE_SIZE of the editorial order (and any already chosen), not a checkbox per platform of a large catalogue (docs/decisions/0192-paginated-lists.md).
  const pickable = platforms.filter((p, i) => i < LIST_PAGE_SIZE || ids.includes(p.id));
  const pair = chosen.length === 2 ? getCuratedPair(pairSlug(ids[0]!, ids[1]!)) : undefined;
  const suggestions = popular.length ? popular : curatedList(0, 6);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <SiteLink href="/" className="hover:underline">Home</SiteLink> / <span className="text-slate-800">Compare</span>
      </nav>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {chosen.length >= MIN_COMPARE ? names.join(" vs ") : "Compare AI platforms"}
      </h1>

      {unknown.length > 0 || overflow.length > 0 ? (
        <div role="note" className="mt-4 space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {unknown.length > 0 ? (
            <p>
              Not in our catalogue, so left out: {unknown.map((u) => `‘${u}’`).join(", ")}
              {unknownMore > 0 ? ` and ${unknownMore} more` : ""}.
            </p>
          ) : null}
          {overflow.length > 0 ? (
            <p>
              A comparison holds up to {MAX_COMPARE} platforms, so these were left out: {overflow.map((id) => getPlatform(id)?.name ?? id).join(", ")}.
            </p>
          ) : null}
        </div>
      ) : null}

      {chosen.length < MIN_COMPARE ? (
        <section aria-labelledby="how-to" className="mt-6 max-w-2xl">
          <h2 id="how-to" className="text-xl font-bold">
            {chosen.length === 1 ? `Add at least one more platform to compare with ${names[0]}` : "Add at least two platforms to compare"}
          </h2>
          {/* Pick here: a plain GET form (repeated ids= is read like ids=a,b), no script needed. */}
          <form action="/compare" method="get" className="mt-4" aria-labelledby="pick-heading">
            <p id="pick-heading" className="font-semibold">Pick two to {MAX_COMPARE} platforms</p>
            {task.text ? <input type="hidden" name="q" value={task.text} /> : null}
            {task.useCases.length > 0 ? <input type="hidden" name="use" value={task.useCases.join(",")} /> : null}
            {(task.has ?? []).map((k) => (
              <input key={k} type="hidden" name={k} value="1" />
            ))}
            {task.runs?.length ? <input type="hidden" name="runs" value={task.runs.join(",")} /> : null}
            {pickable.length < platforms.length ? (
              <p className="mt-1 text-sm text-slate-700">
                The {LIST_PAGE_SIZE} best-known platforms are listed here; add any other from its page (‘Add to compare’) or{" "}
                <SiteLink href="/platforms" className="text-brand-700 underline underline-offset-2">browse all {platforms.length}</SiteLink>.
              </p>
            ) : null}
            <div className="mt-3 space-y-4">
              {categories.map((category) => {
                const inCategory = pickable.filter((p) => p.category === category.id);
                if (inCategory.length === 0) return null;
                return (
                  <fieldset key={category.id}>
                    <legend className="text-sm font-semibold text-slate-700">{category.label}</legend>
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {inCategory.map((p) => (
                        <li key={p.id}>
                          <label className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                            <input type="checkbox" name="ids" value={p.id} defaultChecked={ids.includes(p.id)} className="size-4 accent-brand-600" />
                            {p.name}
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                );
              })}
            </div>
            <button type="submit" className="mt-4 inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 font-medium text-white hover:bg-brand-700">
              Compare selected
            </button>
          </form>
          <h2 className="mt-8 text-xl font-bold">Or build a shortlist as you browse</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
            <li>
              Find platforms in the <SiteLink href="/#finder" className="text-brand-700 underline underline-offset-2">finder</SiteLink> or on any platform page.
            </li>
            <li>Press ‘Add to compare’ on each one you are weighing (up to {MAX_COMPARE}).</li>
            <li>Press ‘Compare’ in the bar at the bottom of the screen.</li>
          </ol>
          <h2 className="mt-8 text-xl font-bold">Or start from a popular comparison</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {suggestions.map((p) => (
              <li key={p.slug}>
                <SiteLink href={`/compare/${p.slug}`} className="text-brand-700 underline underline-offset-2">
                  {p.first.name} vs {p.second.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <>
          <p className="mt-3 max-w-3xl text-slate-700">
            Tier, cheapest paid plan, free plan, use cases, what each has (API, open source, apps, SSO…), strengths and official links, side by side.
            {task.text ? ` You searched for “${task.text}”.` : null}
            {selected.length > 0 || wanted.has.length > 0 || wanted.runs.length > 0
              ? ` The rows your task asks about (${joinWithAnd([...selected, ...wanted.has, ...wanted.runs.map((r) => `runs:${r}`)].map(taskLabel))}) come first and are marked “Your pick”.`
              : null}
            {" "}This page’s address is the comparison: share it and others see the same table.
          </p>
          <CopyLink />
          {pair ? (
            <p className="mt-2">
              <SiteLink href={`/compare/${pair.slug}`} className="font-medium text-brand-700 underline underline-offset-2">
                Read our verdict: {pair.first.name} vs {pair.second.name}
              </SiteLink>
            </p>
          ) : null}
          <section aria-label="Comparison" className="mt-6">
            <CompareTable
              platforms={chosen}
              selected={selected}
              wanted={wanted}
              caption={`${names.join(", ")} compared`}
              removeHref={(id) => compareHref(ids.filter((i) => i !== id), taskQuery)}
            />
          </section>
        </>
      )}
    </div>
  );
}

/** A task part as the page names it: a use case's label, an attribute filter's label, 'runs on iOS'. */
function taskLabel(part: string): string {
  if (isUseCaseId(part)) return labelOfUseCase(part);
  if (part.startsWith("runs:")) return `runs on ${runsOnLabels.get(part.slice(5) as never) ?? part.slice(5)}`;
  const label = flagFilters.find((f) => f.key === part)?.label;
  return label ? label.charAt(0).toLowerCase() + label.slice(1) : part;
}
