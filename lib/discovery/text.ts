// Pure text helpers shared by the search index (server) and the understanding of queries.
import otherLanguages from "@/content/vocabulary/stopwords.json";

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

const keepS = new Set(["analysis", "business", "news", "series", "canvas", "status", "plus", "bus", "this", "always", "gpus", "less", "gratis", "vs", "docs", "sales", "ads"]);

/** Plural to singular, so "videos" meets "video" (applied the same way to documents and queries). */
export function singular(term: string): string {
  if (term.length <= 3 || keepS.has(term) || term.endsWith("ss") || term.endsWith("us") || term.endsWith("is")) return term;
  if (term.endsWith("ies") && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(ches|shes|xes)$/.test(term)) return term.slice(0, -2);
  if (term.endsWith("s")) return term.slice(0, -1);
  return term;
}

/**
 * Lower case, accents folded ("übersetzen" reads "ubersetzen"), apostrophes dropped ("don't" reads
 * "dont"), but a French or Italian elision is a word of its own ("d'images" reads "d images").
 */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/(?<!\p{L})(qu|[cdjlmnst])[’'](?=\p{L})/gu, "$1 ")
    .replace(/[’']/g, "");
}

/** The words of a text: folded, split on anything but letters and digits, plurals folded. */
export function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
}

/** MiniSearch's processTerm: folded, singular, stop words dropped; compounds also index their last part. */
// A Map, never a plain object: a visitor's word ('constructor') must not find Object.prototype (issue 27).
const compounds: ReadonlyMap<string, string> = new Map([["chatbot", "bot"], ["voiceover", "voice"], ["screenshot", "screen"], ["codebase", "code"], ["livestream", "stream"], ["notetaker", "note"]]);
export function processTerm(term: string): string | string[] | null {
  const t = fold(term);
  if (t.length < 2 || stopWords.has(t)) return null;
  const one = singular(t);
  const part = compounds.get(one);
  return part ? [one, part] : one;
}
