import otherStopWords from "@/content/vocabulary/stopwords.json";
import { fold } from "@/lib/discovery/text";
import type { Task } from "@/lib/vocabulary";

/**
 * The words the interpreter knows in each of the five other languages it reads (Spanish, German,
 * French, Portuguese, Italian): the task phrases of the controlled vocabulary in that language
 * (content/vocabulary/tasks.json) and its stop words (content/vocabulary/stopwords.json), folded.
 * The typo repairer uses them: a known word of another language is never 'repaired' into an
 * English one ('generar' is not 'general', 'programa' not 'program', 'résumer' not 'resume'), and in
 * a text written in one of them no word is repaired into an English word that language lacks.
 */
export const otherLanguages = ["es", "de", "fr", "pt", "it"] as const;
export type OtherLanguage = (typeof otherLanguages)[number];

export type Lexicon = {
  /** Whether a folded word is a known word of another language and of no English phrase or stop word. */
  foreign: (word: string) => boolean;
  /** The other languages a text's words belong to (words English also uses do not count). */
  languagesOf: (foldedWords: readonly string[]) => Set<OtherLanguage>;
  /** Whether a folded word is known in one of those languages. */
  inLanguages: (word: string, languages: ReadonlySet<OtherLanguage>) => boolean;
  /** Whether a folded word is English (an English task phrase's, or one the caller knows). */
  english: (word: string) => boolean;
};

const split = (phrase: string) => fold(phrase).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A lexicon over a task list (the site's, or a test's fixture list) and the English words the caller knows. */
export function buildLexicon(tasks: readonly Task[], english: (word: string) => boolean): Lexicon {
  const byLanguage = new Map<OtherLanguage, Set<string>>(otherLanguages.map((lang) => [lang, new Set(otherStopWords[lang].map(fold))]));
  const englishPhrases = new Set<string>();
  for (const task of tasks) {
    for (const phrase of task.phrases.en) for (const w of split(phrase)) englishPhrases.add(w);
    for (const lang of otherLanguages) for (const phrase of task.phrases[lang] ?? []) for (const w of split(phrase)) byLanguage.get(lang)!.add(w);
  }
  const isEnglish = (w: string) => englishPhrases.has(w) || english(w);
  const known = (w: string) => otherLanguages.some((lang) => byLanguage.get(lang)!.has(w));
  return {
    foreign: (word) => known(word) && !isEnglish(word),
    languagesOf: (list) => new Set(otherLanguages.filter((lang) => list.some((w) => byLanguage.get(lang)!.has(w) && !isEnglish(w)))),
    inLanguages: (word, languages) => [...languages].some((lang) => byLanguage.get(lang)!.has(word)),
    english: isEnglish,
  };
}
