import { words } from "@/lib/discovery/text";
import type { UseCaseId } from "@/lib/use-cases";
import { intents, synonyms, tasks as siteTaskList, type Task } from "@/lib/vocabulary";

/** Articles and possessives a phrase may have or lack ('remove the background', 'remove background'): skipped on both sides. */
export const fillers: ReadonlySet<string> = new Set(intents.lists.fillers.phrases.flatMap((w) => words(w)));
const content = (text: string) => words(text).filter((w) => !fillers.has(w));

/** The words that say only 'AI' or a helper (the synonym table's generic entries): no phrase of them is said with a word between ('an AI coding assistant'). */
export const genericWords: ReadonlySet<string> = new Set(synonyms.filter((e) => e.generic).flatMap((e) => e.phrases.flatMap((p) => words(p))));

/** Joining words and prepositions (intents.json contextEnds): never the visitor's word inside a phrase (gapEnd). */
const joining: ReadonlySet<string> = new Set(intents.lists.contextEnds.phrases.flatMap((w) => words(w)));

/**
 * Where the second word of a two-word phrase comes after one word of the visitor's own between the
 * two ('read my emails aloud' is 'read aloud', 'practise my German conversation' 'practise
 * conversation'), the index after it, or -1: the word between is a content word (no joining word,
 * article or number), articles and possessives around it skipped.
 */
export function gapEnd(tokens: readonly string[], i: number, second: string): number {
  let k = i + 1;
  while (fillers.has(tokens[k] ?? "") && tokens[k] !== second) k++;
  const between = tokens[k];
  if (between === undefined || between === second || joining.has(between) || !/^\p{L}+$/u.test(between)) return -1;
  k++;
  while (tokens[k] !== second && fillers.has(tokens[k] ?? "")) k++;
  return tokens[k] === second ? k + 1 : -1;
}

/** The words of a text that a task phrase is matched on: folded, plurals folded, articles and possessives left out. */
export function taskWords(text: string): string[] {
  return content(text);
}

/**
 * Reading the fine-grained tasks of the controlled vocabulary (content/vocabulary/tasks.json;
 * docs/decisions/0180-vocabulary-as-data.md) in a visitor's text: each task's phrases, in all six
 * languages, matched like the synonym table's (whole words after folding, plurals folded, longest
 * phrase first, each word used once). A matched task yields its use cases and its id: the engine
 * puts the platforms whose vocabulary lists that task first among the equally relevant.
 */

/** A task read in a text, with the words that said it (folded, as the visitor wrote them). */
export type TaskMatch = {
  id: string;
  label: string;
  useCases: UseCaseId[];
  words: string;
  /** The synonym table read these words too (lib/discovery/understand.ts): the task then refines that reading, and weighs less. */
  alsoTable?: boolean;
};

export type TaskMatcher = {
  /** The tasks a text states, in the order it states them, each once. */
  match: (text: string) => TaskMatch[];
  /** The tasks the matcher knows, by id. */
  byId: ReadonlyMap<string, Task>;
};

/** A matcher over a list of tasks: the site's own (`siteTasks`), or a test's fixture list. */
export function compileTasks(list: readonly Task[]): TaskMatcher {
  const byFirst = new Map<string, { tokens: string[]; task: Task }[]>();
  for (const task of list) {
    for (const phrase of Object.values(task.phrases).flat()) {
      const tokens = content(phrase);
      if (!tokens.length) continue;
      const entries = byFirst.get(tokens[0]!) ?? [];
      entries.push({ tokens, task });
      byFirst.set(tokens[0]!, entries);
    }
  }
  for (const entries of byFirst.values()) entries.sort((a, b) => b.tokens.length - a.tokens.length);
  // The same phrases in any word order ('coding agent terminal' for 'terminal coding agent'), by their sorted words.
  const unordered = new Map<string, Task>();
  let longest = 0;
  for (const entries of byFirst.values()) {
    for (const { tokens, task } of entries) {
      if (tokens.length < 2) continue;
      const key = [...tokens].sort().join(" ");
      if (!unordered.has(key)) unordered.set(key, task);
      longest = Math.max(longest, tokens.length);
    }
  }
  /** The longest phrase at a position: in its own word order, or longer in another (the same length goes to the phrase's own order: 'text to video' is not 'video to text'). */
  const said = (tokens: readonly string[], i: number): { length: number; task: Task } | undefined => {
    const exact = byFirst.get(tokens[i]!)?.find((c) => c.tokens.every((t, j) => tokens[i + j] === t));
    for (let n = Math.min(longest, tokens.length - i); n > (exact?.tokens.length ?? 1); n--) {
      const task = unordered.get(tokens.slice(i, i + n).sort().join(" "));
      if (task) return { length: n, task };
    }
    return exact ? { length: exact.tokens.length, task: exact.task } : undefined;
  };
  const at = (tokens: readonly string[], i: number): { length: number; task: Task } | undefined => {
    const whole = said(tokens, i);
    if (whole) return whole;
    // A two-word phrase with one word of the visitor's between ('read my emails aloud'), unless the
    // word between starts a phrase of its own as long ('an AI coding assistant' is a coding assistant).
    for (const c of byFirst.get(tokens[i]!) ?? []) {
      // Never a phrase of words that say only 'AI' or a helper, nor one whose last word says a task alone.
      if (c.tokens.length !== 2 || c.tokens.some((w) => genericWords.has(w)) || byFirst.get(c.tokens[1]!)?.some((o) => o.tokens.length === 1)) continue;
      const end = gapEnd(tokens, i, c.tokens[1]!);
      if (end > 0 && (said(tokens, i + 1)?.length ?? 0) < end - i - 1) return { length: end - i, task: c.task };
    }
    return undefined;
  };
  return {
    byId: new Map(list.map((t) => [t.id, t])),
    match(text) {
      const all = words(text.slice(0, 2000));
      // The content words, each with where it stands among all the words (to give back the visitor's words, articles and all).
      const where = all.flatMap((w, i) => (fillers.has(w) ? [] : [i]));
      const tokens = where.map((i) => all[i]!);
      const found: TaskMatch[] = [];
      for (let i = 0; i < tokens.length; ) {
        const hit = at(tokens, i);
        if (!hit) {
          i++;
          continue;
        }
        if (!found.some((f) => f.id === hit.task.id)) found.push({ id: hit.task.id, label: hit.task.label, useCases: hit.task.useCases, words: all.slice(where[i]!, where[i + hit.length - 1]! + 1).join(" ") });
        i += hit.length;
      }
      return found;
    },
  };
}

/**
 * The site's task vocabulary, compiled once per process: Next.js bundles this module into several
 * chunks, and each compiled its own (three seen in one server, 1.5 MiB apiece; decision 0219).
 * The copies read the same file, so their tasks are equal. In development and tests each module
 * copy compiles its own, as before.
 */
const SITE_TASKS = Symbol.for("ai-platform-finder.site-tasks");
const shared = globalThis as { [SITE_TASKS]?: TaskMatcher };
export const siteTasks: TaskMatcher = process.env.NODE_ENV === "production" ? (shared[SITE_TASKS] ??= compileTasks(siteTaskList)) : compileTasks(siteTaskList);
