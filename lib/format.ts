/**
 * "1,000" for 1000. The browser's Intl (toLocaleString) builds its number formatter on first use,
 * which cost the image page about 20 ms of main thread while it hydrated; a counter needs no locale.
 */
export function groupThousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinWithAnd(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** A text to match literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
