"use client";

import { toggleShortlist, useShortlist } from "@/components/compare/shortlist-store";
import { MAX_COMPARE } from "@/lib/compare/ids";
import { cn } from "@/lib/utils";

/** 'Add to compare' on every platform card and page: a toggle button (aria-pressed) over the shortlist. */
export function CompareToggle({ id, name, className }: { id: string; name: string; className?: string }) {
  const list = useShortlist();
  const pressed = list.some((i) => i.id === id);
  const full = !pressed && list.length >= MAX_COMPARE;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // The visible words first, then whose toggle it is: many cards share one page.
      aria-label={`${full ? "Compare list full" : "Add to compare"}: ${name}`}
      disabled={full}
      onClick={() => toggleShortlist({ id, name })}
      className={cn(
        "compare-toggle inline-flex min-h-9 items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:text-slate-500",
        pressed ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600",
        className,
      )}
    >
      {full ? "Compare list full" : "Add to compare"}
    </button>
  );
}
