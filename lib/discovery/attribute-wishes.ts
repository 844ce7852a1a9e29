import { flagFilterKeys, runsOnPlaces, type FlagFilter, type RunsOn } from "@/lib/attributes";

/**
 * How visitors say the attributes they need (issue 28), as data: each filter and each place with
 * the phrases that ask for it, matched on folded text at word boundaries. The interpreter reads them
 * as wishes (the platforms recorded as meeting them come first; the filters hide the others), and
 * takes them out of the words it ranks by, so 'iphone app' never matches a 'phone' agent.
 */
const filterPhrases: ReadonlyMap<FlagFilter, readonly string[]> = new Map<FlagFilter, readonly string[]>([
  ["api", ["api", "apis", "an api", "rest api", "developer api", "sdk", "programmatic access", "programmatically", "via api", "through an api"]],
  ["open", ["open source", "open-source", "opensource", "open weights", "open weight", "open-weight", "open-weights", "open model", "open models", "foss"]],
  ["local", ["runs locally", "run locally", "running locally", "locally", "offline", "without internet", "no internet", "on my computer", "on my own computer", "on my machine", "on my own machine", "on my laptop", "on my pc", "on my own hardware", "on my own server", "on our own servers", "self hosted", "self-hosted", "self host", "self-host", "selfhosted", "self hostable", "on prem", "on-prem", "on premise", "on premises", "on-premise", "local llm", "local llms", "local ai", "local model", "local models"]],
  ["sso", ["sso", "single sign on", "single sign-on", "saml", "okta", "scim"]],
]);

const placePhrases: ReadonlyMap<RunsOn, readonly string[]> = new Map<RunsOn, readonly string[]>([
  ["ios", ["iphone", "iphone app", "ios", "ios app", "ipad", "ipad app", "app store"]],
  ["android", ["android", "android app", "google play", "play store"]],
  ["macos", ["mac app", "macos", "mac os", "for mac", "on mac", "on my mac", "macbook", "desktop app for mac"]],
  ["windows", ["windows", "windows app", "for windows", "on windows", "for pc", "windows pc"]],
  ["linux", ["linux", "ubuntu"]],
  ["browser-extension", ["chrome extension", "browser extension", "firefox extension", "edge extension", "extension for chrome", "chrome plugin", "browser add-on", "browser addon"]],
  ["ide-plugin", ["vs code", "vscode", "visual studio code", "jetbrains", "intellij", "pycharm", "neovim", "ide plugin", "ide extension", "in my ide", "in the ide", "xcode"]],
  ["cli", ["cli", "command line", "command-line", "in the terminal", "in my terminal", "terminal"]],
]);

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
