import { flagFilterKeys, runsOnPlaces, type FlagFilter, type RunsOn } from "@/lib/attributes";
import { intents, phrasePattern } from "@/lib/vocabulary";

/**
 * How visitors say the attributes they need (issue 28), as data (content/vocabulary/intents.json,
 * `attributes`): each filter and each place with the phrases that ask for it, matched on folded text at word boundaries. The interpreter reads them
 * as wishes (the platforms recorded as meeting them come first; the filters hide the others), and
 * takes them out of the words it ranks by, so 'iphone app' never matches a 'phone' agent.
 */
const filterPhrases: ReadonlyMap<FlagFilter, readonly string[]> = new Map(Object.entries(intents.attributes.filters) as [FlagFilter, string[]][]);
const placePhrases: ReadonlyMap<RunsOn, readonly string[]> = new Map(Object.entries(intents.attributes.places) as [RunsOn, string[]][]);

/**
 * Articles between the words of a wish say nothing ('without an internet connection' is 'without
 * internet', 'through the API' 'through API'): a phrase is written without them, and matches with
 * any of them between its words.
 */
const articles = /(?<![\p{L}\p{N}])(?:a|an|the|any|some)(?![\p{L}\p{N}]) ?/gu;
const withoutArticles = (text: string) => text.replace(articles, "").trim();
const between = "[ -]?(?:(?:a|an|the|any|some) )*";

/**
 * A verb of making ('build', 'crear', 'entwickeln': intents.json `build`) with at most three words
 * between it and an app ('build an iphone app', 'make a mobile app for my shop'): the app is the
 * task, not where the tool should run, so its place is no wish.
 */
/** The word for an app in the six languages. */
export const appWord = "(?:app|apps|application|applications|appli|aplicacion|aplicaciones|aplicativo|aplicacao|applicazione|anwendung)";
const buildVerbs = intents.lists.build.phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
const builtApp = new RegExp(`(?<![\\p{L}\\p{N}])(?:${buildVerbs})(?: [\\p{L}\\p{N}]+){0,3} ${appWord}(?![\\p{L}\\p{N}])`, "gu");
const withoutBuiltApps = (text: string) => text.replace(builtApp, " ");

function compile(phrases: readonly string[]): RegExp {
  // An apostrophe is a space in folded text ('doesn't' is 'doesn t'), and accents are folded away ('en mi portátil' is matched as 'en mi portatil').
  const alternatives = [...new Set(phrases.map((p) => withoutArticles(p.normalize("NFKD").replace(/\p{M}/gu, "").replace(/['’]/g, " "))))].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ -]/g, between));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

const filterPatterns = flagFilterKeys.map((key) => ({ key, pattern: compile(filterPhrases.get(key) ?? []) }));
/** The API wish's phrases without the word 'API' ('developer friendly', 'sdk'): no kind of product, so taken out like the others. */
const apiWithoutTheWord = compile((filterPhrases.get("api") ?? []).filter((p) => !/\bapis?\b/.test(p)));
const placePatterns = runsOnPlaces.flatMap((place) => {
  const phrases = placePhrases.get(place);
  return phrases ? [{ place, pattern: compile(phrases) }] : [];
});
/**
 * A place with the app said before it, a preposition between or not ('an app for android', 'claude
 * app iphone', '¿hay app para el móvil?': intents.json venuePrepositions): the app is the place's,
 * no app to build, and goes with it.
 */
const placesWithTheirApp = (() => {
  const to = phrasePattern(intents.lists.venuePrepositions.phrases).source;
  return placePatterns.map(({ pattern }) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${appWord} (?:${to} )?)?${pattern.source}`, "giu"));
})();

/**
 * Hardware of the visitor's own, said by its parts rather than as a listed phrase: a venue's
 * preposition, a possessive or 'own' (or both), and a machine ('on our own servers', 'auf eigenen
 * Servern', 'sur nos propres serveurs', 'en mi propio portátil'): the wish that the tool runs there,
 * the local wish, in any of the six languages (intents.json venuePrepositions, possessives,
 * venueOwners, ownWords, hardware). A plain article is not enough: 'on the server' is anyone's.
 */
const ownHardware = (() => {
  const { venuePrepositions, possessives, venueOwners, ownWords, hardware } = intents.lists;
  const [where, owner, article, own, machine] = [venuePrepositions, possessives, venueOwners, ownWords, hardware].map((list) => phrasePattern(list.phrases).source);
  // One word of the visitor's may stand before the machine ('on my gaming pc', 'auf meinem alten Laptop').
  return new RegExp(`(?<![\\p{L}\\p{N}])${where} (?:${owner} (?:${own} )?|(?:${article} )?${own} )(?:\\p{L}+ )?${machine}(?![\\p{L}\\p{N}])`, "giu");
})();

/**
 * Data kept from the cloud, said as a refusal rather than a place ('nothing can go to the cloud',
 * 'without sending anything to their servers', 'sin subir nada a la nube'): a refusal and, at most
 * four words on, a place away from the visitor's machines (intents.json refusals, remote); or data
 * said to stay in the organisation ('client data must stay in house', 'everything is kept on site':
 * stayVerbs, then inHouse within two words). Either is the local wish. The words between belong to
 * the one clause: a conjunction or a contrast ends it ('not a coder and want internet research'
 * refuses no cloud).
 */
const keptFromTheCloud = (() => {
  const { refusals, remote, stayVerbs, inHouse, conjunctions, contrasts } = intents.lists;
  const [refuse, away, stay, inside, breaks] = [refusals.phrases, remote.phrases, stayVerbs.phrases, inHouse.phrases, [...conjunctions.phrases, ...contrasts.phrases]].map((list) => phrasePattern(list).source);
  const word = `(?!${breaks}\\b)\\p{L}+`;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${refuse} (?:${word} ){0,4}${away}|${stay} (?:${word} ){0,2}${inside})(?![\\p{L}\\p{N}])`, "giu");
})();

export type AttributeWishes = { has: FlagFilter[]; runs: RunsOn[] };

/** The attributes a text asks for: 'an open source image model I can run on my laptop' -> open, local. */
export function attributeWishes(folded: string): AttributeWishes {
  const places = withoutBuiltApps(folded);
  const test = (p: RegExp, text: string) => {
    p.lastIndex = 0;
    return p.test(text);
  };
  const has = filterPatterns.filter((f) => test(f.pattern, folded) || (f.key === "local" && (test(ownHardware, folded) || test(keptFromTheCloud, folded)))).map((f) => f.key);
  return { has, runs: placePatterns.filter((p) => test(p.pattern, places)).map((p) => p.place) };
}

/**
 * The text without the phrases that asked for attributes: they are constraints, not words to rank
 * by. 'API' stays: it also names a kind of product ('a search API', 'a speech API'), which the
 * catalogue's own words rank; the API wish's other phrases ('developer friendly') go.
 */
export function withoutAttributeWishes(folded: string): string {
  let out = folded;
  builtApp.lastIndex = 0;
  // An app to build keeps its words: 'build an iphone app' is the task of building one.
  const keepPlaces = builtApp.test(out);
  for (const { pattern } of [...filterPatterns.filter((f) => f.key !== "api"), { pattern: ownHardware }, { pattern: keptFromTheCloud }, { pattern: apiWithoutTheWord }, ...(keepPlaces ? [] : placesWithTheirApp.map((pattern) => ({ pattern })))]) out = out.replace(pattern, " ");
  return out;
}

/** True when a word on its own asks for an attribute ('iPhone', 'Android', 'SSO', 'Linux'): a place or a feature, never a product's name. */
export function namesAnAttribute(word: string): boolean {
  const wishes = attributeWishes(` ${word.toLowerCase()} `);
  return wishes.has.length > 0 || wishes.runs.length > 0;
}

/**
 * The kinds of tool that the wishes for where a tool runs and whether it is open define (intents.json
 * attributes.kinds: local models): a tool of that kind meeting them stands in for the task's own tools
 * when those do not ('a chatbot on my own computer'). An API is a feature any kind may have, no kind of its own here.
 */
export function wishKinds(has: readonly FlagFilter[]): Set<string> {
  return new Set(has.filter((k) => k === "local" || k === "open").flatMap((k) => intents.attributes.kinds[k] ?? []));
}
