import "server-only";
import { getPlatform, platforms } from "@/lib/catalogue";
import type { Platform } from "@/lib/catalogue-schema";
import { escapeRegExp } from "@/lib/format";
import { aliasesSeed, entriesOf, intentPattern, names as vocabularyNames } from "@/lib/vocabulary";
import { editDistance } from "@/server/discovery/edit-distance";
import { isEnglishWord } from "@/server/discovery/english-words";

/**
 * Finding the catalogue platforms a chat message names (docs/decisions/0041-platform-name-matching.md).
 *
 * Text is normalised to lower-case words separated by single spaces, so "Bolt.new", "bolt new" and
 * "BOLT-NEW" all read "bolt new", and matches always fall on word boundaries ("gpt" never matches
 * inside "chatgpt"). Each platform's full name is an alias automatically; the platform files'
 * vocabulary.aliases and content/vocabulary/ add the short names people type. Overlapping matches keep the longest ("claude code" over "claude").
 */

/** Lower-case words joined by single spaces, padded with a space on both sides. */
export function normalise(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[’']s\b/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return ` ${words} `;
}

type Alias = {
  id: string;
  /**
   * A company or family name that stands for its best-known product only when no other platform
   * is named beside it ("OpenAI" means ChatGPT, but in "OpenAI Sora" it means Sora).
   */
  weak?: boolean;
  /** Words around the alias that mean it is used as an ordinary word, not as the platform name. */
  notBefore?: RegExp;
  notAfter?: RegExp;
};

/** The id that "copilot" alone stands for until context decides (see resolveCopilot). */
export const COPILOT = "copilot";

/** A guard's words as a pattern: `^(deck|for) ` after a name, ` (a|my) $` before it ('*' any further letters). */
function guard(words: readonly string[] | undefined, side: "after" | "before"): RegExp | undefined {
  if (!words?.length) return undefined;
  const alternatives = words.map((w) => (w.endsWith("*") ? `${escapeRegExp(w.slice(0, -1))}\\w*` : `${escapeRegExp(w)} `));
  return side === "after" ? new RegExp(`^(?:${alternatives.join("|")})`) : new RegExp(` (?:${alternatives.map((a) => a.trimEnd()).join("|")}) $`);
}

/**
 * The aliases, as data (docs/decisions/0180-vocabulary-as-data.md): the platform files'
 * `vocabulary.aliases`, the seed in content/vocabulary/aliases-seed.json, the company names that
 * stand for a product when nothing else is named and the ambiguous 'copilot' (content/vocabulary/names.json).
 */
function aliasTable(list: readonly Platform[]): Map<string, Alias> {
  const map = new Map<string, Alias>();
  for (const p of list) for (const a of p.vocabulary?.aliases ?? []) map.set(normalise(a).trim(), { id: p.id });
  for (const [id, phrases] of aliasesSeed) for (const a of phrases) map.set(normalise(a).trim(), { id });
  for (const [phrase, id] of entriesOf<string>(vocabularyNames.companies)) map.set(normalise(phrase).trim(), { id, weak: true });
  for (const [, ambiguous] of entriesOf<{ phrases: string[] }>(vocabularyNames.ambiguous)) for (const a of ambiguous.phrases) map.set(normalise(a).trim(), { id: COPILOT });
  return map;
}

/** Words around a name that make it an ordinary word ('a pitch deck', 'an elevator pitch'), by the name or alias they guard. */
const guards: ReadonlyMap<string, Pick<Alias, "notAfter" | "notBefore">> = new Map(
  entriesOf<{ notAfter?: string[]; notBefore?: string[] }>(vocabularyNames.guards).map(([phrase, g]) => {
    const notAfter = guard(g.notAfter, "after");
    const notBefore = guard(g.notBefore, "before");
    return [normalise(phrase).trim(), { ...(notAfter ? { notAfter } : {}), ...(notBefore ? { notBefore } : {}) }];
  }),
);

/**
 * Whether a guarded name or alias is said at `start` to `end` of a normalised text as an ordinary word
 * ('a pitch deck', 'my GitHub repo'): the search's name reading honours the recogniser's guards.
 */
export function guardedAt(norm: string, phrase: string, start: number, end: number): boolean {
  const g = guards.get(phrase);
  if (!g) return false;
  return Boolean(g.notAfter?.test(norm.slice(end + 1)) || g.notBefore?.test(norm.slice(0, start)));
}

type Entry = { phrase: string } & Alias;

/**
 * Catalogue names that are everyday words: never the platform on their own ("make a logo" is a need,
 * not the automation platform Make; "add rows" is not the spreadsheet Rows). The aliases name
 * them ("make.com", "integromat", "rows.com").
 */
export const namesNeverAlone: ReadonlySet<string> = new Set(vocabularyNames.neverAlone.phrases);

/** The catalogue's names as the recogniser reads them, worked out once per process. */
type Tables = {
  entries: Entry[];
  /** Where each platform's entries are in `entries`, so `aliasesOf` reads its own rather than all (one call per platform when an engine is built). */
  entryIndexesOf: Map<string, number[]>;
  /**
   * Names distinctive enough to be recognised with a typo ("midjurney", "perplexty"). Short names and
   * everyday words (Pitch, Fin, Runway, Notion...) are matched exactly only.
   */
  fuzzyNames: { word: string; id: string }[];
};

function readTables(list: readonly Platform[]): Tables {
  const map = new Map<string, Alias>();
  for (const p of list) {
    const name = normalise(p.name).trim();
    if (!namesNeverAlone.has(name)) map.set(name, { id: p.id });
  }
  for (const [phrase, alias] of aliasTable(list)) map.set(phrase, alias);
  for (const [phrase, alias] of map) {
    if (alias.id !== COPILOT && !getPlatform(alias.id)) throw new Error(`platform-names: alias "${phrase}" names unknown platform ${alias.id}`);
  }
  const entries = [...map].map(([phrase, alias]): Entry => ({ phrase, ...alias, ...guards.get(phrase) }));
  const entryIndexesOf = new Map<string, number[]>();
  entries.forEach((e, i) => {
    const at = entryIndexesOf.get(e.id);
    if (at) at.push(i);
    else entryIndexesOf.set(e.id, [i]);
  });
  const exactOnly: ReadonlySet<string> = new Set(vocabularyNames.exactOnly.phrases);
  const fuzzyNames = entries
    .filter((e) => !e.weak && !exactOnly.has(e.phrase) && !e.phrase.includes(" ") && e.phrase.length >= 6 && !/\d/.test(e.phrase))
    .map((e) => ({ word: e.phrase, id: e.id }));
  return { entries, entryIndexesOf, fuzzyNames };
}

/**
 * The tables of the catalogue the process serves, shared on globalThis: Next.js bundles this module
 * into several chunks, and each kept a copy of its own (three seen in one server, 3.3 MiB apiece at
 * 10,000 platforms; decision 0219). Keyed by the catalogue's list, which lib/catalogue.ts shares the
 * same way in production; in development and tests each copy of the module reads its own, as before.
 */
const TABLES = Symbol.for("ai-platform-finder.platform-names");
const sharedTables = globalThis as { [TABLES]?: { of: readonly Platform[]; tables: Tables } };
function tables(): Tables {
  const kept = sharedTables[TABLES];
  if (kept?.of === platforms) return kept.tables;
  const read = readTables(platforms);
  sharedTables[TABLES] = { of: platforms, tables: read };
  return read;
}
// Read now, as the module loads: an alias naming no platform stops the server at its start.
tables();

/** Everything a platform is also called, for the search index. */
export function aliasesOf(id: string): string[] {
  const { entries, entryIndexesOf } = tables();
  const at = id.endsWith("copilot") && id !== COPILOT ? [...(entryIndexesOf.get(id) ?? []), ...(entryIndexesOf.get(COPILOT) ?? [])].sort((a, b) => a - b) : (entryIndexesOf.get(id) ?? []);
  return at.map((i) => entries[i]!.phrase);
}

export type Mention = { id: string; start: number; end: number; weak: boolean; fuzzy: boolean };

// Words repeat across messages, titles and passages: each is measured against the names once.
const fuzzyCache = new Map<string, string | undefined>();

/**
 * The name a word is a typo of, if any. An everyday English word is that word, not a typo of a name:
 * 'follow up' is not Fellow, 'consistent characters' not Character.AI, 'a synthetic voice' not
 * Synthesia, 'my collaborators' not Google Colab (asked first: a lookup, not a pass over every name).
 */
function fuzzyMatch(word: string): string | undefined {
  if (word.length < 6 || /\d/.test(word) || isEnglishWord(word)) return undefined;
  if (fuzzyCache.has(word)) return fuzzyCache.get(word);
  const found = fuzzyMatchUncached(word);
  if (fuzzyCache.size >= 20_000) fuzzyCache.clear();
  fuzzyCache.set(word, found);
  return found;
}

function fuzzyMatchUncached(word: string): string | undefined {
  const cap = word.length >= 9 ? 2 : 1;
  let found: { id: string; d: number } | undefined;
  let tie = false;
  for (const name of tables().fuzzyNames) {
    // "beautiful" is not a typo of "beautifulai": a word cut short is an ordinary word.
    if (name.word.startsWith(word)) continue;
    const d = editDistance(word, name.word, cap);
    if (d > cap || d === 0) continue;
    if (!found || d < found.d) {
      found = { id: name.id, d };
      tie = false;
    } else if (d === found.d && name.id !== found.id) tie = true;
  }
  return found && !tie ? found.id : undefined;
}

/**
 * Every platform named in the text, in order of appearance, longest alias first where they overlap.
 * "copilot" alone comes back with the id COPILOT for the caller to resolve.
 */
export function findMentions(text: string): Mention[] {
  return mentionsIn(normalise(text));
}

function mentionsIn(norm: string): Mention[] {
  const found: Mention[] = [];
  for (const e of tables().entries) {
    const needle = ` ${e.phrase} `;
    let at = norm.indexOf(needle);
    while (at !== -1) {
      const start = at + 1;
      const end = start + e.phrase.length;
      const before = norm.slice(0, start);
      const after = norm.slice(end + 1);
      const blocked = (e.notAfter && e.notAfter.test(after)) || (e.notBefore && e.notBefore.test(before));
      if (!blocked) found.push({ id: e.id, start, end, weak: Boolean(e.weak), fuzzy: false });
      at = norm.indexOf(needle, at + 1);
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - b.start - (a.end - a.start));
  const kept: Mention[] = [];
  for (const m of found) {
    const last = kept.at(-1);
    if (last && m.start < last.end) continue;
    kept.push(m);
  }
  // Typos: only words no exact alias covered.
  const covered = (i: number) => kept.some((m) => i >= m.start && i < m.end);
  let offset = 0;
  for (const word of norm.trim().split(" ")) {
    const start = norm.indexOf(` ${word} `, offset) + 1;
    offset = start + word.length;
    if (covered(start)) continue;
    const id = fuzzyMatch(word);
    if (id) kept.push({ id, start, end: start + word.length, weak: false, fuzzy: true });
  }
  kept.sort((a, b) => a.start - b.start);
  const strong = kept.some((m) => !m.weak);
  return strong ? kept.filter((m) => !m.weak) : kept;
}

/**
 * `normalise`, with where each character of the result came from in the text (a padding or joining
 * space points at the character after it). The same rules, step by step: lower case, a possessive
 * 's dropped, every run of other characters one space, trimmed, padded.
 */
export function normaliseWithOffsets(text: string): { norm: string; at: number[] } {
  let lower = text.toLowerCase();
  let from: number[] | undefined;
  // Outside ASCII, lower case one code point at a time to keep the offsets: a few become two characters.
  if (!/^[\x00-\x7f]*$/.test(text)) {
    const pieces: string[] = [];
    from = [];
    for (let i = 0; i < text.length; ) {
      const point = String.fromCodePoint(text.codePointAt(i)!);
      const lowered = point.toLowerCase();
      pieces.push(lowered);
      for (let k = 0; k < lowered.length; k++) from.push(i);
      i += point.length;
    }
    lower = pieces.join("");
  }
  const origin = (i: number) => (from ? (from[i] ?? text.length) : i);
  let norm = " ";
  const at = [0];
  for (const m of lower.matchAll(/[a-z0-9]+/g)) {
    // The s of a possessive ("Claude's", as /['’]s\b/ reads it) is dropped with its apostrophe.
    if (m[0] === "s" && (lower[m.index - 1] === "'" || lower[m.index - 1] === "’") && lower[m.index + 1] !== "_") continue;
    for (let k = 0; k < m[0].length; k++) at.push(origin(m.index + k));
    at.push(origin(m.index + m[0].length));
    norm += `${m[0]} `;
  }
  return norm === " " ? { norm: "  ", at: [0, 0] } : { norm, at };
}

/** A platform named in a text, with where the name stands in that text (not in its normalised form). */
export type Span = Mention & { text: string };

/**
 * Every platform named in the text, as findMentions reads it, with the offsets of each name in the
 * text itself, so a caller can wrap the very words ("Claude's" gives "Claude"). One recogniser: this
 * is findMentions on the same normalised text.
 */
export function mentionSpans(text: string): Span[] {
  const { norm, at } = normaliseWithOffsets(text);
  return mentionsIn(norm).map((m) => {
    const start = at[m.start]!;
    const end = at[m.end - 1]! + 1;
    return { ...m, start, end, text: text.slice(start, end) };
  });
}

const codeWords = intentPattern("copilotCode");
const microsoftWords = intentPattern("copilotOffice");

/**
 * "Copilot" is GitHub Copilot in a coding context and Microsoft Copilot in an Office or Windows
 * one; another platform named beside it decides too (a code tool, or a chat assistant). Without a
 * clue the answer is undefined and the assistant asks.
 */
export function resolveCopilot(norm: string, others: readonly Platform[]): "github-copilot" | "microsoft-copilot" | undefined {
  const code = codeWords.test(norm) || others.some((p) => p.category === "code");
  const office = microsoftWords.test(norm) || others.some((p) => p.category === "chat-assistant");
  if (code && !office) return "github-copilot";
  if (office && !code) return "microsoft-copilot";
  return undefined;
}

export type NamedPlatforms = { platforms: Platform[]; ambiguousCopilot: boolean };

/** The platforms a text names, deduplicated in order, with "copilot" resolved by the text's own context. */
export function namedPlatforms(text: string, context = ""): NamedPlatforms {
  const mentions = findMentions(text);
  const ids: string[] = [];
  for (const m of mentions) if (!ids.includes(m.id)) ids.push(m.id);
  const others = ids.filter((id) => id !== COPILOT).map((id) => getPlatform(id)!);
  let ambiguousCopilot = false;
  if (ids.includes(COPILOT)) {
    const resolved = resolveCopilot(normalise(`${text} ${context}`), others);
    if (resolved) ids.splice(ids.indexOf(COPILOT), 1, resolved);
    else {
      ambiguousCopilot = true;
      ids.splice(ids.indexOf(COPILOT), 1);
    }
  }
  const unique = [...new Set(ids)];
  return { platforms: unique.map((id) => getPlatform(id)!), ambiguousCopilot };
}
