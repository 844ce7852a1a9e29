"use client";

import { use } from "react";
import { finderCardsClass, finderCardsMarkup } from "@/components/finder/card-markup";
import { FinderCardsContext } from "@/components/finder/finder-cards-context";
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
  const { ranked, serverCards, selection, count, loading, onMore } = state;
  const shownCount = serverCards ? serverCards.shown : ranked.length;
  return (
    <>
      {serverCards ? (
        serverCards.list
      ) : (
        // One element for React: the cards are markup (card-markup.ts), as the server's are.
        <ol className={finderCardsClass} dangerouslySetInnerHTML={{ __html: finderCardsMarkup(ranked.map((r) => ({ platform: r.item.platform, matched: r.matched })), selection).value }} />
      )}
      {count > shownCount ? <MoreResults shownCount={shownCount} count={count} selection={selection} loading={loading} onMore={onMore} /> : null}
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
