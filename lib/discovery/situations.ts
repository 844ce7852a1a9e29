import { fillers, phraseAt, wordLists } from "@/lib/discovery/function-words";
import { intents } from "@/lib/vocabulary";

/**
 * Situations told rather than tasks named (docs/decisions/0235-situations.md): 'my holiday photos
 * look grainy', 'I miss calls when I'm under a sink', 'nobody finds my site on Google'. Each is two
 * kinds of words near each other, what the situation is about and what is wrong or wanted
 * (intents.json `situations`): any word of the one within a few words of any of the other, in either
 * order, says the task. Data, not phrases: 'pics … too dark' and 'scans … faded' both read
 * retouching though no phrase says either.
 */

const pairs = intents.situations.pairs.map((p) => ({
  task: p.task,
  first: wordLists(p.first),
  second: wordLists([...(p.second ?? []), ...(p.secondList ? intents.lists[p.secondList].phrases : [])]),
  within: p.within,
}));

/** Where each phrase of a list starts in the words, and where it ends. */
function spans(all: readonly string[], list: readonly (readonly string[])[]): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < all.length; k++) {
    const n = phraseAt(all, k, list);
    if (n) out.push([k, k + n]);
  }
  return out;
}

/** Words that make what follows the content of a picture or a story ('a photo *of* a phone ringing'): what is shown, no situation. */
const ofWords: ReadonlySet<string> = new Set(["of", "de", "del", "do", "da", "du", "des", "von", "di"]);

/** Whether the words from `start` on are what something shows ('a cartoon of a phone ringing off the hook'). */
function depicted(all: readonly string[], start: number): boolean {
  let k = start - 1;
  while (k >= 0 && fillers.has(all[k]!)) k--;
  return k >= 0 && ofWords.has(all[k]!);
}

/** The tasks the situations a text's words tell say, each with where its words start and end. */
export function situationsIn(all: readonly string[]): { task: string; start: number; end: number }[] {
  const found: { task: string; start: number; end: number }[] = [];
  for (const pair of pairs) {
    const firsts = spans(all, pair.first);
    if (!firsts.length) continue;
    const seconds = spans(all, pair.second);
    const near = firsts.flatMap(([a, b]) => seconds.filter(([c, d]) => (c >= b ? c - b : a - d) < pair.within && (d <= a || c >= b)).map(([c, d]) => ({ start: Math.min(a, c), end: Math.max(b, d) })));
    const told = near.find((n) => !depicted(all, n.start));
    if (told) found.push({ task: pair.task, ...told });
  }
  return found;
}
