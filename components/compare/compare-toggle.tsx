import { cn } from "@/lib/utils";

/** The attribute naming the platform of an 'Add to compare' button (see CompareToggles). */
export const COMPARE_ID = "data-compare-id";

/**
 * 'Add to compare' on every platform card and page: a toggle button (aria-pressed) over the
 * shortlist. Rendered without JavaScript of its own (a card list has up to 150 of them, each was a
 * client component to hydrate): CompareToggles, mounted once per page, answers its clicks and keeps
 * its state (pressed, or disabled with 'Compare list full' when four others are chosen) in step
 * with the shortlist. The plus or check mark and the visible words follow the attributes in CSS
 * (.compare-toggle in app/globals.css).
 */
export function CompareToggle({ id, name, className }: { id: string; name: string; className?: string }) {
  return (
    <button
      type="button"
      {...{ [COMPARE_ID]: id }}
      data-compare-name={name}
      aria-pressed="false"
      // The visible words first, then whose toggle it is: many cards share one page.
      aria-label={`Add to compare: ${name}`}
      className={cn(
        "compare-toggle inline-flex min-h-9 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 transition-colors hover:border-brand-600",
        "aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:border-slate-300",
        className,
      )}
    >
      <span className="compare-toggle-add">Add to compare</span>
      <span className="compare-toggle-full">Compare list full</span>
    </button>
  );
}
