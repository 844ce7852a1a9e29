import { words } from "@/lib/discovery/text";
import { knownBase } from "@/lib/discovery/word-forms";
import type { UseCaseId } from "@/lib/use-cases";
import { entriesOf, intents, phrasePattern, synonyms, tasks as siteTaskList, type Task } from "@/lib/vocabulary";

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

/** Whether a folded word is one of an intent list's (its '*' ending any word). */
const listWord = (name: "conversion" | "photoEdits") => {
  const whole = new RegExp(`^${phrasePattern(intents.lists[name].phrases).source}$`);
  return (word: string | undefined) => word !== undefined && whole.test(word);
};
const turningVerb = listWord("conversion");
const editVerb = listWord("photoEdits");
const joinWords: ReadonlySet<string> = new Set(intents.lists.conversionJoins.phrases.flatMap((w) => words(w)));
const fromPhrases = intents.lists.inputFrom.phrases.map((p) => words(p));
const fromWords: ReadonlySet<string> = new Set(fromPhrases.filter((p) => p.length === 1).map((p) => p[0]!));
/** How many words a 'from' ('from', 'aus', 'a partir de') at a position has, or 0. */
const fromAt = (all: readonly string[], k: number) => fromPhrases.find((p) => p.every((w, j) => all[k + j] === w))?.length ?? 0;
/** Each word of a kind of material (intents.json media), folded, with every word of its kinds. */
const sameKind: ReadonlyMap<string, readonly string[]> = (() => {
  const kinds = new Map<string, string[]>();
  for (const [, members] of entriesOf(intents.media.kinds)) {
    const folded = members.map((m) => words(m).join(" "));
    for (const m of folded) kinds.set(m, [...new Set([...(kinds.get(m) ?? []), ...folded])]);
  }
  return kinds;
})();


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
const possessives: ReadonlySet<string> = new Set(intents.lists.possessives.phrases.flatMap((w) => words(w)));

/** Whether a phrase's words are a conversion: a joining word between words of kinds of material ('text to video', 'pdf to presentation'). */
export function isConversion(ws: readonly string[]): boolean {
  const ofAKind = (part: readonly string[]) => runs(part).some((r) => sameKind.has(r));
  return ws.some((w, j) => j > 0 && j < ws.length - 1 && joinWords.has(w) && ofAKind(ws.slice(0, j)) && ofAKind(ws.slice(j + 1)));
}

/**
 * Whether a joining word among a text's words from `start` to `end` is followed by a possessive: in a
 * conversion ('add text to my video') what follows is then the visitor's own, where something goes,
 * not what is made.
 */
export function toOwn(all: readonly string[], start: number, end: number): boolean {
  for (let k = start + 1; k < end - 1; k++) if (joinWords.has(all[k]!) && !fillers.has(all[k]!) && possessives.has(all[k + 1]!)) return true;
  return false;
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

/** A list's phrases as folded word lists, longest first, and how many words of one start at a position (0: none). */
const wordLists = (list: readonly string[]) => list.map((p) => words(p)).sort((a, b) => b.length - a.length);
const phraseAt = (all: readonly string[], k: number, list: readonly string[][]) => list.find((p) => p.every((w, j) => all[k + j] === w))?.length ?? 0;
const flows = {
  links: wordLists(intents.workflows.linkVerbs),
  triggers: wordLists(intents.workflows.triggers),
  actions: wordLists(intents.workflows.actionVerbs),
  apps: wordLists(intents.workflows.apps),
};

/**
 * A workflow between apps said by naming the apps (intents.json workflows): a verb of linking and
 * two apps within six words after it ('connect my CRM and my email', 'sync my Shopify orders to
 * Google Sheets'), or a trigger, an action within eight words and an app within six after that
 * ('when I get an email, add it to my Trello board'). Where its words start and end, or undefined.
 */
function workflowIn(all: readonly string[]): { start: number; end: number } | undefined {
  /** The end of the first app from `from` on, within `reach` words, or 0. */
  const appEnd = (from: number, reach: number) => {
    for (let q = from; q < Math.min(all.length, from + reach); q++) {
      const n = phraseAt(all, q, flows.apps);
      if (n) return q + n;
    }
    return 0;
  };
  for (let k = 0; k < all.length; k++) {
    const link = phraseAt(all, k, flows.links);
    if (link) {
      const first = appEnd(k + link, 6);
      const second = first ? appEnd(first, k + link + 6 - first) : 0;
      if (second) return { start: k, end: second };
    }
    const trigger = phraseAt(all, k, flows.triggers);
    if (!trigger) continue;
    for (let m = k + trigger; m < Math.min(all.length, k + trigger + 8); m++) {
      const action = phraseAt(all, m, flows.actions);
      const end = action ? appEnd(m + action, 6) : 0;
      if (end) return { start: k, end };
    }
  }
  return undefined;
}

/** A content span of a visitor's words: the folded words and where it starts and ends among all the words. */
type Span = { words: string[]; start: number; end: number };

/** Up to `most` content words from `at` on, articles skipped, to the next joining word. */
function spanAfter(all: readonly string[], at: number, most: number): Span {
  const out: string[] = [];
  let k = at;
  let end = at;
  for (; k < all.length && out.length < most; k++) {
    const w = all[k]!;
    if (fillers.has(w)) continue;
    if (joining.has(w) || joinWords.has(w) || fromWords.has(w) || !/\p{L}/u.test(w)) break;
    out.push(w);
    end = k + 1;
  }
  return { words: out, start: at, end };
}

/** Up to `most` content words right before `at`, to an article or a joining word. */
function spanBefore(all: readonly string[], at: number, most: number): Span {
  const out: string[] = [];
  let start = at;
  for (let k = at - 1; k >= 0 && out.length < most; k--) {
    const w = all[k]!;
    if (fillers.has(w) || joining.has(w) || joinWords.has(w) || fromWords.has(w) || !/\p{L}/u.test(w)) break;
    out.unshift(w);
    start = k;
  }
  return { words: out, start, end: at };
}

/** A span's runs of consecutive words, longest first. */
function runs(ws: readonly string[]): string[] {
  const out: string[] = [];
  for (let n = ws.length; n > 0; n--) for (let i = 0; i + n <= ws.length; i++) out.push(ws.slice(i, i + n).join(" "));
  return out;
}

/**
 * Conversions the vocabulary states as 'X to Y' ('text to video', 'image to 3d', 'texto a 3d') or
 * 'Y from X' ('3d from a photo'), keyed by what they start from and what they make: the visitor
 * says them in other words and orders ('a cinematic video from a text prompt', 'turn a picture into
 * a clip', 'convertir una foto en video'), so each conversion is read from its two ends, the words
 * of a kind of material standing for one another (intents.json media).
 */
function compileConversions(list: readonly Task[]) {
  const byEnds = new Map<string, Task>();
  const key = (from: string, to: string) => `${from} > ${to}`;
  for (const task of list) {
    for (const phrase of Object.values(task.phrases).flat()) {
      const ws = words(phrase);
      for (let j = 1; j < ws.length - 1; j++) {
        const isJoin = joinWords.has(ws[j]!);
        // 'chatbot para mi web' says where, not what is made.
        if ((!isJoin && !fromWords.has(ws[j]!)) || possessives.has(ws[j + 1]!)) continue;
        const left = ws.slice(0, j).filter((w) => !fillers.has(w));
        const right = ws.slice(j + 1).filter((w) => !fillers.has(w));
        if (!left.length || !right.length || [...left, ...right].some((w) => joinWords.has(w) || fromWords.has(w))) continue;
        const k = isJoin ? key(left.join(" "), right.join(" ")) : key(right.join(" "), left.join(" "));
        if (!byEnds.has(k)) byEnds.set(k, task);
      }
    }
  }
  /** The task made from one end to the other: the visitor's own words first, then the words of their kinds. */
  const lookUp = (from: Span, to: Span, toRuns: string[] = runs(to.words)): Task | undefined => {
    const fromRuns = runs(from.words);
    for (const widen of [false, true]) {
      for (const f of fromRuns) {
        for (const t of toRuns) {
          for (const ff of widen ? (sameKind.get(f) ?? [f]) : [f]) {
            for (const tt of widen ? (sameKind.get(t) ?? [t]) : [t]) {
              const task = byEnds.get(key(ff, tt));
              if (task) return task;
            }
          }
        }
      }
    }
    return undefined;
  };
  /** The conversions in a text's words, each with where its words start and end. */
  const read = (all: readonly string[]): { task: Task; start: number; end: number }[] => {
    const found: { task: Task; start: number; end: number }[] = [];
    for (let k = 0; k < all.length; k++) {
      const w = all[k]!;
      const from = fromAt(all, k);
      if (from) {
        // 'a cinematic video from a text prompt': what is made, right before; what it is made from, after.
        const made = spanBefore(all, k, 2);
        const source = spanAfter(all, k + from, 3);
        if (!made.words.length || !source.words.length) continue;
        // 'remove the text from my photos' takes something out of a picture: only a phrase with the verb says it.
        let before = made.start - 1;
        while (before > 0 && fillers.has(all[before]!)) before--;
        const verbAt = editVerb(made.words[0]) ? 0 : editVerb(all[before]) ? -1 : undefined;
        const toRuns = verbAt === undefined ? runs(made.words) : verbAt === 0 ? [made.words.join(" ")] : [];
        const task = lookUp(source, made, toRuns);
        if (task) found.push({ task, start: made.start, end: source.end });
      } else if (joinWords.has(w)) {
        // 'turn my script into a video': a verb of turning (up to eight words back), the input, a joining word, what it becomes.
        let verb = -1;
        for (let m = k - 1; m >= Math.max(0, k - 8); m--) {
          if (turningVerb(all[m])) {
            verb = m;
            break;
          }
          if ((joinWords.has(all[m]!) && !fillers.has(all[m]!)) || fromWords.has(all[m]!)) break;
        }
        if (verb < 0) continue;
        const input = { ...spanAfter(all, verb + 1, 6), start: verb };
        if (!input.words.length || input.end > k) continue;
        // 'the first draft of my essay', 'a rough sketch of a website': the words after 'of' may say the material too.
        let more = input.end;
        while (more < k && fillers.has(all[more]!)) more++;
        const of = all[more] === "of" ? spanAfter(all, more + 1, 3) : undefined;
        const inputWords = [...input.words.slice(-3), ...(of && of.end <= k ? of.words : [])];
        const made = spanAfter(all, k + 1, 3);
        if (!made.words.length) continue;
        const task = lookUp({ ...input, words: inputWords }, made);
        if (task) found.push({ task, start: verb, end: made.end });
      }
    }
    return found;
  };
  return read;
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
  const vocabularyWords: ReadonlySet<string> = new Set([...byFirst.values()].flat().flatMap((e) => e.tokens));
  const flowTask = list.find((t) => t.id === intents.workflows.task);
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
  const at = (tokens: readonly string[], i: number): { length: number; task: Task } | undefined => {
    const whole = said(tokens, i);
    // A kind of tool that says a task alone ('chatbot') gives way to the compound its clause says ('a chatbot on WhatsApp').
    if (whole && whole.length > 1) return whole;
    return kindThat(tokens, i) ?? whole ?? gapped(tokens, i);
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
    byId: new Map(list.map((t) => [t.id, t])),
    phrases: [...byFirst.values()].flat().map((e) => e.tokens),
    match(text) {
      // An -ing form the vocabulary does not know, as the verb it knows ('transcribing' transcribe; word-forms.ts).
      // Only -ing: the other forms are English endings that other languages' words end in too ('organiser').
      const all = words(text.slice(0, 2000)).map((w) => (w.endsWith("ing") ? knownBase(w, (x) => vocabularyWords.has(x)) : w));
      // The content words, each with where it stands among all the words (to give back the visitor's words, articles and all).
      const where = all.flatMap((w, i) => (fillers.has(w) ? [] : [i]));
      const tokens = where.map((i) => all[i]!);
      const found: { match: TaskMatch; start: number }[] = [];
      const add = (task: Task, start: number, end: number) => {
        if (!found.some((f) => f.match.id === task.id)) found.push({ match: { id: task.id, label: task.label, useCases: task.useCases, words: all.slice(start, end).join(" ") }, start });
      };
      for (let i = 0; i < tokens.length; ) {
        const hit = at(tokens, i);
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
      }
      for (const c of conversionsIn(all)) add(c.task, c.start, c.end);
      const flow = flowTask && workflowIn(all);
      if (flowTask && flow) add(flowTask, flow.start, flow.end);
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
