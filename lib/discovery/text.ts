// Pure text helpers shared by the search index (server) and the understanding of queries.
import otherLanguages from "@/content/vocabulary/stopwords.json";
import { fold, formsOfFolded, singular } from "@/lib/discovery/word-forms";

export { fold, singular };

/**
 * Words that carry no meaning for ranking here ("ai" is on nearly every page of an AI directory):
 * English here, the five other languages the interpreter reads as data
 * (content/vocabulary/stopwords.json), so a Spanish 'para' or an Italian 'della' never ranks.
 */
export const stopWords = new Set([
  ...(
    "a an and are as at be been but by can could did do does for from had has have how i if in into is it its " +
    "me my of on or our should so than that the their them then there these they this those to too us was we " +
    "were what when where which who why will with would you your ai tool tools platform platforms best good " +
    "any some about please want need use using get like just also more most very really much one ones " +
    "app apps software online something thing things help find recommend recommendation top make vs versus"
  ).split(" "),
  ...(["es", "de", "fr", "pt", "it"] as const).flatMap((lang) => otherLanguages[lang]),
]);

/** The words of a text: folded, split on anything but letters and digits, plurals folded. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
}

/** MiniSearch's processTerm: folded, singular, stop words dropped; compounds also index their last part. */
export function processTerm(term: string): string | string[] | null {
  const t = fold(term);
  return stopWords.has(t) ? null : formsOfFolded(t);
}
