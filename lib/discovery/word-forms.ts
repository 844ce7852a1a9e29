// The forms words are indexed and matched in, without the stop-word lists (lib/discovery/text.ts
// adds those): what a results card needs in the browser to mark the words a search matched.

const keepS = new Set(["analysis", "business", "news", "series", "canvas", "status", "plus", "bus", "this", "always", "gpus", "less", "gratis", "vs", "docs", "sales", "ads", "shorts"]);

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
 * "dont"), but a French or Italian elision is a word of its own ("d'images" reads "d images",
 * "un'app sull'iPhone" reads "un app sull iphone").
 */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/(?<!\p{L})(qu|jusqu|lorsqu|puisqu|un|dell|all|nell|sull|dall|quell|[cdjlmnst])[’'](?=\p{L})/gu, "$1 ")
    .replace(/[’']/g, "");
}

// A Map, never a plain object: a visitor's word ('constructor') must not find Object.prototype (issue 27).
const compounds: ReadonlyMap<string, string> = new Map([["chatbot", "bot"], ["voiceover", "voice"], ["screenshot", "screen"], ["codebase", "code"], ["livestream", "stream"], ["notetaker", "note"]]);

/** A word's indexed forms: folded and singular, a compound also its last part; null under two letters. */
export function indexForms(term: string): string | string[] | null {
  return formsOfFolded(fold(term));
}

/** indexForms of a word already folded. */
export function formsOfFolded(t: string): string | string[] | null {
  if (t.length < 2) return null;
  const one = singular(t);
  const part = compounds.get(one);
  return part ? [one, part] : one;
}

/** The words a form may come from, most likely first (knownBase). */
function basesOf(word: string): string[] {
  const ends = (suffix: string) => word.endsWith(suffix);
  const cut = (n: number) => word.slice(0, -n);
  if (ends("ied")) return [`${cut(3)}y`];
  if (ends("ed")) return [cut(1), cut(2)];
  // The one who does a thing, as the thing ('novelist' novel, 'podcaster' podcast, 'youtuber' youtube, 'illustrator' illustrate).
  if (ends("ist")) return [cut(3), `${cut(3)}e`, `${cut(3)}y`, `${cut(3)}o`];
  if (ends("er")) return [cut(2), cut(1)];
  if (ends("or")) return [`${cut(2)}e`, cut(2)];
  // British spelling as American ('visualise' visualize, 'colour' color).
  if (/is(e|es|ed|ing|ation|ations)$/.test(word)) return [word.replace(/is(e|es|ed|ing|ation|ations)$/, "iz$1")];
  if (/our(s|ed|ing)?$/.test(word)) return [word.replace(/our(s|ed|ing)?$/, "or$1")];
  // German plurals ('Besprechungen' Besprechung, 'Präsentationen' Präsentation, 'Aufgaben' Aufgabe, 'Stimmen' Stimme).
  if (/(?:ungen|heiten|keiten|ionen|schaften)$/.test(word)) return [cut(2)];
  // And the plural in -e of a long noun ('Besprechungsprotokolle' Besprechungsprotokoll, 'Dokumente' Dokument).
  if (ends("e") && word.length >= 8 && !ends("ee")) return [cut(1)];
  // A Spanish, Portuguese or Italian verb of a plural person as its infinitive ('que se transcriban' transcribir,
  // 'se resuman' resumir). Not a form that ends like a noun ('programa' is a program, not 'programar').
  const romance = (n: number) => ["ar", "er", "ir", "are", "ere", "ire"].map((e) => `${cut(n)}${e}`);
  if (ends("en")) return [cut(1), ...(word.length >= 6 ? romance(2) : [])];
  if (ends("an") && word.length >= 6) return romance(2);
  // The -ing form as the verb ('transcribing' transcribe, 'summarizing' summarize), when the vocabulary does not know the form itself.
  if (ends("ing") && word.length >= 7) return [cut(3), `${cut(3)}e`];
  // A German verb of the third person as its infinitive ('die KI, die Tabellen auswertet' auswerten, 'erstellt' erstellen, 'transkribiert' transkribieren).
  if (ends("et")) return [`${cut(2)}en`, `${cut(1)}en`];
  if (ends("t")) return [`${cut(1)}en`];
  return [];
}

/**
 * A form read as the word a vocabulary knows, when the vocabulary knows the base and not the form
 * itself: a past form ('automated' as 'automate', 'edited' as 'edit', 'planned' as 'plan', 'applied'
 * as 'apply'), the one who does a thing ('novelist' as 'novel', 'blogger' as 'blog') or a British
 * spelling ('visualise' as 'visualize') or an -ing form of seven letters or more ('transcribing' as
 * 'transcribe'; a noun of its own the vocabulary knows stays itself: 'listing', 'meeting'); any other
 * word as it is. Not adverbs: 'ideally' is no IDE, 'commercially' no TV commercial.
 */
export function knownBase(word: string, known: (w: string) => boolean): string {
  if (known(word) || word.length < 5) return word;
  const stems = basesOf(word);
  for (const stem of stems) {
    if (stem.length < 3) continue;
    if (known(stem)) return stem;
    // A doubled last consonant ('planned').
    if (/([b-df-hj-np-tv-z])\1$/.test(stem) && known(stem.slice(0, -1))) return stem.slice(0, -1);
  }
  return word;
}
