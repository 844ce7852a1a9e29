import { words } from "@/lib/discovery/text";
import { fillers, joining, phraseAt, possessives, wordLists } from "@/lib/discovery/function-words";
import { entriesOf, intents, listWord, type Task } from "@/lib/vocabulary";

/**
 * Conversions read from their two ends (docs/decisions/0223-conversions-read-from-their-two-ends.md):
 * what a task starts from and what it makes, in the visitor's order and words ('a cinematic video
 * from a text prompt', 'turn my essay into slides'), looked up among the task vocabulary's 'X to Y'
 * phrases, the words of a kind of material (intents.json media) standing for one another.
 */

const turningVerb = listWord("conversion");
const turningLast = listWord("conversionLast");
const editVerb = listWord("photoEdits");
const joinWords: ReadonlySet<string> = new Set(intents.lists.conversionJoins.phrases.flatMap((w) => words(w)));
const bareJoins: ReadonlySet<string> = new Set(intents.lists.bareJoins.phrases.flatMap((w) => words(w)));
const fromPhrases = wordLists(intents.lists.inputFrom.phrases);
/** One-word denials (intents.json negation): 'not from a text prompt' says what the thing is not made from. */
const denials: ReadonlySet<string> = new Set(intents.lists.negation.phrases.filter((p) => !p.includes(" ")));
const fromWords: ReadonlySet<string> = new Set(fromPhrases.filter((p) => p.length === 1).map((p) => p[0]!));
/** How many words a 'from' ('from', 'aus', 'a partir de') at a position has, or 0. */
const fromAt = (all: readonly string[], k: number) => phraseAt(all, k, fromPhrases);
/** Each word of a kind of material (intents.json media), folded, with every word of its kinds. */
const sameKind: ReadonlyMap<string, readonly string[]> = (() => {
  const kinds = new Map<string, string[]>();
  for (const [, members] of entriesOf(intents.media.kinds)) {
    const folded = members.map((m) => words(m).join(" "));
    for (const m of folded) kinds.set(m, [...new Set([...(kinds.get(m) ?? []), ...folded])]);
  }
  return kinds;
})();

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

const pronoun = listWord("pronoun");

/** The last words of a kind of material (intents.json media) in the twelve words before `at`: what a pronoun there stands for. */
function materialBefore(all: readonly string[], at: number): Span | undefined {
  for (let k = at - 1; k >= Math.max(0, at - 12); k--) {
    for (const n of [2, 1]) {
      if (k - n + 1 < 0) continue;
      const run = all.slice(k - n + 1, k + 1);
      if (sameKind.has(run.join(" "))) return { words: run, start: k - n + 1, end: k + 1 };
    }
  }
  return undefined;
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
export function compileConversions(list: readonly Task[]): (all: readonly string[]) => { task: Task; start: number; end: number }[] {
  const byEnds = new Map<string, Task>();
  const key = (from: string, to: string) => `${from} > ${to}`;
  for (const task of list) {
    for (const phrase of Object.values(task.phrases).flat()) {
      const ws = words(phrase);
      for (let j = 1; j < ws.length - 1; j++) {
        const isJoin = joinWords.has(ws[j]!);
        // 'chatbot para mi web' says where, not what is made.
        if ((!isJoin && !fromWords.has(ws[j]!)) || possessives.has(ws[j + 1]!)) continue;
        // 'turn my notes into a podcast' is keyed as 'notes to podcast': a verb of turning is no part of the input.
        const left = ws.slice(0, j).filter((w, n) => !fillers.has(w) && !(n === 0 && turningVerb(w)));
        const right = ws.slice(j + 1).filter((w) => !fillers.has(w));
        if (!left.length || !right.length || [...left, ...right].some((w) => joinWords.has(w) || fromWords.has(w))) continue;
        const k = isJoin ? key(left.join(" "), right.join(" ")) : key(right.join(" "), left.join(" "));
        if (!byEnds.has(k)) byEnds.set(k, task);
      }
    }
  }
  /**
   * The task made from one end to the other: the visitor's own words first, then the words of their
   * kinds, what is made in a kind other than the input's before its own ('a podcast video into reels'
   * makes short clips, not video from video; a reel is footage and a short clip).
   */
  const lookUp = (from: Span, to: Span, toRuns: string[] = runs(to.words), sameKindToo = true): Task | undefined => {
    const fromRuns = runs(from.words);
    for (const pass of sameKindToo ? (["own", "other kind", "any kind"] as const) : (["own", "other kind"] as const)) {
      for (const f of fromRuns) {
        const inputKind = sameKind.get(f) ?? [f];
        for (const t of toRuns) {
          for (const ff of pass === "own" ? [f] : inputKind) {
            for (const tt of pass === "own" ? [t] : (sameKind.get(t) ?? [t]).filter((x) => pass === "any kind" || !inputKind.includes(x))) {
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
      // 'A drawing, not from a text prompt' says what it is not made from.
      if (from && denials.has(all[k - 1] ?? "")) continue;
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
        // A German verb of turning that closes the clause ('Fotos in Videos verwandeln'): the input before the joining word, what it becomes up to the verb.
        const last = verb < 0 ? all.slice(k + 1, k + 5).findIndex((x) => turningLast(x)) : -1;
        if (last > 0) {
          const input = spanBefore(all, k, 2);
          const made = { words: all.slice(k + 1, k + 1 + last).filter((x) => !fillers.has(x)), start: k + 1, end: k + 1 + last };
          const task = input.words.length && made.words.length ? lookUp(input, made) : undefined;
          if (task) found.push({ task, start: input.start, end: k + 2 + last });
          continue;
        }
        if (verb < 0) {
          // No verb: the two words right around 'to' ('notes to podcast', 'sketch to html'), never to something of the visitor's ('add text to my video').
          // Nor one kind of material to another word of the same kind: 'clips para reels' says where clips go, not a video made from video.
          if (!bareJoins.has(w) || possessives.has(all[k + 1] ?? "")) continue;
          const input = spanBefore(all, k, 2);
          const made = spanAfter(all, k + 1, 2);
          const task = input.words.length && made.words.length ? lookUp(input, made, undefined, false) : undefined;
          if (task) found.push({ task, start: input.start, end: made.end });
          continue;
        }
        let input = { ...spanAfter(all, verb + 1, 6), start: verb };
        if (input.end > k) continue;
        // 'turn it into slides', 'I want it chopped into reels' after 'we record a podcast video': the pronoun is the material said before.
        if (input.words.every((x) => pronoun(x)) && (input.words.length || pronoun(all[verb - 1]))) {
          const said = materialBefore(all, input.words.length ? verb : verb - 1);
          if (!said) continue;
          input = { ...said, start: said.start, end: input.end };
        }
        if (!input.words.length) continue;
        // 'the first draft of my essay', 'a rough sketch of a website': the words after 'of' may say the material too.
        let more = input.end;
        while (more < k && fillers.has(all[more]!)) more++;
        const of = all[more] === "of" ? spanAfter(all, more + 1, 3) : undefined;
        const inputWords = [...input.words.slice(-3), ...(of && of.end <= k ? of.words : [])];
        let made = spanAfter(all, k + 1, 3);
        // 'a few seconds of video', 'a set of slides': the words after 'of' say what it becomes.
        let next = made.end;
        while (next < all.length && fillers.has(all[next]!)) next++;
        if (all[next] === "of") {
          const what = spanAfter(all, next + 1, 3);
          if (what.words.length) made = { words: [...made.words, ...what.words], start: made.start, end: what.end };
        }
        if (!made.words.length) continue;
        const task = lookUp({ ...input, words: inputWords }, made);
        if (task) found.push({ task, start: verb, end: made.end });
      }
    }
    return found;
  };
  return read;
}
