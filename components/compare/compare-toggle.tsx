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
      // .compare-toggle (app/globals.css): its look in every state, one class on every card.
      className={cn("compare-toggle", className)}
    >
      <span className="compare-toggle-add">Add to compare</span>
      <span className="compare-toggle-added">Added to compare</span>
      <span className="compare-toggle-full">Compare list full</span>
    </button>
  );
}
