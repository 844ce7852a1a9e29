import type { FlagFilter, RunsOn } from "@/lib/attributes";
import { appWord, attributeWishes, withoutAttributeWishes } from "@/lib/discovery/attribute-wishes";
import { sortUseCases } from "@/lib/discovery/params";
import { synonyms } from "@/lib/discovery/synonyms";
import { isConversion, toOwn } from "@/lib/discovery/conversions";
import { phraseAt, wordLists } from "@/lib/discovery/function-words";
import { fillers, gapEnd, genericWords, helperForms, kindClauseEnd, siteTasks, taskWords, type TaskMatch, type TaskMatcher } from "@/lib/discovery/tasks";
import { fold, words } from "@/lib/discovery/text";
import { knownBase } from "@/lib/discovery/word-forms";
import type { UseCaseId } from "@/lib/use-cases";
import { intentPattern, intents, listWord, phrasePattern } from "@/lib/vocabulary";

/**
 * What a free-text query asks for, read with the synonym table: the use cases its task maps to,
 * the phrases that said so, extra words to search the catalogue with, and the price wishes it
 * states ('free', 'under $10'). Pure and deterministic.
 */
export type Understanding = {
  useCases: UseCaseId[];
  /** Each matched table entry's use cases and weight: a platform's relevance is how many of them it covers. */
  needs: Need[];
  /** The table phrases found, as the visitor wrote them (folded). */
  phrases: string[];
  /** Words to add to the catalogue search (the table's `also`). */
  also: string[];
  free: boolean;
  /** A monthly budget in US dollars. */
  budget?: number;
  cheap: boolean;
  /** Attributes the text asks for ('with an API', 'open source', 'runs locally', 'SSO'): lib/discovery/attribute-wishes.ts. */
  has: FlagFilter[];
  /** Places the text asks for ('iphone app', 'chrome extension', 'in VS Code'). */
  runs: RunsOn[];
  /** Only generic words said what for ('best free AI'): a platform's name in the text outweighs them. */
  generic: boolean;
  /**
   * The fine-grained tasks of the controlled vocabulary the text states ('remove the background' is
   * image.remove-background), with the words that said each: the platforms whose vocabulary lists
   * one rank first among the equally relevant (lib/discovery/tasks.ts).
   */
  tasks: TaskMatch[];
  /** A team plan is wished for ('for my team', 'for teams'): the platforms recorded with one come first; never the Business use case. */
  team: boolean;
  /** The visitor will not write code ('without knowing how to code', 'sin programar'): no-code builders, never a coding task. */
  noCode: boolean;
  /**
   * Languages listed together and no other task ('in German and French too'): read as a translation,
   * but in a conversation they are the languages of the task asked before (server/chat).
   */
  languagesOnly?: boolean;
};

/** One matched table entry: the use cases (and kind of platform, when it says) that serve it, and its weight. */
export type Need = {
  useCases: UseCaseId[];
  categories?: string[];
  weight: number;
  /** The task of the controlled vocabulary the need came from: a platform whose vocabulary lists it covers the need whole. */
  task?: string;
};

/**
 * A need, always with the same four fields in the same order (undefined where it has none): the
 * engine reads every need of a question once per candidate, thousands at 10,000 platforms, and
 * needs of several shapes made V8 throw the engine's optimised code away at that loop ('wrong
 * map'), running the rest of that search in the interpreter (docs/decisions/0221).
 */
export function need(useCases: UseCaseId[], weight: number, categories?: string[], task?: string): Need {
  return { useCases, categories, weight, task };
}

type Compiled = { tokens: string[]; entry: (typeof synonyms)[number] };
const byFirstToken = new Map<string, Compiled[]>();
{
  const add = (tokens: string[], entry: Compiled["entry"]) => {
    const list = byFirstToken.get(tokens[0]!) ?? [];
    list.push({ tokens, entry });
    byFirstToken.set(tokens[0]!, list);
  };
  const own = synonyms.flatMap((entry) => entry.phrases.map((phrase) => ({ tokens: words(phrase), entry }))).filter((p) => p.tokens.length > 0);
  for (const { tokens, entry } of own) add(tokens, entry);
  // Another word for the phrase's kind of tool ('whatsapp bot', 'whatsapp chatbot'), unless the table says it already.
  const said = new Set(own.map((p) => p.tokens.join(" ")));
  for (const { tokens, entry } of own) for (const form of helperForms(tokens)) if (!said.has(form.join(" "))) add(form, entry);
}
for (const list of byFirstToken.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);


/** Every word of the table's phrases. */
export const tableWords: ReadonlySet<string> = new Set([...byFirstToken.values()].flatMap((list) => list.flatMap((c) => c.tokens)));
const inTable = (w: string) => tableWords.has(w);
/** A text's words as the table's phrases are matched on. */
const tableTokens = (text: string) => words(text).map((w) => knownBase(w, inTable));

/** Units of time, and the words after which they are a length of time (intents.json durations). */
const durationWords: ReadonlySet<string> = new Set(intents.lists.durations.phrases.flatMap((p) => words(p)));
const durationAfter: ReadonlySet<string> = new Set((intents.lists.durations.after ?? []).flatMap((p) => words(p)));

/** The table entries a text's words match, longest phrase first, each word used once ('automated' reads as the table's 'automate'). */
export function matchSynonyms(text: string): SynonymMatch[] {
  const tokens = tableTokens(text);
  const found: SynonymMatch[] = [];
  for (let i = 0; i < tokens.length; ) {
    let end = 0;
    const exact = byFirstToken.get(tokens[i]!)?.find((c) => (end = endOf(tokens, i, c.tokens)) > 0);
    const exactEnd = end;
    // A kind of tool that is a phrase alone ('chatbot') gives way to the compound its clause says ('a chatbot on WhatsApp').
    const kind = exact && exact.tokens.length > 1 ? undefined : kindPhrase(tokens, i, (e) => (end = e));
    if (!kind && exact) end = exactEnd;
    // An -ing form that is a phrase alone ('scheduling') gives way to a longer phrase of its verb ('scheduling posts' is 'schedule post').
    let ingEnd = 0;
    const ing = !kind && exact ? ingPhrase(tokens, i, (e) => (ingEnd = e)) : undefined;
    const longerIng = ing !== undefined && ingEnd > end;
    if (longerIng) end = ingEnd;
    const hit = kind ?? (longerIng ? ing : exact) ?? ingPhrase(tokens, i, (e) => (end = e)) ?? gapPhrase(tokens, i, (e) => (end = e));
    // 'AI' that starts a phrase ('ai chatbot') gives way to a longer one right after it ('chatbot for my website').
    if (hit && genericWords.has(tokens[i]!) && byFirstToken.get(tokens[i + 1] ?? "")?.some((c) => endOf(tokens, i + 1, c.tokens) > end)) {
      i++;
      continue;
    }
    // A unit of time after a number or a word of measure ('90 minute sermons', 'cost per minute') is a length of time, not its task (meeting minutes).
    if (hit && durationWords.has(hit.tokens.join(" ")) && i > 0 && (/^\d/.test(tokens[i - 1]!) || durationAfter.has(tokens[i - 1]!))) {
      i = end;
      continue;
    }
    // 'add text to my video': the video is the visitor's, where the text goes, so this is no 'text to video'.
    if (hit && isConversion(hit.tokens) && toOwn(tokens, i, end)) {
      i++;
      continue;
    }
    if (hit) {
      const phrase = hit.tokens.join(" ");
      // A head noun right after a task is that task's tool, not a second need: a 'coding assistant'
      // or a 'writing assistant' is a tool for coding or writing, not a chat assistant besides.
      const prior = found.at(-1);
      if (!(headNouns.has(phrase) && prior && prior.end === i && prior.entry !== hit.entry && !prior.entry.generic)) found.push({ phrase, entry: hit.entry, start: i, end });
      i = end;
    } else i++;
  }
  return found;
}

/**
 * A phrase of two words or more whose first word the text says in its -ing form ('removing
 * backgrounds' is 'remove background', 'booking flights' 'book flights'). Never a phrase of one word:
 * many -ing forms are nouns of their own ('booking', 'painting', 'listing').
 */
function ingPhrase(tokens: readonly string[], i: number, setEnd: (end: number) => void): Compiled | undefined {
  const word = tokens[i]!;
  if (word.length < 6 || !word.endsWith("ing")) return undefined;
  const stem = word.slice(0, -3);
  const bases = [stem, `${stem}e`, ...(/([b-df-hj-np-tv-z])\1$/.test(stem) ? [stem.slice(0, -1)] : [])];
  for (const base of bases) {
    const alt = [...tokens];
    alt[i] = base;
    for (const c of byFirstToken.get(base) ?? []) {
      if (c.tokens.length < 2) continue;
      const end = endOf(alt, i, c.tokens);
      if (end > 0) {
        setEnd(end);
        return c;
      }
    }
  }
  return undefined;
}

/** A two-word phrase of the table said with one word of the visitor's between its words (gapEnd). */
function gapPhrase(tokens: readonly string[], i: number, setEnd: (end: number) => void): Compiled | undefined {
  for (const c of byFirstToken.get(tokens[i]!) ?? []) {
    // Two words, an article the phrase spells out not counted ('answer the phone' said 'answer my restaurant's phone').
    const [, second, ...more] = c.tokens.filter((w, j) => j === 0 || !fillers.has(w));
    // Never a phrase that says only 'AI' or a helper ('an AI coding assistant' is no 'AI assistant'),
    // nor one whose last word says a task alone ('make short videos' is read in 'short' and 'video').
    if (second === undefined || more.length || c.entry.generic || byFirstToken.get(second)?.some((o) => o.tokens.length === 1)) continue;
    const end = gapEnd(tokens, i, second);
    // Nor when the word between starts a phrase of its own as long.
    const between = tokens.slice(i + 1, end).findIndex((w) => !fillers.has(w)) + i + 1;
    if (end > 0 && !byFirstToken.get(tokens[between]!)?.some((o) => endOf(tokens, between, o.tokens) >= end)) {
      setEnd(end);
      return c;
    }
  }
  return undefined;
}

/** A compound of the table closed by a kind of tool, said as the kind and a clause or a place ('a chatbot on WhatsApp'; tasks.ts `kindClauseEnd`). */
function kindPhrase(tokens: readonly string[], i: number, setEnd: (end: number) => void): Compiled | undefined {
  let found: Compiled | undefined;
  const end = kindClauseEnd(tokens, i, (first, kind) => (found = byFirstToken.get(first[0]!)?.find((c) => c.tokens.length === first.length + 1 && c.tokens.at(-1) === kind && !c.entry.generic && first.every((w, j) => c.tokens[j] === w))) !== undefined);
  if (end > 0 && found) setEnd(end);
  return end > 0 ? found : undefined;
}

/** A phrase of the table found in a text: its entry, and the words it spans (start inclusive, end exclusive). */
export type SynonymMatch = { phrase: string; entry: (typeof synonyms)[number]; start: number; end: number };

/**
 * Where a phrase's words end in the text from word `i` on, or 0 when they are not there: an article or
 * a possessive may stand between two of its words ('book my flights' is the phrase 'book flights').
 */
function endOf(tokens: readonly string[], i: number, phrase: readonly string[]): number {
  let k = i;
  for (let j = 0; j < phrase.length; j++) {
    if (j > 0) while (tokens[k] !== phrase[j] && fillers.has(tokens[k]!)) k++;
    if (tokens[k] === phrase[j]) k++;
    // The article or possessive right after a phrase's verb may be left out or said otherwise ('books
    // restaurants' is 'book a restaurant'); one further in says what is meant ('text in an image' is an image's text).
    else if (j !== 1 || j === phrase.length - 1 || !fillers.has(phrase[j]!)) return 0;
  }
  return k;
}


/** Words that name the kind of helper rather than a task of their own when a task comes just before them. */
const headNouns: ReadonlySet<string> = new Set(intents.lists.headNouns.phrases);
const purposeLinks: ReadonlySet<string> = new Set(intents.lists.purposeLinks.phrases);

/**
 * The chat-assistant phrases that name a helper before what it is for ('an AI assistant for coding',
 * 'KI-Assistent zum Programmieren', 'assistant IA pour traduire des documents'): a joining word, then
 * within four words a task of another kind. The helper is that task's tool, not a chat assistant
 * besides, as in 'coding assistant'. Each with the words that name it, 'AI' around it included.
 */
function helpersOfTasks(found: readonly SynonymMatch[], tokens: readonly string[]): Map<SynonymMatch, string[]> {
  const helpers = new Map<SynonymMatch, string[]>();
  // What it is for after an article or a possessive ('a chatbot for our website') is a purpose, no task.
  const context = contextWords(tokens);
  for (const f of found) {
    if (!f.phrase.split(" ").some((w) => headNouns.has(w))) continue;
    // A helper said with where it works ('website chatbot', 'chatbot for my website') is that kind of tool, whatever it does after.
    if (f.phrase.split(" ").some((w) => !headNouns.has(w) && !genericWords.has(w) && !fillers.has(w))) continue;
    const kinds = f.entry.categories ?? [];
    const task = found.find((g) => g.start >= f.end && g.start - f.end <= 6 && !g.entry.weak && !g.entry.generic && !g.entry.categories?.some((c) => c === "chat-assistant" || kinds.includes(c)) && !context[g.start]);
    const link = task ? tokens.slice(f.end, task.start).findIndex((w) => purposeLinks.has(w)) : -1;
    if (link < 0) continue;
    let from = f.start;
    while (from > 0 && genericWords.has(tokens[from - 1]!)) from--;
    helpers.set(f, tokens.slice(from, f.end + link));
  }
  return helpers;
}

// The price wishes' words are data (content/vocabulary/intents.json: free, notFree, cheap, noLimits).
const freeWords = intentPattern("free").pattern;
const notFree = intentPattern("notFree").pattern;
const cheapWords = intentPattern("cheap").pattern;
const noLimits = intentPattern("noLimits", "g").pattern;

/** A phrase list's alternatives without the word boundaries, to sit between spaces in a larger pattern. */
const phraseBody = (phrases: readonly string[]) => phrasePattern(phrases).source.replace(/^\\b/, "").replace(/\\b$/, "");

// A number never starts right after a digit or a point, so each run of digits is read once, whole:
// linear on any input, and "12345 usd" is 12345, never its tail.
const num = String.raw`(?<![\d.])(\d+(?:\.\d{1,2})?)`;
const money = String.raw`(?:\$\s?${num}|${num}\s?(?:\$|usd|dollars?|dolares|dolar|dollari|bucks|€|eur|euros?))`;
const per = String.raw`(?:\s?(?:\/|a|an|per|each|al|por|pro|par)\s?(month|mo|mes|monat|mois|mese|year|yr|jahr|ano)\b|\s(monthly|yearly|annually|mensual|monatlich|mensuel))?`;
/** Any amount of money, with its period: a visitor who states one is saying what they can spend. */
const amount = new RegExp(`${money}${per}`, "g");
/** A bare number with a period of payment ('I can spend like 25 a month', 'under 30 per month'): an amount in dollars. */
const perPeriod = String.raw`\s?(?:\/|a|an|per|each|al|por|pro|par)\s?(month|mo|mes|monat|mois|mese|year|yr|jahr|ano)\b`;
const bareAmount = new RegExp(`(?<![\\d.$€])(\\d+(?:\\.\\d{1,2})?)${perPeriod}`, "g");
/** The two amounts above without the global flag, for a test that keeps no state between texts. */
const amountSaid = new RegExp(amount.source);
const bareAmountSaid = new RegExp(bareAmount.source);
/** Words right before an amount that make it a floor ('over $100', 'at least $50'); 'not more than' and 'can't go above' stay ceilings. */
const floorBefore = /(?:\bat least|\bminimum|(?<!\b(?:not|cant|cannot|dont|wont|never|no)\b.{0,12})(?:\bover|\babove|\bmore than))\s?$/;
const ceilingWords = String.raw`under|below|less than|cheaper than|at most|max|maximum|up to|no more than|within|budget of|budget is|unter|bis|menos de|hasta|moins de|jusqu a|ate|até`;
const before = new RegExp(String.raw`(?:\b(?:${ceilingWords})|<=?)\s?${money}${per}`);
/** A ceiling and a bare number that end the text or a sentence ('ahrefs alternative cheaper under 50'): an amount in dollars when the text wishes for a lower price. */
const ceilingAtEnd = new RegExp(String.raw`\b(?:${ceilingWords})\s?(\d+(?:\.\d{1,2})?)\s*(?:[.!?,;]|$)`, "g");
const after = new RegExp(`${money}${per}\\s(?:or less|or under|or cheaper|max|at most|tops|or below)`);

/** Words that ask to compare platforms ('ChatGPT vs Claude', 'difference between'), in a folded text (content/vocabulary/intents.json: compare). */
export const compareWords: RegExp = intentPattern("compare").pattern;

/** Words that ask for other platforms like one ('alternatives to Canva', 'instead of Cursor'), in a folded text (intents.json: alternatives). */
export const alternativeWords: RegExp = intentPattern("alternatives").pattern;

/** The alternatives words that turn away from the platform named after them ('instead of ChatGPT'), in a folded text (intents.json: awayFrom). */
export const awayFromWords: RegExp = intentPattern("awayFrom").pattern;

/**
 * Whether a text's only asking words turn away from what follows them, and the name at `at` (a
 * position in the same folded text) comes before them: 'try Claude instead of what I use now' turns
 * to Claude; it asks for no alternatives to it.
 */
export function turnsTo(folded: string, at: number): boolean {
  const away = folded.search(awayFromWords);
  return away >= 0 && at >= 0 && at < away && !alternativeWords.test(folded.replace(new RegExp(awayFromWords.source, "g"), " "));
}

/** Words that wish for a lower price than a platform's ('too expensive', 'something cheaper'), in a folded text (intents.json: cheaper). */
export const cheaperWords: RegExp = intentPattern("cheaper").pattern;

/**
 * The text without its price and attribute wishes ('free', 'cheap', 'under $10', 'no limits',
 * 'open source', 'iphone app'): they are constraints and tie-breaks, never words to rank by ('free'
 * is in nearly every pricing text; 'iphone' would match a 'phone' agent).
 */
export function withoutPriceWishes(text: string): string {
  const lower = withoutOtherWishes(withoutAttributeWishes(fold(text.slice(0, 2000))));
  return lower
    .replace(before, " ")
    .replace(after, " ")
    .replace(amount, " ")
    .replace(bareAmount, " ")
    .replace(ceilingAtEnd, " ")
    .replace(new RegExp(freeWords.source, "g"), " ")
    .replace(new RegExp(cheapWords.source, "g"), " ")
    .replace(noLimits, " ");
}

/** Whether a word is said with its price right after it ('motion is $34/mo', 'later costs 25 dollars'): a product priced, not a word of the task. */
export function pricedAfter(text: string, word: string): boolean {
  let priced = pricedPatterns.get(word);
  if (!priced) {
    priced = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: ${priceVerbs})? ?${money}`, "u");
    if (pricedPatterns.size > 1000) pricedPatterns.clear();
    pricedPatterns.set(word, priced);
  }
  return priced.test(fold(text.slice(0, 2000)));
}
/** The words between a name and its price ('is', 'costs', 'went up to'; intents.json priceVerbs), and each name's pattern, compiled once. */
const priceVerbs = `${phraseBody(intents.lists.priceVerbs.phrases)}\\b`;
const pricedPatterns = new Map<string, RegExp>();

/** Whether a text talks of price: an amount of money, or a wish for a lower price ('motion is $34/mo', 'too expensive'). */
export function talksPrice(text: string): boolean {
  const lower = fold(text.slice(0, 2000));
  return amountSaid.test(lower) || bareAmountSaid.test(lower) || cheapWords.test(lower) || cheaperWords.test(lower);
}

/**
 * A monthly budget in US dollars from "under $15/month", "less than 20 dollars", "$96 a year or less".
 * `priceTalk`: the conversation has talked of price before this text, so a bare ceiling is one too
 * ('motion is $34/mo, too much' then 'anything like it under 15?').
 */
export function parseBudget(text: string, priceTalk = false): number | undefined {
  const lower = fold(text.slice(0, 2000));
  // Any amount stated is what the visitor can spend ('if I only have $10 a month', 'with 5 bucks'),
  // unless the words before it make it a floor: no list of the ways people say 'at most'.
  for (const m of lower.matchAll(amount)) {
    if (floorBefore.test(lower.slice(Math.max(0, m.index - 40), m.index))) continue;
    const value = Number(m[1] ?? m[2]);
    if (!Number.isFinite(value) || value <= 0) return undefined;
    const unit = m[3] ?? m[4] ?? "month";
    return /^(year|yr|yearly|annually|jahr|ano)$/.test(unit) ? value / 12 : value;
  }
  for (const m of lower.matchAll(bareAmount)) {
    if (floorBefore.test(lower.slice(Math.max(0, m.index - 40), m.index))) continue;
    const value = Number(m[1]);
    if (!Number.isFinite(value) || value <= 0) return undefined;
    return /^(year|yr|jahr|ano)$/.test(m[2]!) ? value / 12 : value;
  }
  // A bare number is a price only beside a wish for a lower one ('under 50 employees' is no budget).
  if (priceTalk || cheapWords.test(lower) || cheaperWords.test(lower)) {
    for (const m of lower.matchAll(ceilingAtEnd)) {
      const value = Number(m[1]);
      if (Number.isFinite(value) && value > 0) return value;
    }
  }
  return undefined;
}

function dedupeNeeds(needs: Need[]): Need[] {
  const seen = new Map<string, Need>();
  for (const n of needs) {
    const key = `${n.useCases.join(",")}|${(n.categories ?? []).join(",")}|${n.task ?? ""}`;
    const prior = seen.get(key);
    if (!prior || prior.weight < n.weight) seen.set(key, n);
  }
  return [...seen.values()];
}

const teamWords = intentPattern("team", "g");
const noCodeList = intentPattern("noCode", "g");
/** A denial up to three words before a word for writing code ('I don't code'), or none right before one ('no developer'; intents.json notCoding, noCoder, codingWords). */
const codingWord = phrasePattern(intents.lists.codingWords.phrases).source;
const deniedCoding = new RegExp(
  `${phrasePattern(intents.lists.notCoding.phrases).source}(?: [\\p{L}\\p{N}]+){0,3}? ${codingWord}|${phrasePattern(intents.lists.noCoder.phrases).source}(?: (?:a|an|any))? ${codingWord}`,
  "gu",
);
/** A thing one builds: an app, a website, a tool (intents.json media, the kind 'product'). */
const productWord = phrasePattern(intents.media.kinds.product ?? []);
/**
 * A text without its words for code ('I can't code, it should let me download the code'): where the
 * visitor does not code, they name no coding tool to rank by ('Claude Code' by its name).
 */
export function withoutCodingWords(text: string): string {
  return text.replace(codingWords, " ");
}
const codingWords = new RegExp(codingWord, "g");

/** Saying one cannot or will not write code, in the list's words or as a denial of coding. */
const noCodeWords = {
  test: (folded: string) => noCodeList.test(folded) || ((deniedCoding.lastIndex = 0), deniedCoding.test(folded)),
  without: (folded: string) => folded.replace(noCodeList.pattern, " ").replace(deniedCoding, " "),
};

/**
 * The words a text's task is read from: without the wishes it states ('offline', 'iphone app', 'for
 * my team', 'without knowing how to code'), which are constraints on the tool, not its task: 'iphone
 * app' is no App Development (unless the app is to be built), 'teams' no Business, 'code' in 'without
 * knowing how to code' no Code Assistance.
 */
function readingText(text: string, documents = true): string {
  return withoutOtherWishes(withoutAttributeWishes(asTheTablesSay(unabbreviated(` ${fold(text.slice(0, 2000)).replace(/[^\p{L}\p{N}$€.]+/gu, " ")} `), documents)));
}

/** Shorthand of the trade as the tables' words ('i2v tools' reads 'image to video tools'; intents.json abbreviations). */
const abbreviation = new RegExp(` (${Object.keys(intents.abbreviations.expand).sort((a, b) => b.length - a.length).join("|")})(?= )`, "g");
const expansions: ReadonlyMap<string, string> = new Map(Object.entries(intents.abbreviations.expand));
function unabbreviated(padded: string): string {
  return padded.replace(abbreviation, (_, short: string) => ` ${expansions.get(short)}`);
}

/**
 * Where a business meets its customers, said any way and in five languages ('on my Shopify store', 'for
 * our small online shop', 'für unsere Website', 'pour ma boutique'), read as the one way the tables know:
 * 'for my website'. Then 'a chatbot on my store' is the table's 'chatbot for my website' (a chatbot
 * builder), and the place is no task (intents.json: venuePrepositions, venueOwners, venueJoined, venues).
 * A shop's platform needs no 'my' ('a chatbot for Shopify', 'chatbot per ecommerce': venueBrands).
 */
const venue = new RegExp(
  ` (?:(?:${phrasePattern(intents.lists.venuePrepositions.phrases).source} ${phrasePattern(intents.lists.venueOwners.phrases).source}|${phrasePattern(intents.lists.venueJoined.phrases).source}(?: ${phrasePattern(intents.lists.possessives.phrases).source})?) (?:[\\p{L}\\p{N}]+ ){0,2}?${phrasePattern(intents.lists.venues.phrases).source}|${phrasePattern(intents.lists.venuePrepositions.phrases).source} (?:${phrasePattern(intents.lists.venueOwners.phrases).source} )?(?:[\\p{L}\\p{N}]+ )?${phrasePattern(intents.lists.venueBrands.phrases).source})(?= )`,
  "gu",
);
/**
 * The words for a chat bot (intents.json helpers, the group with 'chatbot'): where the text puts the
 * business's place before the bot ('replacing Drift on our website with an AI bot'), the bot is still
 * the one for that place, as 'an AI bot on our website' is.
 */
const botWords = new RegExp(` (${phrasePattern(intents.helpers.groups.find((g) => g.includes("chatbot")) ?? []).source})(?= )(?! for my website)`, "gu");

/**
 * A voice or style of the visitor's own said of something written ('drafts scenes in my voice', 'writes
 * emails in my own tone') is the tables' 'writing style', not a voice to make; beside words of speaking
 * aloud ('read my script in my own voice') it stays a voice (intents.json: ownVoice, composeVerbs, speechWords).
 */
const ownVoice = new RegExp(` ${phrasePattern(intents.lists.ownVoice.phrases).source}(?= )`, "gu");
const composing = new RegExp(` (?:${intents.lists.composeVerbs.phrases.map((p) => fold(p)).join("|")})(?:s|es)? | (?:wrote|written) `, "u");
const speaking = intentPattern("speechWords");

/** A padded, folded text with its places and kinds of document said the way the tables say them. */
function asTheTablesSay(padded: string, documents = true): string {
  const voiced = composing.test(padded) && !speaking.test(padded) ? padded.replace(ownVoice, " in my writing style") : padded;
  const placed = voiced.replace(venue, " for my website");
  const at = placed.indexOf(" for my website ");
  // The place moves to the bot after it: said once, where the tables say it.
  const after = at < 0 ? "" : placed.slice(at + " for my website".length);
  const bots = at >= 0 && after.search(botWords) >= 0 ? `${placed.slice(0, at)}${after.replace(botWords, " $1 for my website")}` : placed;
  return documents ? bots.replace(documentNoun, " $1 $2documents").replace(questionsOf, " ask $1") : bots;
}

/** 'Ask questions across all my documents' is the tables' 'ask my documents': the questions are asked of them. */
const questionsOf = / ask (?:a few |some |any )?questions? (?:about|across|from|on|over|in|of|to) ((?:all )?(?:my|our|your|the|these|this|those) (?:[\p{L}\p{N}]+ )?documents)(?= )/gu;

/**
 * The kinds of document people keep ('my contracts', 'the user manual', 'our handbook') read as the
 * word the tables use, 'documents': 'ask the user manual how to reset it' is the
 * table's 'ask my documents', a document task, whatever the document.
 */
const documentNoun = new RegExp(` (my|our|your|the|these|this|those|a|an|some) ((?:[\\p{L}\\p{N}]+ )?)${phrasePattern(intents.lists.documentNouns.phrases).source}(?= )`, "gu");

const turning = listWord("conversion");
const becoming = listWord("conversionTo");
const turningLast = listWord("conversionLast");
const fromWord = listWord("inputFrom");
const topicWord = listWord("topicWords");
const forWord = listWord("purposeFor");
const ofWord = listWord("inputOf");
const objectVerb = listWord("inputVerbs");
const ending = listWord("contextEnds");
const during = wordLists(intents.lists.duringWords.phrases);
const joining = listWord("conjunctions");
const identityPhrases = wordLists(intents.lists.identity.phrases);
const roleVerb = listWord("roleVerbs");
const having = listWord("possession");
const possessor = listWord("possessors");
const quantity = listWord("quantities");
const onlyWord = listWord("onlyWords");
const buildWord = listWord("build");
const appToken = new RegExp(`^${appWord}$`);
/**
 * What an app to be built is about: the one or two words right before the app, after an article or a
 * verb of making, when a verb of making comes before them ('build a *habit tracker* app', 'make me a
 * *recipe* app'): the app's subject, not a task of the visitor's.
 */
function appSubjectAt(tokens: readonly string[], i: number): [number, number] | undefined {
  if (!appToken.test(tokens[i]!) || i === 0) return undefined;
  let from = i;
  while (from > 0 && from > i - 2 && !fillers.has(tokens[from - 1]!) && !buildWord(tokens[from - 1]) && !ending(tokens[from - 1])) from--;
  if (from === i || !tokens.slice(Math.max(0, from - 4), from).some((w) => buildWord(w))) return undefined;
  return [from, i];
}
/** 'I have', 'we've got', 'tengo', 'I only have': what follows is the visitor's own material (a verb in the first person needs no subject before it). */
const possessing = (tokens: readonly string[], i: number) => having(tokens[i]) && (possessor(tokens[i - 1]) || (onlyWord(tokens[i - 1]) && possessor(tokens[i - 2])) || /o$/.test(tokens[i]!));

/** Whether a text says what the visitor has ('I have 300 pages of lecture notes', 'tengo fotos de mi tienda'). */
export function saysWhatIsHad(text: string): boolean {
  const tokens = words(text.slice(0, 2000));
  return tokens.some((_, i) => possessing(tokens, i));
}

/** What the visitor is doing meanwhile ('while *I'm in meetings*'), from a word of `duringWords` at `i`: to the next conjunction, five words at most. */
function meanwhileAt(tokens: readonly string[], i: number): [number, number] | undefined {
  const n = phraseAt(tokens, i, during);
  if (!n) return undefined;
  let end = i + n;
  while (end < tokens.length && end < i + n + 5 && !joining(tokens[end])) end++;
  return [i + n, end];
}

/**
 * The words of a reading text that say what a task is done on or for, not the task: the input of a
 * conversion ('turn *my podcast* into blog posts', 'convertir *mi vídeo* en un artículo': the words between
 * a verb of turning and the first word of what it becomes), what follows 'from' ('a clip from *a still
 * picture*', 'el fondo de *una foto*'), and the purpose after 'for' and an article or a possessive ('a
 * poster for *our band*', 'pour *mon jeu vidéo*'), and the object of a verb that works on an input ('translate
 * *my website*'), each to the next joining word, four words at most; and what the visitor does meanwhile
 * ('while *I'm in meetings*').
 */
function contextWords(tokens: readonly string[]): boolean[] {
  const context = tokens.map(() => false);
  const mark = (from: number, to: number) => {
    for (let k = from; k < to; k++) context[k] = true;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const meanwhile = meanwhileAt(tokens, i);
    if (meanwhile) mark(...meanwhile);
    const subject = appSubjectAt(tokens, i);
    if (subject) mark(...subject);
    // Who the visitor is ('I'm a translator', 'ich bin Übersetzerin'): the next one or two words, articles not counted.
    // Or a verb of a role after the visitor ('I tutor maths evenings', 'we run a bakery'): the verb too.
    const role = possessor(tokens[i]) && roleVerb(tokens[i + 1]);
    if (role) context[i + 1] = true;
    const who = role ? 1 : phraseAt(tokens, i, identityPhrases);
    if (who) {
      let start = i + who;
      while (start < tokens.length && fillers.has(tokens[start]!)) start++;
      let end = start;
      while (end < tokens.length && end < start + 2 && !ending(tokens[end]) && !fillers.has(tokens[end]!)) end++;
      mark(start, end);
    }
    // A verb of turning that closes the clause ('Podcastfolge in kurze Reels schneiden'): the words before its 'in' are the input.
    if (turningLast(t)) {
      for (let m = i - 2; m >= Math.max(1, i - 6); m--) {
        if (becoming(tokens[m])) {
          let from = m;
          while (from > 0 && from > m - 4 && !ending(tokens[from - 1])) from--;
          mark(from, m);
          break;
        }
      }
    }
    if (turning(t)) {
      for (let m = i + 2; m <= i + 7 && m < tokens.length - 1; m++) {
        if (becoming(tokens[m])) {
          mark(i + 1, m);
          break;
        }
      }
    } else if (fromWord(t) || topicWord(t) || objectVerb(t) || possessing(tokens, i) || ((forWord(t) || ofWord(t)) && fillers.has(tokens[i + 1]!))) {
      // Four words, an article or a possessive not counted.
      // (After a verb of having, an 'only' is skipped too: 'tenho só um desenho'.)
      let start = i + 1;
      if (possessing(tokens, i) && onlyWord(tokens[start])) start++;
      if (fillers.has(tokens[start]!)) start++;
      // 'a bunch of photos', 'hundreds of PDFs': the quantity and its 'of' are not counted either.
      if (quantity(tokens[start]) && (tokens[start + 1] === "of" || ofWord(tokens[start + 1]))) start += fillers.has(tokens[start + 2]!) ? 3 : 2;
      let end = start;
      while (end < tokens.length && end < start + 4 && !ending(tokens[end])) end++;
      mark(i + 1, end);
    }
  }
  return context;
}

const privacyWords = intentPattern("privacy");
const privacyNouns: ReadonlySet<string> = new Set(intents.lists.privacyNouns.phrases.map((p) => fold(p)));
const photoEdit = intentPattern("photoEdits", "g").pattern;
const photoRead = intentPattern("photoReads", "g").pattern;
const photoNoun = intentPattern("photoNouns", "g").pattern;
const photoNounOnly = new RegExp(`^${phrasePattern(intents.lists.photoNouns.phrases).source}$`);
/**
 * Whether a reading text asks for something done to a picture the visitor has: a verb of the list
 * (editing, or looking at it) with a picture noun up to eight words after it ('remove a random
 * tourist from my vacation photo', 'look at a photo of my fridge') or three before it ('die Person
 * aus dem Foto entfernen').
 */
function actsOnAPhoto(read: string, verbs: RegExp): boolean {
  // Articles and possessives do not count in the distance ('erase a stranger from the back of my vacation photo').
  const wordAt = (re: RegExp) => [...read.matchAll(re)].map((m) => read.slice(0, m.index).split(" ").filter((w) => w && !fillers.has(w)).length);
  const nouns = wordAt(photoNoun);
  if (!nouns.length) return false;
  // Not a verb said not to be wanted ('I don't mean editing my own photos').
  const tokens = read.split(" ").filter(Boolean);
  const denied = new Set([...read.matchAll(verbs)].filter((m) => negatedAt(tokens, read.slice(0, m.index).split(" ").filter(Boolean).length)).map((m) => read.slice(0, m.index).split(" ").filter((w) => w && !fillers.has(w)).length));
  return wordAt(verbs).some((v) => !denied.has(v) && nouns.some((n) => (n > v && n - v <= 8) || (n < v && v - n <= 3)));
}
const negationList = intents.lists.negation;
const ownWords: ReadonlySet<string> = new Set(intents.lists.ownWords.phrases);
const purposeWords: ReadonlySet<string> = new Set(intents.lists.purposeFor.phrases);
const negationEnd = new RegExp(`${phrasePattern(negationList.phrases).source} $`);
const taskNegationEnd = new RegExp(`${phrasePattern([...negationList.phrases, ...(negationList.beforeTasks ?? [])]).source} $`);
/** Words between a denial and what it denies ('not to change my voice', 'nicht zu ändern'). */
const afterDenial: ReadonlySet<string> = new Set(negationList.between ?? []);
const additive = new RegExp(`${phrasePattern(negationList.except ?? []).source} $`);
/** A denial with a verb between it and what it denies ('doesn't add a bot', 'won't use my data'; intents.json denials, deniedVerbs). */
// Or two ('I don't mean editing my photos', 'not want to make': a verb of meaning or wanting, then the doing).
const deniedVerb = phraseBody(intents.lists.deniedVerbs.phrases);
// The visitor may stand between ('without me doing the maths').
const deniedByVerb = new RegExp(`${phrasePattern(intents.lists.denials.phrases).source}(?: me| us)? ${deniedVerb}(?: ${deniedVerb})? $`);
/** Denials that say the visitor cannot ('I can't upload client documents to ChatGPT'): an inability, which asks for another like it (`inabilities`), not a refusal. */
const inabilityWords: ReadonlySet<string> = new Set(["cant", "cannot"]);
/** A denial, a verb of handing data over, what is handed and 'to' ('without sending the data to', 'never upload our files to'), ending a text. */
const dataNotSent = new RegExp(
  `(?:${phrasePattern([...intents.lists.denials.phrases.filter((w) => !inabilityWords.has(w)), ...(intents.lists.negation.beforeTasks ?? [])]).source}) ${phraseBody(intents.lists.dataSentVerbs.phrases)}(?: \\S+)?(?: ${phraseBody(intents.lists.privacyNouns.phrases)})? (?:to|a|an|zu|à|para|pra|ad|al) $`,
);
/** Whether the words right before a phrase's start say it is not wanted ('for video, not images'), read on the folded reading text. */
function negatedAt(tokens: readonly string[], start: number, denial = negationEnd): boolean {
  // An article or a possessive may stand between ('not a logo'), and a word of purpose before them ('not for meetings').
  // 'Own' after a possessive too ('I don't mean editing my own photos').
  let end = start;
  while (end > 0 && (fillers.has(tokens[end - 1]!) || (end > 1 && ownWords.has(tokens[end - 1]!) && fillers.has(tokens[end - 2]!)))) end--;
  if (end > 1 && (purposeWords.has(tokens[end - 1]!) || afterDenial.has(tokens[end - 1]!))) end--;
  const before = ` ${tokens.slice(Math.max(0, end - 3), end).join(" ")} `;
  // Where the visitor's data is not to be sent ('without sending the data to OpenAI').
  if (dataNotSent.test(` ${tokens.slice(Math.max(0, start - 6), start).join(" ")} `)) return true;
  if (!(denial.test(before) || deniedByVerb.test(before)) || additive.test(before)) return false;
  // Having none is lacking it, not refusing it ('I have no slides yet', 'ich habe keine Folien'): the thing is wanted.
  const said = tokens.slice(0, end).lastIndexOf(tokens[end - 1]!);
  return !tokens.slice(Math.max(0, said - 2), said).some((t) => having(t));
}

/**
 * Whether a text ends with words saying that what follows it is not wanted ('a research assistant,
 * not', 'something without'), as negatedAt reads a phrase's start. A comma or a stop between them
 * says no such thing ('No, ChatGPT is fine').
 */
function deniesWhatFollows(before: string): boolean {
  if (/[,.;:!?]\s*$/.test(before)) return false;
  const tokens = words(before);
  // 'Instead of ChatGPT' asks for others like it (awayFrom), which the alternatives read.
  if (awayFromEnd.test(` ${tokens.join(" ")} `)) return false;
  return negatedAt([...tokens, "·"], tokens.length, taskNegationEnd);
}
const awayFromEnd = new RegExp(`${intentPattern("awayFrom").pattern.source} $`);

const complaints = intentPattern("complaints");
/** Words right before a name that say the visitor cannot work with it (intents.json inabilities), an article or a possessive between or not. */
const inabilityEnd = new RegExp(`${intentPattern("inabilities").pattern.source}(?: (?:${[...fillers].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")}))? $`);
/** How many words after a name a complaint may start and still be said of it ('tried Webflow, way too techy'). */
const COMPLAINT_REACH = 4;
/** Words that end what is said of the name: a complaint after them is about something else ('ChatGPT is great but Claude is too slow'). */
const clauseJoins: ReadonlySet<string> = new Set([...intents.lists.conjunctions.phrases, ...intents.lists.contrasts.phrases]);

/**
 * Whether the platform named at [start, end) of a folded text is refused, not asked about: said after
 * a denial ('not ChatGPT', 'ohne Canva'), or followed in a statement by a complaint about it ('tried
 * Webflow, way too techy for me'; 'is Webflow too complicated?' is a question about it).
 */
export function refusedAt(folded: string, start: number, end: number): boolean {
  if (deniesWhatFollows(folded.slice(0, start))) return true;
  // 'I can't use Photoshop': the visitor cannot work with it, unless the words right after ask about it.
  if (inabilityEnd.test(` ${words(folded.slice(0, start)).join(" ")} `) && folded.slice(end).match(/[,.!?;]/)?.[0] !== "?") return true;
  const stop = folded.slice(end).search(/[.!?;]/);
  if (stop >= 0 && folded[end + stop] === "?") return false;
  const said = words(stop < 0 ? folded.slice(end) : folded.slice(end, end + stop));
  const join = said.findIndex((w) => clauseJoins.has(w));
  const after = ` ${(join < 0 ? said : said.slice(0, join)).join(" ")} `;
  const at = after.search(complaints.pattern);
  return at >= 0 && after.slice(0, at).trim().split(" ").filter(Boolean).length <= COMPLAINT_REACH;
}

/** The table's photo-editing entry, as 'edit photo' reads. */
const photoEditing = matchSynonyms(" edit photo ")[0];
/** The table's entry for a tool that sees pictures, as 'describe an image' reads. */
const photoSeeing = matchSynonyms(" describe an image ")[0];

const languageName = new RegExp(phrasePattern(intents.lists.languageNames.phrases).source, "g");
/** A text received or read, said to be in a language ('a letter in German', 'una carta escrita en alemán'), one word between or not. */
const textInLanguage = new RegExp(` ${phrasePattern(intents.lists.receivedTexts.phrases).source.replace(/^\\b/, "")} (?:\\p{L}+ )?(?:in|en|auf|em|na|no) (?:${phrasePattern(intents.lists.languageNames.phrases).source.replace(/^\\b/, "")})`, "u");
const composeVerbs = intentPattern("composeVerbs");
/** The languages a padded reading text names. */
function languagesNamed(read: string): Set<string> {
  return new Set(read.match(languageName) ?? []);
}

const oneLanguage = phraseBody(intents.lists.languageNames.phrases);
/** Languages listed together, one after another or joined by 'and' ('in German and English', 'spanish, french y portugues'). */
const languageList = new RegExp(` (?:${oneLanguage})(?: (?:${phraseBody(intents.lists.conjunctions.phrases)} )?(?:${oneLanguage}))+ `, "gu");

/**
 * Every language named is in one list ('product descriptions in German and English', 'a phone bot
 * that answers in Spanish and English'): the languages something is made in, not one to translate
 * from and one to translate into ('a contract in Portuguese, I need English').
 */
function languagesListedTogether(read: string, named: ReadonlySet<string>): boolean {
  return [...read.matchAll(languageList)].some((m) => languagesNamed(` ${m[0]} `).size === named.size && !ofSomethingHad(read.slice(0, m.index + 1)));
}

const pronounWord = listWord("pronoun");

/** Languages asked of something the visitor has, a word pointing back before them ('can I get *it in* Hindi and Spanish', 'them into French and German'): a translation of it. */
function ofSomethingHad(before: string): boolean {
  const said = before.trim().split(" ");
  const [pronoun, preposition] = said.slice(-2);
  // ('The same videos in German and French': 'same' before the noun points back as a pronoun does.)
  return preposition !== undefined && ["in", "into", "en", "auf", "em", "na", "no"].includes(preposition) && (pronounWord(pronoun) || sameWord(said.at(-3)));
}
const sameWord = listWord("sameWords");

const languageAskVerb = listWord("languageAskVerbs");
/** The same, after a verb of having it ('want them in', 'get it into'; intents.json languageAskVerbs), not one the tool does ('answer them in'). */
function askedOfSomethingHad(before: string): boolean {
  return ofSomethingHad(before) && languageAskVerb(before.trim().split(" ").at(-3));
}

/** The first two content words of every phrase of two or more, in the synonym table and the task vocabulary ('company wiki' of 'company wiki bot', 'book table' of 'book a table'). */
const phraseStarts: ReadonlySet<string> = new Set(
  [...[...byFirstToken.values()].flat().map((c) => c.tokens.filter((w) => !fillers.has(w))), ...siteTasks.phrases].filter((t) => t.length >= 2).map((t) => `${t[0]} ${t[1]}`),
);

/** A word the tables read as a noun said as a verb ('students can book classes'): intents.json verbSenses after verbSubjects, or opening a message whose subject is left out ('books jobs into my calendar', said of the tool asked for). */
const verbSense = new RegExp(`(${phrasePattern(intents.lists.verbSubjects.phrases).source}|^|[.!?;:]) ${phrasePattern(intents.lists.verbSenses.phrases).source}(?= )(?! about )`, "gu");

/** A folded text without its team and no-code wishes, and without the words said as verbs of another task than the tables' nouns. */
function withoutOtherWishes(folded: string): string {
  // A verb whose words with the next start a phrase of the tables stays ('to book flights', 'book a table').
  const rest = noCodeWords.without(folded).replace(verbSense, (said: string, subject: string, at: number, whole: string) => {
    const [verb, ...after] = words(whole.slice(at + subject.length));
    const next = after.find((w) => !fillers.has(w));
    return phraseStarts.has(`${verb} ${next}`) ? said : `${subject} `;
  });
  // 'Microsoft Teams' is a product (the list's `except`), not a wish: its words stay. So do the
  // words of a wish that start a phrase with the word after them: 'for our company wiki' keeps
  // 'company' for the 'company wiki bot' it names (the wish is still read).
  if (!teamWords.test(folded)) return rest;
  return rest.replace(teamWords.pattern, (wish: string, at: number) => {
    const last = wish.trim().split(" ").at(-1);
    const next = rest.slice(at + wish.length).trim().split(" ")[0];
    return phraseStarts.has(`${last} ${next}`) ? wish : " ";
  });
}

/** "a support bot for my website": the place words after "for my" say where, not what. */
const forMy = / for (my|our|your|a|the) (own |small |online |new )?(website|web site|site|shop|store|company|business|startup|team|agency|brand|clients|customers)\b/giu;
const forMyOnce = new RegExp(forMy.source, "iu");

/** The same reading with no task in it: the price wishes stay ('Jasper AI', 'GPT-5' beside a name). */
/** Table phrases of the entries that say who the visitor is or works for ('students', 'our company'; synonyms.json `who`) or only that AI is wanted (`generic`), folded as the reading folds them. */
const whoOrGeneric: ReadonlySet<string> = new Set(synonyms.filter((e) => e.who || e.generic).flatMap((e) => e.phrases.map((p) => words(p).join(" "))));

/**
 * A reading that says only who the tool is for ('for students', 'for our agency'), no task: beside a
 * platform asked for others like ('a GitHub Copilot alternative for students') or a task said before,
 * the kind of tool stays that platform's or that task's.
 */
export function saysOnlyWho(u: Pick<Understanding, "phrases" | "tasks">): boolean {
  return u.phrases.length > 0 && !u.tasks.length && u.phrases.every((ph) => whoOrGeneric.has(words(ph).join(" ")));
}

/** Single words of a kind of material (intents.json media) or a document (documentNouns), folded as words() folds them. */
const materialWords: ReadonlySet<string> = new Set(
  [...Object.values(intents.media.kinds).flat(), ...intents.lists.documentNouns.phrases].map((m) => words(m)).filter((w) => w.length === 1).map((w) => w[0]!),
);

/**
 * A reading text with 'it' and 'them' said after a word of material ('my contracts ... questions about
 * them', 'a podcast ... transcribe it') read as that material, the visitor's own: 'my contracts'.
 * The text as it was when there is none.
 */
function withPronounsResolved(read: string): string {
  // 'It' stands for the last singular word of material, 'them' for the last plural one ('background music for my
  // videos … something that generates it' is the music).
  let one: string | undefined;
  let many: string | undefined;
  let changed = false;
  const out = read
    .trim()
    .split(" ")
    .map((w) => {
      const base = words(w)[0] ?? "";
      if (materialWords.has(base)) {
        if (base === w) one = w;
        else many = w;
        return w;
      }
      // The other number only when none of its own was said (the tables' rewrite makes 'a pdf' 'documents').
      const meant = w === "it" ? (one ?? many) : w === "them" ? (many ?? one) : undefined;
      if (!meant) return w;
      changed = true;
      return `my ${meant}`;
    });
  return changed ? ` ${out.join(" ")} ` : read;
}

export function withoutTask(u: Understanding): Understanding {
  return { ...u, useCases: [], needs: [], phrases: [], also: [], generic: false, tasks: [], noCode: false };
}

/** The use cases of building software: what words about code ask for, and what not coding says nothing about. */
export const buildingUseCases: ReadonlySet<UseCaseId> = new Set(["code", "app-development", "web-development", "vibe-coding"]);

/**
 * Reads a text. `taskMatcher` reads the fine-grained tasks: the site's vocabulary by default, a
 * fixture list in tests (createDiscovery's `tasks`).
 */
export function understandText(text: string, taskMatcher: TaskMatcher = siteTasks): Understanding {
  // Those place words count only when the rest of the text names no task, or when a phrase of the
  // table holds them ('chatbot for my website' is a chatbot builder, not a chat assistant).
  const read = readingText(text);
  const withoutPlace = ` ${read} `.replace(forMy, " ");
  const task = matchSynonyms(withoutPlace);
  const whole = matchSynonyms(read);
  const placeInPhrase = whole.some((f) => !f.entry.weak && forMyOnce.test(` ${f.phrase} `));
  // A place said any other way than 'my website' ('for our small ecommerce shop', read as it) is where, never the task.
  const folded = ` ${fold(text).replace(/[^\p{L}\p{N}$€.]+/gu, " ")} `;
  const placeOnly = !folded.includes(" for my website ") && read.includes(" for my website ");
  const found = !placeInPhrase && (placeOnly || task.some((f) => !f.entry.weak)) ? task : whole;
  const strong = found.filter((f) => !f.entry.weak);
  // 'AI' alone says what for only when no other word does, however weak ('ai for writers' is writing),
  // a task included ('Datenanalyse mit KI' is the task's, not a chat assistant's).
  const specific = found.filter((f) => !f.entry.generic);
  // A helper said before what it is for is that task's tool, with the task of chatting its words said.
  const helpers = helpersOfTasks(found, words(found === task ? withoutPlace : read));
  const mere = (t: TaskMatch) => [...helpers.values()].some((named) => taskWords(t.words).every((w) => named.includes(w)));
  // A task whose words the table read as another kind of tool ('ai chatbot' in 'ai chatbot for my
  // website', a chatbot builder) is not the visitor's: its words, 'AI' aside, are all in such a phrase.
  const readOtherwise = (t: TaskMatch) => {
    const all = taskWords(t.words);
    const own = all.filter((w) => !genericWords.has(w));
    return own.length > 0 && own.length < all.length && found.some((f) => !f.entry.weak && !(f.entry.useCases as readonly string[]).includes(t.useCases[0]!) && own.every((w) => f.phrase.split(" ").includes(w)));
  };
  // 'Read my contracts and answer questions about them': a task said of 'it' or 'them' is said of the material named before.
  // The vocabulary's tasks are read in the visitor's own words for documents too ('upload a pdf'), beside the tables' ('upload a documents').
  const asWritten = readingText(text, false);
  const direct = [...taskMatcher.match(read), ...(asWritten === read ? [] : taskMatcher.match(asWritten))].filter((t, i, all) => all.findIndex((o) => o.id === t.id) === i);
  const resolved = withPronounsResolved(read);
  const ofPronouns = resolved === read ? [] : taskMatcher.match(resolved).filter((t) => !direct.some((d) => d.id === t.id) && / my \S+/.test(` ${t.words} `));
  const matchedTasks = [...direct, ...ofPronouns].filter((t) => !mere(t) && !readOtherwise(t));
  // A task said not to be wanted ('I meant for video, not images') is no need.
  const foundTokens = words(found === task ? withoutPlace : read);
  // A task of the vocabulary said not to be wanted ('fix my writing without changing my voice'): it,
  // and the table's phrases inside its words, are no need. The text's words are read as the tasks
  // say them ('changing' as 'change').
  const taskWordSet = new Set(matchedTasks.flatMap((t) => words(t.words)));
  const asTasksSay = foundTokens.map((w) => knownBase(w, (b) => taskWordSet.has(b)));
  const deniedSpan = (t: TaskMatch): readonly [number, number] | undefined => {
    const phrase = words(t.words);
    for (let i = 0; i < asTasksSay.length; i++) {
      const end = asTasksSay[i] === phrase[0] ? endOf(asTasksSay, i, phrase) : 0;
      if (end > 0 && negatedAt(asTasksSay, i, taskNegationEnd)) return [i, end];
    }
    return undefined;
  };
  const deniedSpans = new Map(
    matchedTasks.flatMap((t) => {
      const span = deniedSpan(t);
      return span ? [[t.id, span] as const] : [];
    }),
  );
  const insideDenied = (f: SynonymMatch) => [...deniedSpans.values()].some(([from, to]) => f.start >= from && f.start < to);
  const wantedStrong = strong.filter((f) => !insideDenied(f));
  // One language named as that of a text received or read, nothing to compose ('my landlord sent me a
  // letter in German', 'recibí una carta en alemán'): a translation (below), which 'AI' alone does not outweigh.
  const receivedInLanguage = textInLanguage.test(folded) && !composeVerbs.test(folded);
  const usedAll = wantedStrong.length ? wantedStrong : specific.length ? specific.filter((f) => !insideDenied(f)) : matchedTasks.length || receivedInLanguage ? [] : found;
  const used = usedAll.filter((f) => !helpers.has(f));
  // What a task is done on or for is no task of its own: its kind of tool counts half ('turn my podcast
  // into blog posts' is a writing task that starts from a podcast; 'music for my YouTube videos' is
  // music), once a phrase outside it says the task.
  const tokens = tableTokens(read);
  const context = contextWords(tokens);
  const inside = tokens.map((t, i) => (context[i] ? t : "|"));
  const outside = tokens.map((t, i) => (context[i] ? "|" : t));
  const holds = (masked: readonly string[], phrase: string) => {
    const p = phrase.split(" ");
    return masked.some((_, i) => endOf(masked, i, p) > 0);
  };
  // The task is said outside by a strong phrase of the table, or by a task of the vocabulary whose
  // words are all outside ('brainstorm names for my podcast': the table's word for brainstorming is
  // weak, the task is not).
  // An app to be built is a task said outside what it is about ('build a recipe app').
  const taskOutside =
    context.some(Boolean) &&
    (tokens.some((_, i) => appSubjectAt(tokens, i) !== undefined) ||
      used.some((f) => !f.entry.weak && holds(outside, f.phrase)) || matchedTasks.some((t) => holds(outside, taskWords(t.words).join(" ")) && !holds(inside, taskWords(t.words).join(" "))));
  // Building an app without code is a task said outside too ('an idea for a recipe app, I'm not a coder': the recipe is what the app is about; `builder` is read below, before any need is weighed).
  const halve = (phrase: string) => (taskOutside || builder) && holds(inside, phrase) && !holds(outside, phrase);
  const budget = parseBudget(text);
  const team = teamWords.test(folded);
  const noCode = noCodeWords.test(folded);
  // A task says what the table's words did not: its use cases join the reading only when the table
  // read neither its words ('transcribe' is the table's) nor its main use case; the table's reading,
  // with its kinds of tool, stays as it was. The task still ranks the platforms that list it first.
  const readCases = new Set<UseCaseId>(strong.flatMap((f) => f.entry.useCases));
  const readWords = new Set(strong.flatMap((f) => f.phrase.split(" ")));
  const tasks = matchedTasks.map((t) => (taskWords(t.words).every((w) => readWords.has(w)) ? { ...t, alsoTable: true } : t));
  const newTasks = tasks.filter((t) => !readCases.has(t.useCases[0]!) && !t.alsoTable);
  // With another task ('connect my CRM and my email without coding'), not coding says only that: the task's own tools do it.
  const building = buildingUseCases;
  // Building is the need when a building use case is read and no other task is ('an idea for an app' is no creative brief).
  const casesRead = [...used.flatMap((f) => f.entry.useCases), ...newTasks.flatMap((t) => t.useCases)];
  // Not coding, with nothing else to do than have an app or a tool ('an internal tool to track loans, I'm not a developer'), is building without code too.
  // Beside an app, a phrase of what it is about or of what the visitor has ('an idea for a recipe app') does not stop building being the need.
  const appSaid = productWord.test(read);
  const builder = noCode && (casesRead.some((u) => building.has(u)) || (!newTasks.length && appSaid)) && used.filter((f) => !f.entry.useCases.some((u) => building.has(u)) && !(appSaid && holds(inside, f.phrase) && !holds(outside, f.phrase))).every((f) => f.entry.weak);
  // Not coding beside another task ('can AI answer the phone? do I need a developer? I'm not techy'):
  // the words about code are no coding task.
  const otherTask = used.some((f) => !f.entry.weak && !f.entry.useCases.some((u) => building.has(u)));
  const keptTasks = noCode && !builder && otherTask ? used.filter((f) => !f.entry.useCases.every((u) => u === "code")) : used;
  // A picture to change is photo editing, and the picture no image to make ('remove my ex from the
  // beach photo'), unless the table read a photo task already ('remove the background').
  const editing = photoEditing !== undefined && !found.some((f) => f.entry.categories?.includes("photo")) && actsOnAPhoto(read, photoEdit);
  // A picture to look at is a tool that sees it, and the picture no image to make ('identify plants from photos').
  const looking = !editing && photoSeeing !== undefined && !found.some((f) => f.entry === photoSeeing.entry) && actsOnAPhoto(read, photoRead);
  const onPhoto = editing ? photoEditing : looking ? photoSeeing : undefined;
  // What the picture looked at is like ('identify a bird from a blurry photo') is no editing, unless a verb of editing says so.
  const describesIt = (f: SynonymMatch) => looking && f.entry.categories?.includes("photo") === true && !actsOnAPhoto(read, photoEdit);
  const edited = onPhoto ? [...keptTasks.filter((f) => !photoNounOnly.test(f.phrase) && !describesIt(f)), onPhoto] : keptTasks;
  const unwanted = (f: SynonymMatch) => negatedAt(foundTokens, f.start) || insideDenied(f);
  // Said not to be wanted and nothing else ('preferably no ads and no tracking'): no need at all, not its opposite.
  const wantedOnes = edited.filter((f) => !unwanted(f));
  // In a text about privacy, what is kept private is no task ('the data has to stay in the EU').
  // A phrase of the tables said inside the words of a task that serves none of its use cases is part of
  // that task ('ads' in 'sick of ads in Google', a private search engine): not a need of its own.
  const insideTask = (f: SynonymMatch) =>
    matchedTasks.some((t) => ` ${words(t.words).join(" ")} `.includes(` ${f.phrase} `) && !f.entry.useCases.some((u) => t.useCases.includes(u)));
  const ownNeeds = wantedOnes.some((f) => !insideTask(f)) || matchedTasks.length ? wantedOnes.filter((f) => !insideTask(f)) : wantedOnes;
  const kept = privacyWords.test(folded) ? ownNeeds.filter((f) => !privacyNouns.has(f.phrase)) : ownNeeds;
  // The fine-grained tasks said only in those words go with them ('not a logo' ranks no logo maker first).
  const unwantedWords = new Set(edited.filter((f) => !wantedOnes.includes(f)).flatMap((f) => f.phrase.split(" ")));
  const wanted = (t: TaskMatch) => !taskWords(t.words).every((w) => unwantedWords.has(w)) && !deniedSpans.has(t.id);
  // Two languages named, none to learn ('a 22 page contract in Portuguese, I need English'): a translation.
  // (Who is asking is no language to learn: 'Teacher here. Parents email me in Arabic and Ukrainian' is a translation.)
  const learnsOrTranslates = found.some((f) => !f.entry.who && (f.entry.useCases.includes("learning") || f.entry.useCases.includes("translation")));
  // Who the visitor is ('retired teacher writing my memoir') counts half beside anything else asked.
  const besideWho = kept.some((f) => !f.entry.who && !f.entry.generic) || tasks.length > 0;
  // Languages listed together beside another task are the languages it is done in.
  const named = languagesNamed(read);
  // (Not those of a text received: 'parents email me in Arabic and Ukrainian, and I reply' still asks for a translation.)
  const listed = named.size >= 2 && !textInLanguage.test(folded) && languagesListedTogether(read, named);
  const taskBeside = kept.some((f) => !f.entry.who && !f.entry.generic && !f.entry.weak) || tasks.length > 0;
  // One language asked of something the visitor has, pointed back to ('also want them in Mandarin', 'can I get it into French'): its translation.
  const askedOfHad = named.size === 1 && [...read.matchAll(languageName)].some((m) => askedOfSomethingHad(read.slice(0, m.index)));
  const between = !learnsOrTranslates && ((named.size >= 2 && !(listed && taskBeside)) || receivedInLanguage || askedOfHad);
  const needs = [
    ...(between ? [need(["translation"], 1, ["translation"])] : []),
    ...kept.map((f) => need(f.entry.useCases, (f.entry.weight ?? 1) * (halve(f.phrase) || (f.entry.who && besideWho) ? 0.5 : 1), f.entry.categories)),
    ...newTasks.filter((t) => !deniedSpans.has(t.id)).map((t) => need(t.useCases, halve(taskWords(t.words).join(" ")) ? 0.5 : 1, undefined, t.id)),
    // Building without writing code is a need of its own: the no-code builders ('an app without knowing how to code').
    ...(builder ? [need(["vibe-coding"], 1)] : []),
  ];
  // A place that holds one kind of tool says the kind ('an AI assistant inside VS Code' is a coding
  // assistant, intents.json attributes.placeKinds), unless a task of that kind is read already.
  const wishes = attributeWishes(folded);
  for (const place of wishes.runs) {
    const kind = intents.attributes.placeKinds[place];
    if (kind && !needs.some((n) => n.weight >= 1 && n.useCases.includes(kind.useCases[0]!))) needs.push(need(kind.useCases, 1, kind.categories));
  }
  return {
    useCases: sortUseCases([...new Set(needs.flatMap((n) => n.useCases))]),
    needs: dedupeNeeds(needs),
    phrases: found.map((f) => f.phrase),
    also: [...new Set(kept.flatMap((f) => f.entry.also ?? []))],
    free: freeWords.test(folded) && !notFree.test(folded),
    ...(budget !== undefined ? { budget } : {}),
    cheap: cheapWords.test(folded),
    ...wishes,
    generic: kept.length > 0 && kept.every((f) => f.entry.generic) && !tasks.length && !noCode,
    // A task said only in what the task is done on or for ('animate my logo') ranks nothing first.
    tasks: tasks.filter((t) => !halve(taskWords(t.words).join(" ")) && wanted(t)),
    team,
    noCode,
    ...(between && listed && !taskBeside ? { languagesOnly: true } : {}),
  };
}

/**
 * The words of a text that say what a task is done on or for, not the task ('animate *my logo*',
 * 'a poster *for our band*'), folded as the tables read them: the semantic signal leaves them out,
 * so nearness does not bring back a kind of tool the reading counted half (server/discovery/engine.ts).
 */
export function contextWordsOf(text: string): Set<string> {
  const tokens = tableTokens(readingText(text));
  const context = contextWords(tokens);
  return new Set(tokens.filter((_, i) => context[i]));
}
