import type { Marker } from "@/components/finder/card-markup";
import { highlightPieces } from "@/lib/discovery/highlight";
import { html, type Markup } from "@/lib/html";

/** A text with the words a search matched in <mark> (the same HTML as components/discovery/highlighted.tsx). */
export function highlightedMarkup(text: string, terms: readonly string[]): Markup {
  return html`${highlightPieces(text, terms).map((p) => (p.mark ? html`<mark class="rounded-sm bg-amber-100 px-0.5 text-ink">${p.text}</mark>` : p.text))}`;
}

/** A card's marker for the words a search matched; none marks nothing. */
export function markWords(terms: readonly string[]): Marker | undefined {
  return terms.length ? (text) => highlightedMarkup(text, terms) : undefined;
}
