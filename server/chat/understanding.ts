import "server-only";
import { getPlatform } from "@/lib/catalogue";
import type { Platform } from "@/lib/catalogue-schema";
import type { ChatMessage } from "@/lib/chat/types";
import { alternativeWords, compareWords, parseBudget, refusedAt, talksPrice, turnsTo, understandText, withoutTask, type Understanding } from "@/lib/discovery/understand";
import { fold, stopWords, words } from "@/lib/discovery/text";
import { escapeRegExp } from "@/lib/format";
import { synonyms } from "@/lib/discovery/synonyms";
import { intentPattern, intents, phrasePattern } from "@/lib/vocabulary";
import type { UseCaseId } from "@/lib/use-cases";
import type { Language } from "@/content/assistant-messages";
import { findMentions, mentionSpans, namedPlatforms, normalise } from "@/server/discovery/platform-names";
import { ordinaryNamesIn, surelyNamedIn } from "@/server/discovery";

/**
 * Stage one of the offline assistant (docs/decisions/0043-assistant-pipeline.md): reading one chat
 * message. The task words are the discovery engine's synonym table (`understandText`), so the
 * assistant understands exactly what search and the finder understand; this module adds only what
 * a conversation needs on top: the intents, the platforms named, 'for a team', the language, and
 * whether the message refers back to the last answer. Pure and deterministic.
 */

export type Intent = "recommend" | "describe" | "price" | "compare" | "alternatives" | "guides" | "greeting" | "help" | "thanks";
export type { Language } from "@/content/assistant-messages";

export type Cues = {
  greeting: boolean;
  help: boolean;
  thanks: boolean;
  /** Any comparison word, "or" included: enough when two platforms are named. */
  compare: boolean;
  /** An explicit comparison ("vs", "compare", "better than", "compared with"). */
  compareStrong: boolean;
  alternatives: boolean;
  price: boolean;
  /** 'Ones' standing for the kind just listed ('any free ones that work in the browser?'). */
  kindAgain: boolean;
  /** Something else asked for ('is there something that runs on my own computer?'): beside a named platform, another one. */
  somethingElse: boolean;
  /** Its price asked first, then others ('does Grammarly have a free plan or is there something as good?'). */
  priceThenOthers: boolean;
  describe: boolean;
  article: boolean;
  /** "it", "them", "those": the question is about something named earlier. */
  pronoun: boolean;
  /** "which of those", "of them", "among these": a filter over the last answer's list. */
  ofThose: boolean;
  /** A short follow-up opening with "and" / "what about": the rest comes from the last question. */
  continuation: boolean;
  /** "and get an audio summary too", "also it should…": a second job for the tool asked for before. */
  addsToTask: boolean;
  /** "cheaper", "less expensive": a lower price than the platform being discussed. */
  cheaper: boolean;
  /** "any others?", "what else?", said alone: more of what was just listed. */
  more: boolean;
  /**
   * A question about terms the catalogue does not record: how a platform treats your data
   * ('privacy'), or what you may do with what it makes ('rights').
   */
  policy?: "privacy" | "rights";
};

export type Question = {
  /** The message as typed (at most 2,000 characters). */
  text: string;
  norm: string;
  words: number;
  platforms: Platform[];
  /** Platforms the message refuses ('not ChatGPT, it kept making up references'): not asked about, and left out of lists by the engine. */
  refused: Platform[];
  ambiguousCopilot: boolean;
  /** What the synonym table reads in the message: use cases, needs, price wishes. */
  task: Understanding;
  useCases: UseCaseId[];
  free: boolean;
  budget?: number;
  cheap: boolean;
  /** 'for a team', 'for my company': noted in the answer; the catalogue has no team-plan facts. */
  team: boolean;
  language: Language;
  cues: Cues;
  /** The intents the message states, most specific first (a message may state two: compare and price). */
  intents: Intent[];
};

// Intent words, English first, then German, Spanish, French and Portuguese (folded: no accents):
// data in content/vocabulary/intents.json (docs/decisions/0180-vocabulary-as-data.md).
const priceWords = intentPattern("price");
const describeWords = intentPattern("describe");
/** A `describe` word the visitor says of their own act ('I want to just describe it', 'let me explain'): up to four words after a first-person subject, no 'you' between. */
const describedBySelf = new RegExp(`${phrasePattern(intents.lists.selfSubjects.phrases).source}(?: (?!(?:you|u)\\b)\\S+){0,3} ${describeWords.pattern.source.replace(/^\\b/, "")}`);
/** 'what does' describes unless a price word follows within two words ('what does it cost'): the one rule the lists cannot say. */
const whatDoes = /\bwhat does(?! \w+( \w+)? (cost|charge))\b/;
// Terms, not tasks: 'is my data safe with ChatGPT' asks about privacy, not data analysis.
const privacyWords = intentPattern("privacy");
/**
 * The privacy list's phrases of a thing trained on something ('trained on', 'trained with') and what it
 * is trained on: the visitor's data ('trained on my chats') is a question of privacy; anything else ('a
 * bot trained on our FAQ') is what a tool is made to know, a task. 'Does it train on my meetings?' asks
 * what a platform does with the visitor's words: privacy, whatever the object.
 */
const trainingOn = (() => {
  const list = intents.lists.privacy.phrases;
  const training = list.filter((p) => /^trained (?:on|with)$/.test(p));
  const kept = new Set([...intents.lists.privacyNouns.phrases, ...list.filter((p) => /^(?:my|our|your) \S+$/.test(p)).map((p) => p.split(" ")[1]!)]);
  const owners = intents.lists.possessives.phrases.map(escapeRegExp).join("|");
  const phrase = new RegExp(` (?:${training.map(escapeRegExp).join("|")}) (?:(?:${owners}|the|a|an) )?(\\S+)`, "g");
  return (folded: string) => folded.replace(phrase, (all, what: string) => (kept.has(what) ? all : " "));
})();
const rightsWords = intentPattern("rights");
const guideWords = intentPattern("guides");
/**
 * A guide word that says where the visitor came across something, not a request for the site's
 * guides: after a preposition of place and an indefinite or pointing article, two words at most
 * between ('saw it in a LangChain tutorial', 'from a YouTube post', 'in diesem Artikel'), or read by
 * the visitor ('I read that Claude is better', 'we've been reading about agents'). 'Is there anything
 * on the blog about it' and 'looking for a tutorial' still ask for guides.
 */
const guideSeen = (() => {
  const [where, article, guide] = (["seenIn", "seenArticles", "guides"] as const).map((name) => intents.lists[name].phrases.map((p) => escapeRegExp(normalise(p).trim())).join("|"));
  const seenIn = new RegExp(` (?:${where}) (?:${article}) (?:[a-z0-9]+ ){0,2}?(?:${guide})(?= )`, "g");
  const readBy = / (?:i|we) (?:ve |have |had |d )?(?:just |recently |once |already )?(?:been )?(?:read|reading)(?= )/g;
  // The visitor's own guides are material, not a request for the site's ('answer from our help center articles', 'my blog posts'); 'your guides' are the site's.
  const secondPerson = new Set(["your", "tu", "tus", "su", "sus", "votre", "vos"]);
  const owners = intents.lists.possessives.phrases.filter((p) => !secondPerson.has(p)).map(escapeRegExp).join("|");
  // (Guide words one after another are one thing: 'my blog posts'.)
  const own = new RegExp(` (?:${owners}) (?:[a-z0-9]+ ){0,2}?(?:${guide})(?: (?:${guide}))*(?= )`, "g");
  // Reading the visitor's own things is a task ('reading my blog posts aloud', 'read my emails to me'), no guide to read.
  const readsOwn = new RegExp(` (?:read|reading|reads)(?= (?:${owners}) )`, "g");
  // Posts for a social network are the visitor's to make ('des posts insta', 'LinkedIn posts'), not the site's guides.
  const networks = synonyms.filter((e) => e.useCases.includes("social")).flatMap((e) => e.phrases).filter((p) => !p.includes(" ")).map((p) => escapeRegExp(normalise(p).trim())).join("|");
  const social = new RegExp(` (?:(?:${networks}) (?:${guide})|(?:${guide}) (?:[a-z]+ )?(?:${networks}))(?= )`, "g");
  // So are posts anywhere in a message that names a network ('nobody posts on facebook … queue up a month of posts').
  const network = new RegExp(` (?:${networks})(?= )`);
  const posts = / posts?(?= )/g;
  return (norm: string) => {
    const read = norm.replace(seenIn, " ").replace(readBy, " ").replace(readsOwn, " ").replace(own, " ").replace(social, " ");
    return network.test(norm) ? read.replace(posts, " ") : read;
  };
})();
const writingTask = intentPattern("writingTask");
/** 'Any others?', 'got anything else?', 'show me more please': words asking for more and nothing else (intents.json moreOfThem). */
const moreWords = intentPattern("moreOfThem", "g");
const asking = new Set(["show", "give", "list", "suggest", "recommend", "got", "have", "has", "there", "please", "pls", "thanks", "ok", "okay", "cool", "nice", "hmm", "options", "suggestions", "ideas", "recommendations", "tools", "ones", "like", "those", "these", "that", "them"]);
function onlyMore(folded: string): boolean {
  moreWords.pattern.lastIndex = 0;
  if (!moreWords.test(folded)) return false;
  moreWords.pattern.lastIndex = 0;
  return words(folded.replace(moreWords.pattern, " ")).every((w) => stopWords.has(w) || asking.has(w));
}
const teamWords = intentPattern("team");
const cueWords = {
  greeting: intentPattern("greeting"),
  help: intentPattern("help"),
  thanks: intentPattern("thanks"),
  compareSoft: intentPattern("compareSoft"),
  pronoun: intentPattern("pronoun"),
  ofThose: intentPattern("ofThose"),
  somethingElse: intentPattern("somethingElse"),
  kindAgain: intentPattern("kindAgain"),
  continuation: intentPattern("continuation"),
  addsToTask: intentPattern("addsToTask"),
  cheaper: intentPattern("cheaper"),
};

/**
 * Words per language (folded: no accents): words only that language uses count 2, common short
 * words 1. A language is the message's language when at least two of its words occur, they score
 * at least 3, and more than English's common words and any other language: a name, 'ok' or one
 * word is never enough (docs/decisions/0189-assistant-messages.md), but an opening '¿' or '¡' is.
 */
const languageWords = Object.fromEntries(
  (["de", "es", "fr", "pt", "it"] as const).map((lang) => [lang, { strong: phrasePattern(intents.languages[lang].strong, { flags: "g" }), weak: phrasePattern(intents.languages[lang].weak, { flags: "g" }) }]),
) as Record<Exclude<Language, "en">, { strong: RegExp; weak: RegExp }>;
const englishWords = phrasePattern(intents.languages.en, { flags: "g" });

const distinct = (text: string, re: RegExp) => new Set(text.match(re) ?? []);

/** The message's language, or undefined when its words do not say (a name, 'ok', one word, a tie). */
/** A text folded to its words, one space between and around them, as the language lists are matched. */
const wordsPadded = (text: string) => ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").replace(/ +/g, " ")} `;

export function languageOf(text: string): Language | undefined {
  const folded = wordsPadded(text);
  const english = distinct(folded, englishWords).size;
  const scored = (Object.entries(languageWords) as [Exclude<Language, "en">, (typeof languageWords)["de"]][])
    .map(([lang, words]) => {
      const strong = distinct(folded, words.strong).size;
      const weak = distinct(folded, words.weak).size;
      return { lang, score: 2 * strong + weak, words: strong + weak };
    })
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (best && best.words >= 2 && best.score >= 3 && best.score > english && best.score > (second?.score ?? 0)) return best.lang;
  // An opening '¿' or '¡' is written in Spanish only: a short question with one ('¿es gratis?', '¿eres un bot?') is Spanish.
  if (/[¿¡]/.test(text) && english < 2) return "es";
  if (english >= 2) return "en";
  return undefined;
}

/** The language of the conversation: the message's own, else the newest earlier message that says, else English. */
export function conversationLanguage(text: string, history: readonly ChatMessage[]): Language {
  const own = languageOf(text);
  let earlier: Language | undefined;
  for (const m of [...history].reverse()) {
    if (m.role !== "user") continue;
    earlier = languageOf(m.content.slice(0, 500));
    if (earlier) break;
  }
  // A short follow-up with words of both ('gratuit si possible, on a zéro budget' after French) keeps the conversation's language.
  if (own === "en" && earlier && earlier !== "en" && saysWordsOf(text, earlier)) return earlier;
  return own ?? earlier ?? "en";
}

/** Whether a text says any word of one of the other languages' lists. */
function saysWordsOf(text: string, lang: Exclude<Language, "en">): boolean {
  const folded = wordsPadded(text);
  return distinct(folded, languageWords[lang].strong).size + distinct(folded, languageWords[lang].weak).size > 0;
}

/** The platform a page of this site is about (/platforms/<id>, its sections and sub-paths included). */
export function platformOfPage(page: string | undefined): Platform | undefined {
  const id = page?.match(/^\/platforms\/([a-z0-9-]+)(?:[/?#]|$)/)?.[1];
  return id ? getPlatform(id) : undefined;
}

/** The language to answer in: the message's own, else English. */
export function detectLanguage(text: string): Language {
  return languageOf(text) ?? "en";
}

/**
 * 'that' opening a clause about the thing wanted ('something cheaper that I can host myself', 'a tool
 * that works offline', 'anything cheaper that writes ad copy': a verb in the third person) points at
 * nothing said earlier: it is no pronoun cue. 'is that free?' still is.
 */
const relativeThat = /(?<=\p{L} )that(?= (?:i|we|you|they|can|could|will|would|works?|runs?|lets?|does|has|supports?|offers?|handles?|makes?|is|are|[a-z]{3,}s)\b)/gu;

/** A pronoun and a word of necessity ('it has to run offline', 'they must support SSO'): the tool wished for, not the one discussed. */
const requiredOfIt = new RegExp(` (?:${intents.lists.pronoun.phrases.map(escapeRegExp).join("|")}) (?:${intents.lists.requirement.phrases.map(escapeRegExp).join("|")}) `, "g");
const requiredOfItOnce = new RegExp(requiredOfIt.source);

/** Two questions joined by 'or', the first about price, the second asking for others. */
function priceThenOthers(folded: string): boolean {
  const [first, ...rest] = ` ${folded} `.split(/ (?:or|o|ou|oder|oppure) /);
  return rest.length > 0 && priceWords.test(` ${first} `) && alternativeWords.test(` ${rest.join(" ")} `);
}

/**
 * 'Those' or 'these' before a plural noun that names no tool ('schedule those products on Instagram',
 * 'caption these videos') points at the visitor's own things, not at the platforms just listed.
 */
const toolNouns = ["ones", "tools", "apps", "platforms", "options", "services", "sites", "websites", "programs", "solutions", "generators", "editors", "assistants", "bots", "chatbots", "models", "plans", "alternatives"];
// 'Which of those lets us…' still points at the list: after 'of' or 'which' the word is the list's verb.
const theirThings = new RegExp(`(?<!\\b(?:of|which|among)) (?:those|these) (?!(?:${toolNouns.join("|")}) )[a-z]{3,}s `, "g");

/** Indefinite articles, and the words that open a clause of what a thing must do, in the six languages (namedAsKind). */
const kindArticles = ["a", "an", "un", "una", "uno", "une", "ein", "eine", "einen", "um", "uma"].join("|");
const kindClauses = ["that", "which", "i can", "we can", "que", "qui", "che", "der", "die", "das", "den"].join("|");

function readCues(norm: string, folded: string, platforms: readonly Platform[], raw: string, refusedOne = false): Cues {
  // 'Like ChatGPT', 'a ChatGPT-like interface', 'wie ChatGPT', 'como ChatGPT', 'comme ChatGPT', 'tipo ChatGPT'.
  const mentionsLikeAlternatives = platforms.some((p) => {
    const name = escapeRegExp(normalise(p.name).trim());
    return new RegExp(`\\b(?:like|than|from|replace|replacing|wie|como|comme|come|tipo|similar a|parecido a|semelhante a|simile a) ${name}\\b|\\b${name} (?:like|ahnlich|ähnlich|style)\\b`).test(norm);
  });
  // A name said as a kind of thing, with an article and a clause of what it must do ('a private ChatGPT
  // that runs on my own server', 'un Canva que funcione sin internet'): others like it, not it.
  const namedAsKind = platforms.some((p) => new RegExp(`\\b(?:${kindArticles})(?: [a-z]+){0,2} ${escapeRegExp(normalise(p.name).trim())} (?:${kindClauses})\\b`).test(norm));
  return {
    greeting: cueWords.greeting.test(folded),
    help: cueWords.help.test(norm),
    thanks: cueWords.thanks.test(folded),
    compare: compareWords.test(folded) || cueWords.compareSoft.test(norm),
    compareStrong: compareWords.test(folded),
    // 'Try Claude instead of what I use now' turns to Claude: no alternatives to it.
    alternatives: (alternativeWords.test(folded) && !(platforms.length && platforms.every((p) => turnsTo(folded, folded.indexOf(` ${fold(p.name).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `))))) || mentionsLikeAlternatives || namedAsKind,
    price: priceWords.test(folded) || /\$\s*\d/.test(raw),
    priceThenOthers: priceThenOthers(folded),
    somethingElse: cueWords.somethingElse.test(folded),
    kindAgain: cueWords.kindAgain.test(folded),
    describe: (describeWords.test(folded) && !describedBySelf.test(folded)) || whatDoes.test(folded),
    article: guideWords.test(guideSeen(norm)) && !writingTask.test(norm),
    // A requirement said of 'it' makes the message about the tool wished for, its other 'it's too ('it should be open source so I can self-host it').
    // 'Not ChatGPT, it kept making up references': 'it' is the platform refused, not one discussed before.
    pronoun: !refusedOne && !requiredOfItOnce.test(` ${folded} `) && cueWords.pronoun.test(folded.replace(relativeThat, " ")),
    ofThose: cueWords.ofThose.test(folded.replace(theirThings, " ")),
    continuation: cueWords.continuation.test(folded),
    addsToTask: cueWords.addsToTask.test(folded),
    cheaper: cueWords.cheaper.test(folded),
    more: onlyMore(folded),
    // Training on something asked of a platform ('does Granola train on my meetings?', 'does it train on my recordings?') is privacy;
    // a thing trained on something, in a request naming no platform ('a bot trained on our FAQ'), only on the visitor's data.
    ...(rightsWords.test(folded) ? { policy: "rights" as const } : privacyWords.test(platforms.length ? folded : trainingOn(folded)) ? { policy: "privacy" as const } : {}),
  };
}

function intentsOf(q: Omit<Question, "intents">): Intent[] {
  const { cues } = q;
  const intents: Intent[] = [];
  if (cues.compareStrong || (q.platforms.length >= 2 && cues.compare)) intents.push("compare");
  if (cues.alternatives) intents.push("alternatives");
  if (cues.price && (q.platforms.length > 0 || !q.useCases.length)) intents.push("price");
  if (cues.article) intents.push("guides");
  if (cues.describe && q.platforms.length) intents.push("describe");
  if (q.useCases.length && !q.platforms.length) intents.push("recommend");
  if (q.platforms.length && !intents.length) intents.push("describe");
  if (cues.greeting) intents.push("greeting");
  if (cues.help) intents.push("help");
  if (cues.thanks) intents.push("thanks");
  return intents;
}

/**
 * The task a message states, read without the platforms it names: 'GPT-5' names ChatGPT and is no
 * text-generation task, 'Canva AI' names Canva and asks for no chat assistant. Price wishes are
 * read from the whole message.
 */
function taskBesideNames(raw: string, named: boolean): Understanding {
  const whole = understandText(raw);
  if (!named) return whole;
  const norm = normalise(raw);
  let rest = norm;
  for (const m of findMentions(raw)) rest = `${rest.slice(0, m.start)}${" ".repeat(m.end - m.start)}${rest.slice(m.end)}`;
  const task = understandText(rest);
  if (task.generic) return withoutTask(whole);
  return { ...whole, useCases: task.useCases, needs: task.needs, phrases: task.phrases, also: task.also, generic: false };
}

/** The platforms the search surely reads a text to name, when the text without their names asks for no task ('is reclaim free?'). */
function namedAlone(raw: string): Platform[] {
  const named = surelyNamedIn(raw).map((id) => getPlatform(id)).filter((p): p is Platform => p !== undefined);
  if (!named.length) return [];
  let rest = ` ${fold(raw)} `;
  for (const p of named) for (const w of fold(p.name).split(/[^\p{L}\p{N}]+/u).filter(Boolean)) rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(w)}(?![\\p{L}\\p{N}])`, "gu"), " ");
  return understandText(rest).useCases.length ? [] : named;
}

/** The platforms recognised, with those the search surely reads beside them, in the search's order (the order named), when it reads them all. */
function withNamedBeside<T extends { platforms: Platform[] }>(raw: string, recognised: T): T {
  const surely = surelyNamedIn(raw);
  if (surely.length <= recognised.platforms.length || !recognised.platforms.every((p) => surely.includes(p.id))) return recognised;
  return { ...recognised, platforms: surely.map((id) => getPlatform(id)).filter((p): p is Platform => p !== undefined) };
}

/**
 * Reads a message. `context` is earlier text used only to decide what "copilot" means, so a
 * follow-up in a coding conversation resolves to GitHub Copilot.
 */
export function understand(text: string, context = ""): Question {
  const raw = text.slice(0, 2000);
  const norm = normalise(raw);
  const folded = ` ${fold(raw).replace(/[^\p{L}\p{N}$]+/gu, " ").trim()} `;
  const recognised = namedPlatforms(raw, context);
  // A name the recogniser's aliases lack but the search reads surely ('is reclaim free?', 'ok e reclaim è gratis?'): one reading of names for both faces.
  // Only where the rest says no task of its own: 'a pitch deck for investors' asks for presentation makers, not about Pitch.
  // And one the search reads beside those named, in the order named ('make or zapier?': Make, an everyday word, is a name beside another).
  const read = recognised.platforms.length || recognised.ambiguousCopilot ? withNamedBeside(raw, recognised) : { ...recognised, platforms: namedAlone(raw) };
  const { ambiguousCopilot } = read;
  // A one-word name said as an ordinary word, as the engine reads it ('which one has the most realistic motion?'), names nothing.
  const ordinary = read.platforms.length ? ordinaryNamesIn(raw) : undefined;
  // A platform refused ('a research assistant that cites its sources, not ChatGPT') is not asked about; the engine leaves it out of its lists.
  // Refused where it is named every time: 'like ChatGPT but not OpenAI' still asks for others like it.
  const spans = read.platforms.length ? mentionSpans(raw) : [];
  const foldedRaw = spans.length ? fold(raw) : "";
  const refusedSpan = (m: (typeof spans)[number]) => refusedAt(foldedRaw, fold(raw.slice(0, m.start)).length, fold(raw.slice(0, m.end)).length);
  const refused = new Set(spans.filter((m) => spans.filter((o) => o.id === m.id).every(refusedSpan)).map((m) => m.id));
  const platforms = read.platforms.filter((p) => !ordinary?.has(p.id) && !refused.has(p.id));
  const task = taskBesideNames(raw, platforms.length > 0);
  const base = {
    text: raw,
    norm,
    words: norm.trim() ? norm.trim().split(" ").length : 0,
    platforms,
    refused: read.platforms.filter((p) => refused.has(p.id)),
    ambiguousCopilot,
    task,
    useCases: task.useCases,
    free: task.free,
    // A bare ceiling after earlier talk of price is a budget too ('anything like it under 15?').
    ...(task.budget !== undefined ? { budget: task.budget } : context && talksPrice(context) && parseBudget(raw, true) !== undefined ? { budget: parseBudget(raw, true) } : {}),
    cheap: task.cheap,
    team: teamWords.test(norm),
    language: detectLanguage(raw),
    cues: readCues(norm, folded, platforms, raw, refused.size > 0),
  };
  return { ...base, intents: intentsOf(base) };
}
