"use client";

import { use } from "react";
import { FinderCardsContext } from "@/components/finder/finder-cards-context";
import { PlatformCard } from "@/components/finder/platform-card";
import { FINDER_SHOWN } from "@/lib/discovery/finder-results";
import { labelOfUseCase, type UseCaseId } from "@/lib/use-cases";

/**
 * The finder's recommendations: the cards and, past one screen of them, 'Show more'. A chunk of its
 * own (the card markup, the tier badges, the dates), loaded when a selection first needs it: the
 * home page's first load carries only the selector (issue 28). Its state is the finder's
 * (finder-cards-context.ts).
 */
export default function FinderCards() {
  const state = use(FinderCardsContext);
  if (!state) return null;
  const { ranked, selection, count, loading, onMore } = state;
  return (
    <>
      <ol className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {ranked.map(({ item, matched }) => (
          <li key={item.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-brand-700">
              {`Matches ${matched.length} of ${selection.length}: ${matched.map(labelOfUseCase).join(", ")}`}
            </p>
            <PlatformCard platform={item.platform} />
          </li>
        ))}
      </ol>
      {count > ranked.length ? <MoreResults shownCount={ranked.length} count={count} selection={selection} loading={loading} onMore={onMore} /> : null}
    </>
  );
}

/**
 * Past one screen of cards (FINDER_SHOWN): a button adds as many again; without script, each
 * selected use case's own page lists every platform that serves it, a page at a time.
 */
function MoreResults({ shownCount, count, selection, loading, onMore }: { shownCount: number; count: number; selection: readonly UseCaseId[]; loading: boolean; onMore: () => void }) {
  const more = Math.min(FINDER_SHOWN, count - shownCount);
  return (
    <div className="mt-8 flex flex-col items-start gap-3">
      <p className="text-slate-700">
        Showing the first {shownCount} of {count}. Every platform for a use case is also on its own page:{" "}
        {selection.map((id, i) => (
          <span key={id}>
            {i > 0 ? ", " : null}
            <a href={`/use-cases/${id}`} className="font-semibold text-brand-700 underline underline-offset-2">
              {labelOfUseCase(id)}
            </a>
          </span>
        ))}
        .
      </p>
      <button
        type="button"
        onClick={onMore}
        disabled={loading}
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-medium text-ink hover:bg-slate-50 disabled:cursor-wait disabled:text-slate-500"
      >
        {loading ? "Loading platforms…" : `Show ${more} more`}
      </button>
    </div>
  );
}
