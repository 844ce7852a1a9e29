import { words } from "@/lib/discovery/text";
import type { UseCaseId } from "@/lib/use-cases";
import { tasks as siteTaskList, type Task } from "@/lib/vocabulary";

/**
 * Reading the fine-grained tasks of the controlled vocabulary (content/vocabulary/tasks.json;
 * docs/decisions/0180-vocabulary-as-data.md) in a visitor's text: each task's phrases, in all six
 * languages, matched like the synonym table's (whole words after folding, plurals folded, longest
 * phrase first, each word used once). A matched task yields its use cases and its id: the engine
 * puts the platforms whose vocabulary lists that task first among the equally relevant.
 */

/** A task read in a text, with the words that said it (folded, as the visitor wrote them). */
export type TaskMatch = { id: string; label: string; useCases: UseCaseId[]; words: string };

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
      const tokens = words(phrase);
      if (!tokens.length) continue;
      const entries = byFirst.get(tokens[0]!) ?? [];
      entries.push({ tokens, task });
      byFirst.set(tokens[0]!, entries);
    }
  }
  for (const entries of byFirst.values()) entries.sort((a, b) => b.tokens.length - a.tokens.length);
  return {
    byId: new Map(list.map((t) => [t.id, t])),
    match(text) {
      const tokens = words(text.slice(0, 2000));
      const found: TaskMatch[] = [];
      for (let i = 0; i < tokens.length; ) {
        const hit = byFirst.get(tokens[i]!)?.find((c) => c.tokens.every((t, j) => tokens[i + j] === t));
        if (!hit) {
          i++;
          continue;
        }
        if (!found.some((f) => f.id === hit.task.id)) found.push({ id: hit.task.id, label: hit.task.label, useCases: hit.task.useCases, words: hit.tokens.join(" ") });
        i += hit.tokens.length;
      }
      return found;
    },
  };
}

/** The site's task vocabulary, compiled once. */
export const siteTasks: TaskMatcher = compileTasks(siteTaskList);
