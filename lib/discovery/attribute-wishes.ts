import { flagFilterKeys, runsOnPlaces, type FlagFilter, type RunsOn } from "@/lib/attributes";
import { intents } from "@/lib/vocabulary";

/**
 * How visitors say the attributes they need (issue 28), as data (content/vocabulary/intents.json,
 * `attributes`): each filter and each place with the phrases that ask for it, matched on folded text at word boundaries. The interpreter reads them
 * as wishes (the platforms recorded as meeting them come first; the filters hide the others), and
 * takes them out of the words it ranks by, so 'iphone app' never matches a 'phone' agent.
 */
const filterPhrases: ReadonlyMap<FlagFilter, readonly string[]> = new Map(Object.entries(intents.attributes.filters) as [FlagFilter, string[]][]);
const placePhrases: ReadonlyMap<RunsOn, readonly string[]> = new Map(Object.entries(intents.attributes.places) as [RunsOn, string[]][]);

function compile(phrases: readonly string[]): RegExp {
  const alternatives = [...phrases].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ -]/g, "[ -]?"));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

const filterPatterns = flagFilterKeys.map((key) => ({ key, pattern: compile(filterPhrases.get(key) ?? []) }));
const placePatterns = runsOnPlaces.flatMap((place) => {
  const phrases = placePhrases.get(place);
  return phrases ? [{ place, pattern: compile(phrases) }] : [];
});

export type AttributeWishes = { has: FlagFilter[]; runs: RunsOn[] };

/** The attributes a text asks for: 'an open source image model I can run on my laptop' -> open, local. */
export function attributeWishes(folded: string): AttributeWishes {
  const test = (p: RegExp) => {
    p.lastIndex = 0;
    return p.test(folded);
  };
  return { has: filterPatterns.filter((f) => test(f.pattern)).map((f) => f.key), runs: placePatterns.filter((p) => test(p.pattern)).map((p) => p.place) };
}

/**
 * The text without the phrases that asked for attributes: they are constraints, not words to rank
 * by. 'API' stays: it also names a kind of product ('a search API', 'a speech API'), which the
 * catalogue's own words rank.
 */
export function withoutAttributeWishes(folded: string): string {
  let out = folded;
  for (const { pattern } of [...filterPatterns.filter((f) => f.key !== "api"), ...placePatterns]) out = out.replace(pattern, " ");
  return out;
}

/** True when a word on its own asks for an attribute ('iPhone', 'Android', 'SSO', 'Linux'): a place or a feature, never a product's name. */
export function namesAnAttribute(word: string): boolean {
  const wishes = attributeWishes(` ${word.toLowerCase()} `);
  return wishes.has.length > 0 || wishes.runs.length > 0;
}
