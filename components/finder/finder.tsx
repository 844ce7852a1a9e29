"use client";

import { type ComponentType, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from "react";
import { ChunkBoundary, useRetryableChunk } from "@/components/ui/chunk-boundary";
import { Icon } from "@/components/ui/icon";
import { FinderCardsContext, type ServerCards } from "@/components/finder/finder-cards-context";
import { FinderConstraintsBar, finderConstraintsOf, isDefaultConstraints, noConstraints, type FinderConstraints } from "@/components/finder/finder-constraints";
import type { CardPlatform } from "@/lib/platform";
import { FINDER_SHOWN, finderResults, mergeUseCaseFiles, type UseCaseFile } from "@/lib/discovery/finder-results";
import { discoveryQueryString, pageQueryKeys, readDiscoveryParams } from "@/lib/discovery/params";
import { parseSelection } from "@/lib/selection";
import { useCaseAttribute } from "@/components/finder/use-case-attribute";
import { isUseCaseId, type UseCaseId } from "@/lib/use-cases";

// The cards are a chunk of their own (finder-cards.tsx), fetched with a use case's platforms: when
// the pointer or focus reaches a use case, or a selection needs them. The static home page's first
// load is the selector alone.
const loadCards = () => import("@/components/finder/finder-cards");

/** Said when the platforms, or the code that shows them, could not be fetched. */
const LOAD_FAILED = "The platforms could not be loaded. Check your connection and select a use case again.";

type Props = {
  initialSelection: UseCaseId[];
  /** Free plan only, budget ceiling and sort, from the URL (`&free=1&budget=20&sort=price`). */
  initialConstraints?: FinderConstraints;
  /**
   * The catalogue in editorial order (ties in the ranking keep this order). Null on the static home
   * page: each use case's platforms are then fetched from `{dataUrl}/{id}.json` when the visitor
   * points at it or selects it (decision 0206).
   */
  platforms: readonly CardPlatform[] | null;
  /**
   * True when `platforms` holds only those the initial selection ranks (a shared URL rendered on
   * the server, issue 16): enough for that selection and any part of it; other use cases' platforms
   * are fetched as on the static page.
   */
  partial?: boolean;
  /**
   * When more platforms match a shared URL than one screen shows (FINDER_SHOWN), the server sends
   * only the first of them, ranked, with how many match in all and what the constraints left out
   * (docs/decisions/0206-bounded-answers.md). They stand for that selection and those constraints alone.
   */
  summary?: { total: number; note: string | undefined };
  /**
   * A shared finder URL's first cards as the server rendered them (a static block: in the page's
   * HTML once, not again in its payload as the platforms they are made from), with `summary`. They
   * stand for the initial selection and constraints; any change fetches the use cases' platforms.
   */
  initialCards?: ServerCards;
  dataUrl?: string;
  /**
   * The use-case buttons, rendered by the server (use-case-tiles.tsx: a list of
   * `button[data-use-case]` whose look follows `aria-pressed`). The finder answers their clicks and
   * sets `aria-pressed`; it neither renders nor hydrates them, and their icons stay out of its JavaScript.
   */
  tiles: ReactNode;
  /**
   * The cards (finder-cards.tsx), rendered by the server when the page has a selection (a shared
   * URL): they are then in the page's HTML, with or without script. Without them (the static home
   * page) the finder loads them when they are first needed.
   */
  cards?: ReactNode;
  /** How the cards' chunk is fetched (the tests stand in one that fails, as a lost connection or a new deploy would). */
  loadCardsChunk?: () => Promise<{ default: ComponentType }>;
};


/**
 * Where most visitors start (issue 30): shown before any selection, so the finder is never an empty
 * grid. Plain links to the finder's own URLs (they work without script); the finder answers a click
 * in place.
 */
const startingPoints: { label: string; use: UseCaseId[] }[] = [
  { label: "Write and edit text", use: ["writing"] },
  { label: "Write code", use: ["code"] },
  { label: "Make images", use: ["images"] },
  { label: "Free image makers", use: ["images", "free"] },
  { label: "Make videos", use: ["video"] },
  { label: "Research with sources", use: ["research"] },
];

function constraintsFromUrl(): FinderConstraints {
  return finderConstraintsOf(readDiscoveryParams(new URLSearchParams(window.location.search)));
}

/** The finder's URL: `/?use=video,marketing&free=1&budget=20&sort=price`, canonical order, defaults left out. */
function finderUrl(selection: readonly UseCaseId[], c: FinderConstraints): string {
  return `/${discoveryQueryString({ ...c, useCases: [...selection] }, pageQueryKeys.finder)}`;
}

/** Two finder states are the same query when their URLs are. */
function sameQuery(a: readonly UseCaseId[], b: readonly UseCaseId[], c: FinderConstraints, d: FinderConstraints): boolean {
  return finderUrl(a, c) === finderUrl(b, d);
}

/** The use-case selector and its recommendations (SPEC §2 Home, §4), answered in the browser. */
export function Finder({ initialSelection, initialConstraints = noConstraints, platforms, partial = false, summary, initialCards, dataUrl = "/catalogue", tiles, cards, loadCardsChunk = loadCards }: Props) {
  const [selection, setSelection] = useState<UseCaseId[]>(initialSelection);
  const [constraints, setConstraints] = useState<FinderConstraints>(initialConstraints);
  const [shown, setShown] = useState(FINDER_SHOWN);
  // Each use case's platforms as fetched (the recommendations are the union of the selected use
  // cases' lists), and whether the last fetch failed.
  const [files, setFiles] = useState<ReadonlyMap<UseCaseId, UseCaseFile>>(() => new Map());
  const [failed, setFailed] = useState(false);
  // The cards' chunk, loaded lazily; after a failed load the next selection asks for it again.
  const cardsChunk = useRetryableChunk(loadCardsChunk);
  const requested = useRef(new Set<UseCaseId>());
  const selectorRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLHeadingElement | HTMLParagraphElement>(null);
  // The part of the catalogue the server sent ranks the initial selection and any part of it; a
  // summarised part (the first of many) only the initial selection with its constraints.
  const initialQuery = sameQuery(selection, initialSelection, constraints, initialConstraints);
  const coveredByPart = partial && platforms !== null && (summary ? initialQuery : selection.every((id) => initialSelection.includes(id)));
  const fetched = useMemo(() => (selection.length > 0 && selection.every((id) => files.has(id)) ? mergeUseCaseFiles(selection.map((id) => files.get(id)!)) : null), [files, selection]);
  const whole = platforms && !partial ? platforms : fetched;
  const part = whole ?? (coveredByPart ? platforms : null);
  // The server's cards answer the initial query, and stay while the next ones are fetched.
  const fromServer = initialCards !== undefined && summary !== undefined && initialQuery && (shown === FINDER_SHOWN || !whole);
  const loaded = fromServer || part !== null;
  const filtered = useMemo(() => finderResults(part ?? [], selection, constraints), [part, selection, constraints]);
  const summarised = summary && (fromServer || (!whole && coveredByPart)) ? summary : undefined;
  const { ranked } = filtered;
  const count = summarised?.total ?? ranked.length;
  const note = summarised ? summarised.note : filtered.note;

  /** Fetches the platforms of the use cases not fetched yet; a failed one is asked again next time. */
  function fetchUseCases(ids: readonly UseCaseId[]) {
    if (cardsChunk.failed) cardsChunk.retry();
    else void loadCardsChunk().catch(() => undefined);
    if (platforms && !partial) return;
    for (const id of ids) {
      if (requested.current.has(id)) continue;
      requested.current.add(id);
      setFailed(false);
      fetch(`${dataUrl}/${id}.json`)
        .then((r) => (r.ok ? (r.json() as Promise<UseCaseFile>) : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((file) => setFiles((current) => new Map(current).set(id, file)))
        .catch((error: unknown) => {
          console.error(`Could not load the platforms for ${id}:`, error);
          requested.current.delete(id);
          setFailed(true);
        });
    }
  }

  /** A use-case button the pointer or focus reached: its platforms are fetched before the click. */
  function prefetch(target: EventTarget) {
    const id = target instanceof Element ? target.closest(`button[${useCaseAttribute}]`)?.getAttribute(useCaseAttribute) : null;
    if (id && isUseCaseId(id)) fetchUseCases([id]);
    // Showing the server's cards: any change (a constraint, a use case left out) needs the selection's platforms.
    if (fromServer) fetchUseCases(selection);
  }

  const onRestore = useEffectEvent((restored: UseCaseId[]) => fetchUseCases(restored));
  // The selection and constraints live in the URL: the back and forward buttons restore them. (A
  // shared link with constraints is rendered on the server: next.config.ts rewrites it.)
  useEffect(() => {
    const onPop = () => {
      const restored = parseSelection(new URLSearchParams(window.location.search).get("use"));
      setSelection(restored);
      setConstraints(constraintsFromUrl());
      onRestore(restored);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  function update(next: UseCaseId[], nextConstraints = constraints) {
    const ordered = parseSelection(next.join(","));
    setSelection(ordered);
    setConstraints(nextConstraints);
    setShown(FINDER_SHOWN);
    fetchUseCases(ordered);
    window.history.pushState(null, "", finderUrl(ordered, nextConstraints));
  }

  function toggle(id: UseCaseId) {
    update(selection.includes(id) ? selection.filter((s) => s !== id) : [...selection, id]);
  }

  // The buttons are the server's markup (use-case-tiles.tsx): one listener answers them all, and
  // their pressed state follows the selection.
  const onTile = useEffectEvent((id: UseCaseId) => toggle(id));
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`button[${useCaseAttribute}]`) : null;
      const id = button?.getAttribute(useCaseAttribute);
      if (id && isUseCaseId(id)) onTile(id);
    };
    const container = selectorRef.current;
    container?.addEventListener("click", onClick);
    return () => container?.removeEventListener("click", onClick);
  }, []);
  useEffect(() => {
    for (const button of selectorRef.current?.querySelectorAll(`button[${useCaseAttribute}]`) ?? []) {
      button.setAttribute("aria-pressed", String(selection.includes(button.getAttribute(useCaseAttribute) as UseCaseId)));
    }
  }, [selection]);

  /** 'See results': the results start far below the grid on a phone (issue 30). */
  function showResults() {
    const heading = resultsRef.current;
    if (!heading) return;
    heading.scrollIntoView({ behavior: "smooth", block: "start" });
    heading.focus({ preventScroll: true });
  }

  function reset() {
    update([], noConstraints);
    selectorRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  return (
    <>
      <div ref={selectorRef} id="finder" className="scroll-mt-20" onPointerOver={(event) => prefetch(event.target)} onFocus={(event) => prefetch(event.target)}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-3xl font-bold">What do you want to do?</h2>
            <p className="mt-2 text-slate-700">Pick one or more use cases. Platforms matching more of them rank higher.</p>
          </div>
          <button
            type="button"
            onClick={reset}
            disabled={selection.length === 0 && isDefaultConstraints(constraints)}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-medium text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500"
          >
            <Icon name="rotate-ccw" className="size-4" />
            Reset Selection
          </button>
        </div>
        {tiles}
        {selection.length > 0 ? (
          <div className="sticky bottom-[calc(var(--shortlist-bar-space,0px)+0.75rem)] z-30 mt-4 flex items-center justify-between gap-3 rounded-xl border border-brand-600 bg-white px-4 py-2 shadow-lg">
            <p role="status" className="text-sm font-semibold text-ink">
              {loaded ? `${count} ${count === 1 ? "platform matches" : "platforms match"}` : failed ? "The platforms could not be loaded" : "Loading platforms…"}
            </p>
            <button type="button" onClick={showResults} className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700">
              See results
              <Icon name="arrow-right" className="size-4 rotate-90" />
            </button>
          </div>
        ) : (
          <nav aria-labelledby="starting-points" className="mt-6">
            <h3 id="starting-points" className="text-sm font-semibold text-slate-700">
              Popular starting points
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {startingPoints.map((point) => (
                <li key={point.label}>
                  <a
                    href={finderUrl(point.use, noConstraints)}
                    onClick={(event) => {
                      event.preventDefault();
                      update(point.use, constraints);
                    }}
                    className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-ink hover:border-brand-600"
                  >
                    {point.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <FinderConstraintsBar
          value={constraints}
          onChange={(next) => update(selection, next)}
        />
      </div>

      <div aria-live="polite" className="mt-12">
        {selection.length > 0 ? (
          <section aria-labelledby="results-heading">
            {!loaded ? (
              <p ref={resultsRef} tabIndex={-1} id="results-heading" className="scroll-mt-20 rounded-lg bg-slate-50 p-4 text-slate-700">
                {failed ? LOAD_FAILED : "Loading platforms…"}
              </p>
            ) : (
              <>
                <h2 ref={resultsRef} tabIndex={-1} id="results-heading" className="scroll-mt-20 text-2xl font-bold focus:outline-none">
                  {count} platforms match your criteria
                </h2>
                {note ? <p className="mt-2 text-slate-700">{note}</p> : null}
              </>
            )}
            {!loaded ? null : count === 0 ? (
              <p className="mt-4 rounded-lg bg-slate-50 p-4 text-slate-700">
                No platforms found for your selection. Try selecting different use cases.
              </p>
            ) : (
              <FinderCardsContext
                value={{
                  ranked: fromServer ? [] : ranked.slice(0, shown),
                  ...(fromServer ? { serverCards: initialCards } : {}),
                  selection,
                  count,
                  // Under the server's cards, 'Show more' was asked for (the count starts at one screen).
                  loading: (fromServer ? shown !== FINDER_SHOWN : shown > ranked.length) && !failed,
                  onMore: () => {
                    fetchUseCases(selection);
                    setShown((fromServer ? initialCards.shown : Math.min(shown, ranked.length)) + FINDER_SHOWN);
                  },
                }}
              >
                {cards ?? (
                  <ChunkBoundary key={cardsChunk.attempt} what="the finder's cards" onError={cardsChunk.onError} fallback={<p className="mt-6 rounded-lg bg-slate-50 p-4 text-slate-700">{LOAD_FAILED}</p>}>
                    <Suspense fallback={<p className="mt-6 text-slate-700">Loading platforms…</p>}>
                      <cardsChunk.Chunk />
                    </Suspense>
                  </ChunkBoundary>
                )}
              </FinderCardsContext>
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
