import { indexForms } from "@/lib/discovery/word-forms";

export type Piece = { text: string; mark: boolean };

/**
 * Splits a text into pieces, marking the words whose indexed form is one of `terms` (the terms a
 * search matched), so a results page can highlight why a card matched.
 */
export function highlightPieces(text: string, terms: readonly string[]): Piece[] {
  if (!terms.length) return [{ text, mark: false }];
  const wanted = new Set(terms);
  const pieces: Piece[] = [];
  for (const part of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!part) continue;
    // Stop words need no check: the matched terms, read with processTerm, never hold one.
    const processed = indexForms(part);
    const mark = processed !== null && (Array.isArray(processed) ? processed : [processed]).some((t) => wanted.has(t));
    const last = pieces.at(-1);
    if (last && last.mark === mark) last.text += part;
    else pieces.push({ text: part, mark });
  }
  return pieces;
}
