import { words } from "@/lib/discovery/text";
import { intents } from "@/lib/vocabulary";

/**
 * The small words the readings of lib/discovery (tasks.ts, conversions.ts, understand.ts) step over
 * or stop at, from intents.json, folded as the tables' phrases are.
 */

/** Articles and possessives a phrase may have or lack ('remove the background', 'remove background'): skipped on both sides. */
export const fillers: ReadonlySet<string> = new Set(intents.lists.fillers.phrases.flatMap((w) => words(w)));

/** Joining words and prepositions (intents.json contextEnds): never the visitor's word inside a phrase, and the end of an input or a purpose. */
export const joining: ReadonlySet<string> = new Set(intents.lists.contextEnds.phrases.flatMap((w) => words(w)));

/** The possessives among the fillers ('my', 'our', 'mon'). */
export const possessives: ReadonlySet<string> = new Set(intents.lists.possessives.phrases.flatMap((w) => words(w)));

/** A list's phrases as folded word lists, longest first. */
export const wordLists = (list: readonly string[]): string[][] => list.map((p) => words(p)).sort((a, b) => b.length - a.length);

/** How many words of the first (longest) phrase of `list` that starts at position `k` of `all`, or 0. */
export const phraseAt = (all: readonly string[], k: number, list: readonly (readonly string[])[]): number => list.find((p) => p.every((w, j) => all[k + j] === w))?.length ?? 0;
