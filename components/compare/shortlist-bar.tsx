"use client";

import { useEffect, useRef, type SyntheticEvent } from "react";
import { usePathname } from "next/navigation";
import { Icon } from "@/components/ui/icon";
import { clearShortlist, removeFromShortlist, useShortlist } from "@/components/compare/shortlist-store";
import { compareHref, MAX_COMPARE, taskOf } from "@/lib/compare/ids";

/** The visitor's task (search words, use cases, required attributes), read from the address bar when the link is followed. */
function currentTask(): string {
  return taskOf(window.location.search);
}

/**
 * The shortlist bar at the bottom of every page but /compare itself. It stops short of the chat
 * launcher (fixed at the bottom right, 56 px wide, 20 px in), so the two never overlap, and the
 * page gets the bar's height as bottom padding so it covers no content either.
 */
export function ShortlistBar() {
  const list = useShortlist();
  const onComparePage = usePathname() === "/compare";
  const ref = useRef<HTMLElement>(null);
  const shown = list.length > 0 && !onComparePage;

  useEffect(() => {
    const bar = ref.current;
    if (!shown || !bar) return;
    const body = document.body;
    // --shortlist-bar-space: what sits above the bar (the finder's live count) keeps clear of it.
    const fit = () => {
      body.style.paddingBottom = `${bar.offsetHeight + 24}px`;
      body.style.setProperty("--shortlist-bar-space", `${bar.offsetHeight + 12}px`);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = "";
      body.style.removeProperty("--shortlist-bar-space");
    };
  }, [shown]);

  if (!shown) return null;
  const ids = list.map((i) => i.id);
  // The finder changes the URL with pushState, so the link is brought up to date as it is used.
  const withUse = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = compareHref(ids, currentTask());
  };

  return (
    <aside
      ref={ref}
      aria-label="Compare shortlist"
      className="fixed bottom-3 left-3 right-[5.5rem] z-40 mx-auto max-w-3xl rounded-xl border border-slate-300 bg-white p-2.5 text-sm shadow-lg"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold">
          Compare <span className="font-normal text-slate-600">({list.length} of {MAX_COMPARE})</span>
        </p>
        <ul aria-label="Shortlisted platforms" className="flex flex-wrap gap-1.5">
          {list.map((item) => (
            <li key={item.id} className="inline-flex items-center rounded-full bg-slate-100 pl-2.5">
              {item.name}
              <button
                type="button"
                onClick={() => removeFromShortlist(item.id)}
                aria-label={`Remove ${item.name}`}
                className="inline-flex size-8 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-ink"
              >
                <Icon name="x" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex gap-2">
          <button type="button" onClick={clearShortlist} className="h-9 rounded-lg px-3 font-medium text-slate-700 hover:bg-slate-100">
            Clear
          </button>
          <a
            href={compareHref(ids)}
            onClick={withUse}
            onFocus={withUse}
            onPointerEnter={withUse}
            className="inline-flex h-9 items-center rounded-lg bg-brand-600 px-3 font-medium text-white hover:bg-brand-700"
          >
            Compare
          </a>
        </div>
      </div>
    </aside>
  );
}
