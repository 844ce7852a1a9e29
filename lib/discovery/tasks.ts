import { words } from "@/lib/discovery/text";
import { compileConversions, isConversion, toOwn } from "@/lib/discovery/conversions";
import { fillers, joining } from "@/lib/discovery/function-words";
import { workflowIn } from "@/lib/discovery/workflows";
import { situationsIn } from "@/lib/discovery/situations";
import { knownBase } from "@/lib/discovery/word-forms";
import type { UseCaseId } from "@/lib/use-cases";
import { intents, synonyms, tasks as siteTaskList, type Task } from "@/lib/vocabulary";

export { fillers };

const content = (text: string) => words(text).filter((w) => !fillers.has(w));

/** The words that say only 'AI' or a helper (the synonym table's generic entries): no phrase of them is said with a word between ('an AI coding assistant'). */
export const genericWords: ReadonlySet<string> = new Set(synonyms.filter((e) => e.generic).flatMap((e) => e.phrases.flatMap((p) => words(p))));


/** Particles that close a phrasal verb ('read aloud', 'sum up'): its object may stand between (intents.json particles). */
const particles: ReadonlySet<string> = new Set(intents.lists.particles.phrases);
const PARTICLE_OBJECT_WORDS = 3;

/**
 * Where the second word of a two-word phrase comes after one word of the visitor's own between the
 * two ('read my emails aloud' is 'read aloud', 'practise my German conversation' 'practise
 * conversation'), the index after it, or -1: the words between are content words (no joining word,
 * article or number), articles and possessives around them skipped. Before a particle the object of
 * the verb may take up to three ('read my blog posts aloud').
 */
export function gapEnd(tokens: readonly string[], i: number, second: string): number {
  const most = particles.has(second) ? PARTICLE_OBJECT_WORDS : 1;
  let k = i + 1;
  for (let n = 0; n < most; n++) {
    while (fillers.has(tokens[k] ?? "") && tokens[k] !== second) k++;
    const between = tokens[k];
    if (between === undefined || between === second) return -1;
    if (joining.has(between) || !/^\p{L}+$/u.test(between)) return -1;
    k++;
    while (tokens[k] !== second && fillers.has(tokens[k] ?? "")) k++;
    if (tokens[k] === second) return k + 1;
  }
  return -1;
}

/** Kinds of tool that close compounds, the words that open a clause or a place after one, and the words that end it (intents.json). */
const kindNouns: ReadonlySet<string> = new Set(intents.lists.kindNouns.phrases.flatMap((w) => words(w)));
const clauseLinks: ReadonlySet<string> = new Set(intents.lists.purposeLinks.phrases.flatMap((w) => words(w)));
const placeLinks: ReadonlySet<string> = new Set(intents.lists.venuePrepositions.phrases.flatMap((w) => words(w)));
const clauseEnds: ReadonlySet<string> = new Set(intents.lists.conjunctions.phrases.flatMap((w) => words(w)));

/**
 * A compound a table closes with a kind of tool ('browser agent', 'whatsapp chatbot'), said as the
 * kind and then a clause or a place of the visitor's that holds the compound's first word: 'an agent
 * that does tasks in my browser', 'an assistant which manages my calendar', 'a chatbot on WhatsApp'.
 * Where the words end (the index after the first word), or 0: within six words of a clause, two of a
 * place, articles and possessives not counted, never past another kind of tool or a conjunction.
 * `has` says whether the table holds the compound of those first words (one or two) and the kind.
 */
export function kindClauseEnd(tokens: readonly string[], i: number, has: (first: readonly string[], kind: string) => boolean): number {
  const kind = tokens[i]!;
  if (!kindNouns.has(kind)) return 0;
  let k = i + 1;
  while (fillers.has(tokens[k] ?? "") && !clauseLinks.has(tokens[k]!)) k++;
  const link = tokens[k] ?? "";
  const reach = clauseLinks.has(link) ? 6 : placeLinks.has(link) ? 2 : 0;
  for (let n = 0, m = k + 1; m < tokens.length && n < reach; m++) {
    const w = tokens[m]!;
    if (fillers.has(w)) continue;
    if (kindNouns.has(w) || clauseEnds.has(w)) return 0;
    // The compound's first two words ('a chatbot for our company wiki'), or its first word.
    const next = tokens[m + 1];
    if (next !== undefined && !fillers.has(next) && !kindNouns.has(next) && has([w, next], kind)) return m + 2;
    if (has([w], kind)) return m + 1;
    n++;
  }
  return 0;
}

/** Each word for a kind of tool with the others of its group (intents.json helpers), as folded word lists. */
const helperGroup: ReadonlyMap<string, readonly string[][]> = new Map(
  intents.helpers.groups.flatMap((group) => {
    const forms = group.map((w) => words(w));
    return forms.filter((f) => f.length === 1).map((f) => [f[0]!, forms] as const);
  }),
);

/**
 * A phrase's other forms with another word for its kind of tool at its end ('company wiki bot' is
 * also 'company wiki chatbot', 'logo maker' 'logo creator'): phrases of two words or more only, so a
 * kind alone ('chatbot', a chat assistant) keeps its own meaning.
 */
export function helperForms(tokens: readonly string[]): string[][] {
  const group = tokens.length >= 2 ? helperGroup.get(tokens.at(-1)!) : undefined;
  if (!group) return [];
  const head = tokens.slice(0, -1);
  return group.filter((f) => f.join(" ") !== tokens.at(-1)).map((f) => [...head, ...f]);
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
  /** Every phrase's content words (articles and possessives left out), other forms of its kind of tool included. */
  phrases: readonly (readonly string[])[];
};

/** A matcher over a list of tasks: the site's own (`siteTasks`), or a test's fixture list. */
export function compileTasks(list: readonly Task[]): TaskMatcher {
  const byFirst = new Map<string, { tokens: string[]; task: Task }[]>();
  const add = (tokens: string[], task: Task) => {
    const entries = byFirst.get(tokens[0]!) ?? [];
    entries.push({ tokens, task });
    byFirst.set(tokens[0]!, entries);
  };
  const own = list.flatMap((task) => Object.values(task.phrases).flat().map((phrase) => ({ tokens: content(phrase), task }))).filter((p) => p.tokens.length > 0);
  for (const { tokens, task } of own) add(tokens, task);
  // Another word for the phrase's kind of tool, unless a phrase of the vocabulary says it already.
  const stated = new Set(own.map((p) => p.tokens.join(" ")));
  for (const { tokens, task } of own) for (const form of helperForms(tokens)) if (!stated.has(form.join(" "))) add(form, task);
  for (const entries of byFirst.values()) entries.sort((a, b) => b.tokens.length - a.tokens.length);
  const conversionsIn = compileConversions(list);
  /** The German phrases of an object and the verb that closes the clause ('video synchronisieren', 'podcast aufnehmen'), by the object. */
  const objectThenVerb = new Map<string, { forms: string[]; task: Task }[]>();
  for (const task of list) {
    for (const phrase of task.phrases.de ?? []) {
      const ws = content(phrase);
      // The infinitive and its present forms ('planen': 'plane', 'planst', 'plant'), as a clause about the tool says it ('das meinen Kalender plant').
      const verb = ws[1];
      if (ws.length !== 2 || !verb || !/(?:en|ern|eln)$/.test(verb)) continue;
      const stem = verb.replace(/(?:en|n)$/, "");
      objectThenVerb.set(ws[0]!, [...(objectThenVerb.get(ws[0]!) ?? []), { forms: [verb, `${stem}e`, `${stem}st`, `${stem}t`], task }]);
    }
  }
  const vocabularyWords: ReadonlySet<string> = new Set([...byFirst.values()].flat().flatMap((e) => e.tokens));
  const flowTask = list.find((t) => t.id === intents.workflows.task);
  const byId = new Map(list.map((t) => [t.id, t]));
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
  const kindThat = (tokens: readonly string[], i: number): { length: number; task: Task } | undefined => {
    let task: Task | undefined;
    const end = kindClauseEnd(tokens, i, (first, kind) => (task = byFirst.get(first[0]!)?.find((c) => c.tokens.length === first.length + 1 && c.tokens.at(-1) === kind && first.every((w, j) => c.tokens[j] === w))?.task) !== undefined);
    return end > 0 && task ? { length: end - i, task } : undefined;
  };
  const at = (tokens: readonly string[], i: number, afterPhrase: boolean): { length: number; task: Task } | undefined => {
    const whole = said(tokens, i);
    // A kind of tool that says a task alone ('chatbot') gives way to the compound its clause says ('a chatbot on WhatsApp'),
    // unless it closes the phrase just read: 'AI avatar video generators for training' are avatar video makers, no 'video generator'.
    if (whole && whole.length > 1) return whole;
    return (afterPhrase ? undefined : kindThat(tokens, i)) ?? whole ?? gapped(tokens, i) ?? verbLast(tokens, i);
  };
  const verbLast = (tokens: readonly string[], i: number): { length: number; task: Task } | undefined => {
    // A German clause closes with its verb, the visitor's words between it and its object ('Video mit KI auf
    // Englisch synchronisieren lassen' is the vocabulary's 'video synchronisieren'), never past a conjunction.
    for (const c of objectThenVerb.get(tokens[i]!) ?? []) {
      for (let k = i + 1; k < Math.min(tokens.length, i + 7) && !clauseEnds.has(tokens[k]!); k++) if (c.forms.includes(tokens[k]!)) return { length: k - i + 1, task: c.task };
    }
    return undefined;
  };
  const gapped = (tokens: readonly string[], i: number): { length: number; task: Task } | undefined => {
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
    byId,
    phrases: [...byFirst.values()].flat().map((e) => e.tokens),
    match(text) {
      // An -ing or past form the vocabulary does not know, as the verb it knows ('transcribing' transcribe, 'posts
      // designed to match' design; word-forms.ts), and a German plural of a distinctive ending ('Bewerbungen'
      // Bewerbung), and a German verb of the third person of six letters or more ('Tabellen auswertet' auswerten). Only
      // these: the other forms are English endings that other languages' words end in too ('organiser').
      const written = words(text.slice(0, 2000));
      const all = written.map((w) => (/(?:ing|ed|ungen|ionen|heiten|keiten|schaften)$/.test(w) || (w.length >= 6 && w.endsWith("t")) ? knownBase(w, (x) => vocabularyWords.has(x)) : w));
      // The content words, each with where it stands among all the words (to give back the visitor's words, articles and all).
      const where = all.flatMap((w, i) => (fillers.has(w) ? [] : [i]));
      const tokens = where.map((i) => all[i]!);
      const found: { match: TaskMatch; start: number; end: number }[] = [];
      const add = (task: Task, start: number, end: number) => {
        const match = { id: task.id, label: task.label, useCases: task.useCases, words: all.slice(start, end).join(" ") };
        const same = found.findIndex((f) => f.match.id === task.id);
        if (same < 0) found.push({ match, start, end });
        // The same task said again in more words (a conversion around its phrase: 'turn my lecture notes into a podcast'): those words.
        else if (start <= found[same]!.start && end >= found[same]!.end && end - start > found[same]!.end - found[same]!.start) found[same] = { match, start, end };
      };
      /** Where the last phrase read ends, among the content words. */
      let lastEnd = -1;
      for (let i = 0; i < tokens.length; ) {
        const hit = at(tokens, i, i === lastEnd);
        if (!hit) {
          i++;
          continue;
        }
        const start = where[i]!;
        const end = where[i + hit.length - 1]! + 1;
        // 'add text to my video': the video is the visitor's, so this is no 'text to video'.
        if (isConversion(tokens.slice(i, i + hit.length)) && toOwn(all, start, end)) {
          i++;
          continue;
        }
        add(hit.task, start, end);
        i += hit.length;
        lastEnd = i;
      }
      const conversions = conversionsIn(all);
      // A task said inside a conversion's words is part of it ('podcast' in 'turn my notes into a podcast'): the conversion says the task.
      for (const c of conversions) {
        for (let f = found.length - 1; f >= 0; f--) if (found[f]!.match.id !== c.task.id && found[f]!.start >= c.start && found[f]!.end <= c.end) found.splice(f, 1);
        add(c.task, c.start, c.end);
      }
      const flow = flowTask && workflowIn(all);
      if (flowTask && flow) add(flowTask, flow.start, flow.end);
      // A situation told in two kinds of words near each other, where no phrase said a task ('my pics came out grainy'),
      // in the words as written ('double booked', which `all` reads as 'book').
      if (!found.length) {
        for (const s of situationsIn(written)) {
          const task = byId.get(s.task);
          if (task) add(task, s.start, s.end);
        }
      }
      return found.sort((a, b) => a.start - b.start).map((f) => f.match);
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
