import "server-only";
import { getPlatform, platformUseCases } from "@/lib/catalogue";
import type { RunsOn } from "@/lib/attributes";
import type { Platform } from "@/lib/catalogue-schema";
import { monthlyPrice } from "@/lib/discovery/price";
import { sameJob } from "@/lib/platform";
import { escapeRegExp } from "@/lib/format";
import { labelOfUseCase, type UseCaseId } from "@/lib/use-cases";
import { fold, stopWords } from "@/lib/discovery/text";
import { intentPattern, intents, phrasePattern, synonyms } from "@/lib/vocabulary";
import type { ChatMessage } from "@/server/chat/chat-message";
import { messages as catalogueOfMessages, say, type Language } from "@/content/assistant-messages";
import type { ChatState } from "@/lib/chat/state";
import {
  alternativesAnswer,
  alternativesShown,
  articlesAnswer,
  compareAnswer,
  copilotQuestion,
  COPILOT_QUESTIONS,
  describeAnswer,
  policyAnswer,
  similarLine,
  privacyGeneralAnswer,
  helpAnswer,
  listFilterAnswer,
  notFoundAnswer,
  priceAnswer,
  attributeAnswer,
  type AttributesAsked,
  recommendAnswer,
  recommendShown,
  thanksAnswer,
} from "@/server/chat/compose";
import { failedConstraints } from "@/lib/discovery/constraints";
import { buildingUseCases, contextWordsOf, saysWhatIsHad } from "@/lib/discovery/understand";
import * as engine from "@/server/chat/engine";
import { isEnglishWord } from "@/server/discovery/english-words";
import { asksAboutAI, asksForImageHere, asksForTool, isOffTopic, missingNamedIn, notInCatalogueAnswer, offTopicAnswer, questionForNoTool, siteAnswer, siteTopic } from "@/server/chat/honest-limits";
import { conversationLanguage, platformOfPage, understand, type Question } from "@/server/chat/understanding";
import { placeNameOf, unknownNameOf } from "@/server/discovery";
import { mentionSpans, namedPlatforms, normalise, resolveCopilot } from "@/server/discovery/platform-names";

/**
 * The default chat provider: answers from the catalogue and the guides alone, with no model and no
 * network (docs/decisions/0040-offline-catalogue-assistant.md, 0043-assistant-pipeline.md). A
 * straight pipeline: understand the message (understanding.ts, on the engine's synonym table),
 * query the discovery engine (engine.ts), compose the answer (compose.ts). The same conversation
 * always gets the same answer.
 */

export type OfflineAnswer = {
  text: string;
  /** True when the assistant had nothing to say about the question (counted for the operator). */
  unanswered: boolean;
  /** What the answer listed and was about, as data, for the next turn (docs/decisions/0188). */
  state: ChatState;
};

/**
 * What the client sent beside the messages (both optional, both validated by the route's schema):
 * the state the last answer ended with, and the page the chat is open on.
 */
export type ConversationInput = { state?: ChatState; page?: string };

/** One turn being answered: the conversation so far, the client's state of the last answer, the page, the language. */
type Turn = {
  history: readonly ChatMessage[];
  /** The last answer's state, when the client sent it back and the history has that answer. */
  state?: ChatState;
  /** The platform whose page the chat is open on. */
  pagePlatform?: Platform;
  /** True when that page was opened after the last answer (or nothing was answered yet): 'it' means it. */
  pageIsNew: boolean;
  lang: Language;
};

// ---------------------------------------------------------------------------------------------
// Conversation context

/** The synonym table's words that only say "AI" (its generic rows): they name no task. */
const genericPhrases: ReadonlySet<string> = new Set(synonyms.filter((e) => e.generic).flatMap((e) => e.phrases.map((p) => fold(p))));
/** Phrases that count only when nothing else is read ('text', 'write', 'our company'): alone, they name no task beside a question. */
const weakPhrases: ReadonlySet<string> = new Set(synonyms.filter((e) => e.weak).flatMap((e) => e.phrases.map((p) => fold(p))));
/** Phrases that say who the visitor is ('ich bin Student', 'our company'), not a task (synonyms.json `who`). */
const whoPhrases: ReadonlySet<string> = new Set(synonyms.filter((e) => e.who).flatMap((e) => e.phrases.map((p) => fold(p))));

const idsIn = (text: string) => [...new Set([...text.matchAll(/\]\(\/platforms\/([a-z0-9-]+)\)/g)].map((x) => x[1]!))];
const found = (ids: readonly string[]) => ids.map((id) => getPlatform(id)).filter((p): p is Platform => Boolean(p));

/** The note, in each language, that the catalogue's descriptions are in English (the first paragraph of such an answer). */
const catalogueNotes: ReadonlySet<string> = new Set(Object.values(catalogueOfMessages).map((m) => m.catalogueNote));

/** Platforms an earlier turn was about, newest turn first: what "it" and "them" refer to. */
function focusFromHistory(history: readonly ChatMessage[], state?: ChatState): Platform[] {
  const last = history.findLastIndex((m) => m.role === "assistant");
  for (const [i, m] of [...history.entries()].reverse()) {
    // The last answer as the server said it was, not as its Markdown reads (docs/decisions/0188).
    if (state && i === last) {
      const about = found(state.about);
      if (about.length) return about;
      continue;
    }
    if (m.role === "user") {
      const named = namedPlatforms(m.content.slice(0, 2000)).platforms;
      if (named.length) return named;
      continue;
    }
    // The lead paragraph, past the note that the catalogue's descriptions are in English.
    const paragraphs = m.content.split("\n\n");
    const lead = idsIn((catalogueNotes.has(paragraphs[0]!) ? paragraphs[1] : paragraphs[0]) ?? "");
    const platforms = found(lead.length ? lead : idsIn(m.content).slice(0, 1));
    if (platforms.length) return platforms;
    const named = namedPlatforms(m.content.slice(0, 600)).platforms;
    if (named.length) return named.slice(0, 1);
  }
  return [];
}

/** The numbered platforms of the last answer ("which of those..."), in its order: from the state when the client sent it. */
function listFromHistory(history: readonly ChatMessage[], state?: ChatState): Platform[] {
  if (state) return found(state.listed);
  const last = [...history].reverse().find((m) => m.role === "assistant");
  if (!last) return [];
  return found(numberedIds(last.content));
}

/** The platforms of an answer's numbered list, in its order. */
function numberedIds(answer: string): string[] {
  return [...answer.matchAll(/^\d+\. \*\*\[[^\]]+\]\(\/platforms\/([a-z0-9-]+)\)/gm)].map((m) => m[1]!);
}

/** Every platform a numbered list of the conversation has shown, the last one's from the state when the client sent it. */
function listedSoFar(history: readonly ChatMessage[], state?: ChatState): Set<string> {
  const shown = new Set(state?.listed ?? []);
  for (const m of history) if (m.role === "assistant") for (const id of numberedIds(m.content)) shown.add(id);
  return shown;
}

const ordinalWords = new Map<string, number>([
  ["first", 0], ["1st", 0], ["top", 0], ["second", 1], ["2nd", 1], ["third", 2], ["3rd", 2], ["fourth", 3], ["4th", 3], ["fifth", 4], ["5th", 4], ["last", -1],
]);
const ordinalRef = /\b(?:(?:the|that|your) (first|1st|top|second|2nd|third|3rd|fourth|4th|fifth|5th|last)(?: one| option| pick| tool| platform| app| suggestion)?|(first|second|third|fourth|fifth|last) one|(?:number|no|#) ?([1-5]))\b/;

const firstTwo = intentPattern("firstTwo");
const firstThree = intentPattern("firstThree");
/** 'The first two', 'die ersten drei': how many of the last list's first platforms are meant, if any. */
function firstFewOf(norm: string): number | undefined {
  const padded = ` ${norm} `;
  return firstTwo.test(padded) ? 2 : firstThree.test(padded) ? 3 : undefined;
}

/** 'the first one', 'the third', 'number 2': a platform of the last numbered answer. */
function ordinalFromHistory(norm: string, history: readonly ChatMessage[], state?: ChatState): Platform | undefined {
  const m = ordinalRef.exec(norm);
  if (!m) return undefined;
  // After a comparison, which lists no numbered platforms, the order is the comparison's ('Fireflies
  // vs Otter … does the second one work with Teams?' is Otter).
  const numbered = listFromHistory(history, state);
  const list = numbered.length ? numbered : focusFromHistory(history, state);
  const index = m[3] ? Number(m[3]) - 1 : (ordinalWords.get(m[1] ?? m[2] ?? "") ?? 0);
  return index < 0 ? list.at(-1) : list[index];
}

/** How many platforms of a list an attribute question over the list ('which of those has an API?') answers for. */
const MAX_LISTED_ATTRIBUTES = 5;

/** 'Does it have an app?': any app, a phone's or a computer's (intents.json appQuestion). */
const appQuestion = intentPattern("appQuestion");
const APP_PLACES: RunsOn[] = ["ios", "android", "macos", "windows"];

/**
 * The attributes a message asks about, if any: those it names ('does it have an API', 'an iPhone app?'),
 * or any app, a phone's or a computer's, when it asks whether there is one and names no task ('does
 * it have an app?'; 'is there an app for removing backgrounds?' asks for tools).
 */
function attributesAsked(q: Question): AttributesAsked | undefined {
  if (q.task.has.length || q.task.runs.length) return { has: q.task.has, runs: q.task.runs };
  const onlyApp = !q.task.tasks.length && q.task.needs.every((n) => n.useCases.includes("app-development"));
  return onlyApp && appQuestion.test(q.norm) ? { has: [], runs: APP_PLACES } : undefined;
}

/** Whether the last answer was a comparison: as the server said it was, or as its opening reads (an old client's history). */
function comparedLast(history: readonly ChatMessage[], state?: ChatState): boolean {
  return state ? state.answer === "compare" : comparedIn.test(history.findLast((m) => m.role === "assistant")?.content ?? "");
}

/** Only objects were read ('file', 'the files': table entries weighted under a half), and no fine-grained task. */
const objectsOnlyIn = (q: Question) => q.task.needs.length > 0 && q.task.needs.every((n) => n.weight < 0.5) && !q.task.tasks.length;

/** Words before a product that make it where the visitor works, not what they ask about ('we live in HubSpot', 'it has to work with Notion'). */
const placeWords: ReadonlySet<string> = new Set(intents.lists.prepositions.phrases.filter((w) => !["to", "from", "for"].includes(w)));
/** Whether the word right before `at` in a text is one of those ('in' of 'my notes are in Notion'). */
const placedAt = (text: string, at: number) => placeWords.has(fold(text.slice(0, at)).trim().split(/\s+/).at(-1) ?? "");

/** Where data must stay ('in the EU'): beside a task, a wish (intents.json residency). */
const residency = intentPattern("residency");

/** 'Unrelated, but…', 'by the way': a new subject, never a refinement of the question before. */
const changeOfSubject = intentPattern("changeOfSubject");

/** Thanks or an acknowledgement opening a message (intents.json thanks). */
const thanksOpening = intentPattern("thanks").pattern;
/** Words that only join what follows a thanks to it ('thanks! also…', 'ok thx, and…'; intents.json thanksJoin). */
const joiningWords = intentPattern("thanksJoin").pattern;

/**
 * What a message says after the thanks it opens with ('ok thanks. how do I clear a drain?' says
 * 'how do i clear a drain'), folded and padded; undefined when it opens with none.
 */
function afterThanks(text: string): string | undefined {
  let rest = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
  if (!thanksOpening.test(rest)) return undefined;
  while (thanksOpening.test(rest) || joiningWords.test(rest)) rest = ` ${rest.replace(thanksOpening, " ").replace(joiningWords, " ").trim()} `;
  return rest;
}

/** The attribute wishes of a question in the words the engine reads them from ('runs locally', 'iphone'). */
function wishWords(q: Question): string {
  const { filters, places } = intents.attributes;
  return [...q.task.has.map((k) => filters[k]?.[0]), ...q.task.runs.map((r) => places[r]?.[0])].filter(Boolean).join(" ");
}

/** A message whose every phrase the tables read is what the visitor has ('I have about 500 photos for my shop'), no task. */
function saysOnlyWhatIsHad(q: Question, text: string): boolean {
  if (q.task.tasks.length || !q.task.phrases.length) return false;
  const had = contextWordsOf(text.slice(0, 2000));
  return q.task.phrases.every((ph) => ph.split(" ").every((w) => had.has(w)));
}

/** A message asked again with the visitor's question before it, in the conversation before that one (its history is shorter, so this ends). */
function withTheQuestionBefore(text: string, history: readonly ChatMessage[]): OfflineAnswer | undefined {
  const before = history.findLast((m) => m.role === "user");
  return before ? answerQuestion(`${before.content.slice(0, 1000)} ${text}`, history.slice(0, history.lastIndexOf(before))) : undefined;
}

/** The newest earlier user turn that stated a task, for "and free ones?" follow-ups. */
function taskFromHistory(history: readonly ChatMessage[]): { useCases: UseCaseId[]; text: string } | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const m = history[i]!;
    if (m.role !== "user") continue;
    const q = understand(m.content.slice(0, 2000));
    // A turn that names only objects ('they're Word files') states no task: the one before it did.
    // Nor does one that only says what the visitor has ('I have about 500 photos for my shop').
    if (q.useCases.length && !q.platforms.length && !saysOnlyWhatIsHad(q, m.content) && q.task.needs.some((n) => n.weight >= 1)) {
      // One that opened with how the tool should work, or what it is for ('something with a visual calendar'
      // after scheduling posts) was read with the task before it, and still is.
      const before = opensWithWish(m.content) ? taskFromHistory(history.slice(0, i)) : undefined;
      if (before) return { useCases: [...new Set([...before.useCases, ...q.useCases])], text: `${before.text}. ${m.content.slice(0, 200)}` };
      return { useCases: q.useCases, text: m.content.slice(0, 200) };
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Deciding what to answer

/** A message that opens with whom or what a thing is for: a `purposeFor` word and an article or a possessive ('for a wedding photographer', 'pour mon équipe'). */
const purposeWords = phrasePattern(intents.lists.purposeFor.phrases).source;
const purposeOpening = new RegExp(`^ ${purposeWords} ${phrasePattern(intents.lists.fillers.phrases).source} `, "u");

/** A message opening as a yes-or-no question (intents.json yesNoStart). */
const yesNoQuestion = intentPattern("yesNoStart");

/** A word of choosing between two things ('iPhone or Android', 'Mac vs Windows'). */
const choiceWord = new RegExp(` ${phrasePattern(intents.lists.conjunctions.phrases.filter((w) => !["and", "y", "e", "ed", "et", "und"].includes(w))).source} `, "u");

/** A word for a tool ('app', 'software', 'KI'): intents.json askForTool without its question words ('which', 'best', 'vs'). */
const questionWords: ReadonlySet<string> = new Set(["which", "vs", "compare", "best", "free", "price", "pricing", "cost", "recommend*", "suggest", "alternative*", "generate"]);
const toolNoun = new RegExp(` ${phrasePattern(intents.lists.askForTool.phrases.filter((w) => !questionWords.has(w))).source} `, "u");

/** A message that opens with a `purposeFor` word ('for short ads', 'para mi tienda'). */
const purposeStart = new RegExp(`^ ${purposeWords} `, "u");

/** A message that opens with what a task starts from ('from a single concept drawing', 'a partir de una foto'). */
const inputOpening = new RegExp(`^ ${phrasePattern(intents.lists.inputFrom.phrases).source} `, "u");

/** Pronouns that stand for several things ('do they have an API?', 'ils ont une appli ?'). */
const pluralPronoun = /\b(?:they|them|these|those|both|ellos|ellas|ils|elles|eles|elas|loro)\b/;

/** 'It' and 'them', which stand for the visitor's material as understand.ts reads them (withPronounsResolved), and the words that point at a list instead. */
const materialPronoun = /\b(?:them|it)\b/;
const listPronoun = /\b(?:ones|those|these)\b/;

/** 'Which one is open source?', 'welches davon…': a question asked of several, each answered. */
const whichOf = intentPattern("whichOf");

/** A message that opens with how the tool wished for should work ('ideally we just ask questions in plain English', 'without a watermark'). */
const wishOpening = phrasePattern(intents.lists.wishOpening.phrases, { at: "start" });
/** Words that open a description of the tool by what it does ('something that', 'anything which'), at the start of a padded text. */
const describedThing = new RegExp(`^ ${phrasePattern(intents.lists.describedThing.phrases).source} `, "u");

/** A message that opens with whom or what the tool is for, what it starts from, or how it should work: said of the task before it. */
function opensWithWish(text: string): boolean {
  const padded = ` ${fold(text)} `;
  return purposeOpening.test(padded) || inputOpening.test(padded) || wishOpening.test(padded) || opensWithItsVerb(padded);
}

/** Words after a plural noun that make it one ('videos for my course', 'photos of the kids'), not a verb. */
const nounFollowers: ReadonlySet<string> = new Set(["for", "of", "from", "about", "and", "or", "in", "on", "at", "by", "with", "please", "too", "only"]);

/**
 * A message that opens with a verb in the third person, its subject left out ('books jobs into my
 * calendar' after an AI receptionist): what the tool asked for should do.
 */
function opensWithItsVerb(padded: string): boolean {
  // (Not after 'it': 'it needs fresh web results' may be the visitor's own project.)
  // 'Something that' before the verb says the same ('something that picks up and texts me').
  const [verb, after] = padded.replace(describedThing, " ").trim().split(" ");
  if (!verb || verb.length < 4 || !verb.endsWith("s") || verb.endsWith("ss") || stopWords.has(verb)) return false;
  const base = verb.endsWith("es") && isEnglishWord(verb.slice(0, -2)) ? verb.slice(0, -2) : verb.slice(0, -1);
  return isEnglishWord(base) && (after === undefined || !nounFollowers.has(after));
}

const better = (missing: UseCaseId[]) =>
  engine
    .recommend(missing.join(" "), { free: false, cheap: false })
    .results.filter((r) => missing.some((u) => r.reasons.useCases.includes(u)))
    .map((r) => r.platform);

/** The text of the task in a question about alternatives ('alternatives to Canva for logos' gives 'for logos'). */
function taskText(q: Question): string | undefined {
  return q.useCases.length ? q.text : undefined;
}

/**
 * The task asked before, when a question about others like a platform names none of its own and the
 * platform does that task ('cheaper than ElevenLabs?' after text to speech for narration): the others
 * are to do it too, not whatever else is like the platform (its music-making neighbours).
 */
function earlierTaskOf(p: Platform, q: Question, history: readonly ChatMessage[]): string | undefined {
  if (q.useCases.length) return undefined;
  const own = p.vocabulary?.tasks ?? [];
  const doneByIt = (text: string) => understand(text).task.tasks.some((t) => own.includes(t.id));
  const earlier = taskFromHistory(history);
  if (earlier) return doneByIt(earlier.text) ? earlier.text : undefined;
  // The task said with the platform's name ('I tried ElevenLabs for reading my blog posts aloud', then 'too pricey, anything free?').
  const last = [...history].reverse().find((m) => m.role === "user")?.content.slice(0, 200);
  // (Without the name, which would otherwise be read as the thing searched for.)
  return last !== undefined && understand(last).platforms.some((x) => x.id === p.id) && doneByIt(last) ? last.replace(new RegExp(escapeRegExp(p.name), "gi"), " ") : undefined;
}

function alternatives(p: Platform, q: Question, lang: Language, earlier?: string): OfflineAnswer {
  // 'Cheaper than Runway', 'like Grammarly but cheaper', 'is there something cheaper?' after it.
  const cheaperThan = q.cues.cheaper ? monthlyPrice(p) : undefined;
  const c = { free: q.free, budget: q.budget, cheap: q.cheap || cheaperThan !== undefined };
  // The subject's own use cases are not a task: 'alternatives to Grammarly' asks for its kind.
  const own = new Set(p.useCases as string[]);
  // Wishes said in words ('that I can host myself', 'with an API') go to the engine with the text, which reads them.
  const task = q.useCases.some((u) => !own.has(u)) ? taskText(q) : attributesAsked(q) ? q.text : earlier;
  const found = engine.alternatives(p, task, c);
  return answered(alternativesAnswer(p, found, c, cheaperThan, lang), { listed: alternativesShown(p, found, cheaperThan, c.free || c.budget !== undefined), about: [p] });
}

/**
 * The tasks a question about one platform asks it to do ('is ChatGPT good for coding?'): objects
 * such as 'documents' or 'emails' (table entries weighted under 1) are no task to say yes or no to.
 */
function tasksAsked(q: Question): UseCaseId[] {
  return [...new Set(q.task.needs.filter((n) => n.weight >= 1).flatMap((n) => n.useCases))].filter((u) => comparedFor(q).includes(u));
}

function constraintsOf(q: Question) {
  return { free: q.free, budget: q.budget, cheap: q.cheap, team: q.team };
}

/** Earlier questions, used only to decide what "copilot" means. */
const contextOf = (history: readonly ChatMessage[]) => history.filter((m) => m.role === "user").map((m) => m.content.slice(0, 500)).join(" ");

function answerQuestion(text: string, history: readonly ChatMessage[], input: ConversationInput = {}): OfflineAnswer {
  const q = understand(text, contextOf(history));
  const lang = conversationLanguage(text, history);
  const answeredBefore = history.some((m) => m.role === "assistant");
  const pagePlatform = platformOfPage(input.page);
  const turn: Turn = {
    history,
    // The state describes the last answer: with no answer in the history there is nothing for it to describe.
    ...(input.state && answeredBefore ? { state: input.state } : {}),
    ...(pagePlatform ? { pagePlatform } : {}),
    pageIsNew: Boolean(pagePlatform) && (!answeredBefore || (input.state !== undefined && input.state.page !== input.page)),
    lang,
  };
  const body = route({ ...q, language: lang }, turn);
  // Catalogue text (descriptions, strengths, quotes) stays English: one sentence says so when the answer has some.
  const note = lang !== "en" && !body.unanswered && /\]\(\/platforms\//.test(body.text) && !body.text.startsWith(say(lang, "catalogueNote")) ? `${say(lang, "catalogueNote")}\n\n` : "";
  return { ...body, text: `${note}${body.text}`, state: { ...body.state, ...(input.page ? { page: input.page } : {}) } };
}

const ids = (ps: readonly Platform[]) => ps.map((p) => p.id);

/** An answer and what it listed and was about. */
function answered(text: string, shown: { listed?: readonly Platform[]; about?: readonly Platform[]; answer?: ChatState["answer"] } = {}): OfflineAnswer {
  const listed = ids(shown.listed ?? []);
  const about = ids(shown.about ?? (shown.listed ?? []).slice(0, 1)).slice(0, 5);
  return { text, unanswered: false, state: { listed, about, answer: shown.answer ?? (listed.length ? "list" : about.length ? "about" : "other") } };
}

/** A ranked recommendation and the platforms it lists. */
/** An answer's platforms that serve one of the use cases first, the others after them, each in the order found. */
function servingFirst(found: engine.EngineAnswer, cases: readonly UseCaseId[]): engine.EngineAnswer {
  const serves = (p: Platform) => platformUseCases(p).some((u) => cases.includes(u));
  return { ...found, results: [...found.results.filter((r) => serves(r.platform)), ...found.results.filter((r) => !serves(r.platform))] };
}

function recommended(found: engine.EngineAnswer, c: engine.Constraints & { team?: boolean }, lang: Language, prefix = ""): OfflineAnswer {
  return answered(`${prefix}${recommendAnswer(found, c, lang)}`, { listed: recommendShown(found) });
}

function route(q: Question, turn: Turn): OfflineAnswer {
  const { history, lang } = turn;
  const subjects = q.platforms;
  const c = constraintsOf(q);

  // A short reply to "Which Copilot do you mean?" answers the question asked before it.
  const previous = history.at(-1);
  const askedWhichCopilot = turn.state ? turn.state.answer === "copilot" : previous?.role === "assistant" && COPILOT_QUESTIONS.some((x) => previous.content.startsWith(x));
  if (previous?.role === "assistant" && askedWhichCopilot && q.words <= 6) {
    const resolved = subjects.find((p) => p.id.endsWith("copilot"))?.id ?? resolveCopilot(q.norm, []);
    const asked = [...history].reverse().find((m) => m.role === "user");
    if (resolved && asked) {
      const name = getPlatform(resolved)!.name;
      const earlier = history.slice(0, history.lastIndexOf(asked));
      return answerQuestion(asked.content.replace(/\bco-?pilot\b/gi, name), earlier, { ...(turn.pagePlatform ? { page: `/platforms/${turn.pagePlatform.id}` } : {}) });
    }
  }

  // About the site itself: its own facts and pages, no product list.
  const topic = siteTopic(q.text);
  // 'Is it listed here?' right after an answer that said we lack a product: that product, named again as missing.
  const lackedBefore = topic === "suggest" && q.cues.pronoun && !subjects.length ? missingNamedIn(history.findLast((m) => m.role === "assistant")?.content ?? "") : undefined;
  if (lackedBefore) return answered(notInCatalogueAnswer(lackedBefore, lang));
  if (topic) return answered(siteAnswer(topic, lang, subjects.length === 1 ? { id: subjects[0]!.id, name: subjects[0]!.name } : undefined));
  // Not what the assistant is for ('tell me a joke', 'the capital of Australia'): one sentence, and a pointer.
  // A new subject announced ('unrelated, but my dishwasher beeps') that names no task or platform is no request for a tool either.
  // A question whose only words the tables know are objects ('file', 'document'), that asks for no
  // tool and follows no list, is about something else ('how do I file taxes as a freelancer?').
  const objectsOnly = objectsOnlyIn(q) && questionForNoTool(q.text) && !listFromHistory(history, turn.state).length;
  const newSubject = changeOfSubject.test(q.norm);
  const wishesOnly = q.task.has.length > 0 || q.task.runs.length > 0;
  // A choice between devices or systems and nothing asked of a tool ('iPhone or Android?', 'Mac or Windows laptop
  // for college'), with no list before to ask it of: a purchase, not a tool. So is a question with nothing of a
  // tool in it right after such an answer ('ok but which has better battery life').
  const noTask = q.task.phrases.every((ph) => whoPhrases.has(ph)) && !q.task.tasks.length && !q.task.has.length;
  const noList = !listFromHistory(history, turn.state).length && !comparedLast(history, turn.state);
  // So is a how-to question about a device, with no tool asked for ('how do I reset my iPhone passcode?').
  const deviceChoice = q.task.runs.length > 0 && (choiceWord.test(` ${q.norm} `) || (questionForNoTool(q.text) && !q.useCases.length)) && !toolNoun.test(` ${q.norm} `) && noTask && noList;
  const lastWasOffTopic = history.findLast((m) => m.role === "assistant")?.content.startsWith(offTopicAnswer(undefined, lang).slice(0, 40)) ?? false;
  const stillOffTopic = lastWasOffTopic && noTask && !q.task.runs.length;
  // 'Can you just make the image for me?': the assistant draws nothing; the site's image generator does.
  if (!subjects.length && asksForImageHere(q.text)) return answered(say(lang, "imageHere"));
  if (!subjects.length && (isOffTopic(q.text) || objectsOnly || deviceChoice || stillOffTopic || (newSubject && !q.useCases.length && !wishesOnly))) {
    // ('AI' alone points at no use case: 'is AI going to replace radiologists?' gets the finder.)
    const useCase = objectsOnly || asksAboutAI(q.text) || q.task.phrases.every((ph) => genericPhrases.has(ph)) ? undefined : q.useCases.find((u) => u !== "free");
    return answered(offTopicAnswer(useCase ? { id: useCase, label: labelOfUseCase(useCase) } : undefined, lang));
  }
  // A new subject announced with a request ('ok separate question, I want to run a model locally'):
  // a first question, nothing of the conversation before carried into it. So is a question for no
  // tool after thanks ('ok thanks. how do I clear a drain?'): the thanks closed the exchange before.
  const thanked = afterThanks(q.text);
  // (Not one pointing back: 'thanks! does it work with Meet?', 'thx, and the second one?', 'ok what else then'.)
  const pointsBack = q.cues.pronoun || q.cues.ofThose || q.cues.continuation || q.cues.more || ordinalFromHistory(q.norm, history, turn.state) !== undefined;
  const newAfterThanks = thanked !== undefined && !subjects.length && !pointsBack && questionForNoTool(thanked);
  if ((newSubject || newAfterThanks) && history.length) return route(q, { ...turn, history: [], state: undefined });
  // A product the catalogue does not list, asked about by name (the engine's recogniser, lower case
  // included): say so, then the nearest kind of tool when the question says what for. Beside a
  // platform it lists ('is sora better than runway?'), the answer about that one follows.
  const missing = unknownNameOf(q.text);
  // A follow-up to an answer about a product the catalogue lacks ('is Pi still around?' then 'if not,
  // what's the closest thing?'): the two questions together, so the answer names it again and lists
  // its kind with what the follow-up adds.
  const lastAnswer = history.findLast((m) => m.role === "assistant");
  const lastAsked = history.findLast((m) => m.role === "user");
  const beforeLastAsked = lastAsked ? history.slice(0, history.lastIndexOf(lastAsked)) : history;
  /** The last question and this one read as one, in the conversation before them. */
  const askedTogether = (asked: ChatMessage, separator: string) =>
    route({ ...understand(`${asked.content.slice(0, 1000)}${separator}${q.text}`, contextOf(beforeLastAsked)), language: lang }, { ...turn, history: beforeLastAsked, state: undefined });
  // (Not one pointing at the platforms that answer listed: 'compare the first two', 'which of those…'.)
  const atTheList = listFromHistory(history, turn.state).length > 0 && (firstFewOf(q.norm) !== undefined || ordinalFromHistory(q.norm, history, turn.state) !== undefined || q.cues.ofThose);
  if (!missing && !subjects.length && !atTheList && lastAsked && lastAnswer?.content.includes("](/suggest-a-tool?name=")) {
    if (unknownNameOf(lastAsked.content)) return askedTogether(lastAsked, " ");
    // Further on ('tell me about Tome', 'is it still good for slides?', then 'how much does it cost now?'):
    // 'it' is still the product the last answer said we lack, named again with the question before.
    const lacked = q.cues.pronoun ? missingNamedIn(lastAnswer.content) : undefined;
    if (lacked) return askedTogether({ ...lastAsked, content: `${lacked} ${lastAsked.content}` }, " ");
  }
  // A need after a statement that only said where the visitor works, in a platform the catalogue lists
  // ('All my notes are in Notion', then 'I'd love an AI that answers questions from my own pages'):
  // the two read together, so the platform that is there comes first when it does the job.
  if (!subjects.length && q.useCases.length && lastAsked && !lastAsked.content.includes("?")) {
    const said = understand(lastAsked.content, contextOf(beforeLastAsked));
    const at = said.platforms.length === 1 ? mentionSpans(lastAsked.content).find((m) => m.id === said.platforms[0]!.id) : undefined;
    if (at && placedAt(lastAsked.content, at.start)) return askedTogether(lastAsked, ". ");
  }
  // A task said of 'them' or 'it' right after the visitor said what they have ('I have 300 pages of lecture
  // notes in PDF', then 'want to turn them into a podcast'): the pronoun is that material, so the two are read together.
  // ('Them' or 'it', the material: 'ones', 'those' and 'these' point at a list. A statement is a sentence, not a bare request like 'best image generator'.)
  const saidOfMaterial = materialPronoun.test(q.norm) && !listPronoun.test(q.norm);
  if (!subjects.length && q.useCases.length && saidOfMaterial && lastAsked && lastAsked.content.trim().split(/\s+/).length >= 5 && saysWhatIsHad(lastAsked.content) && !understand(lastAsked.content).platforms.length) return askedTogether(lastAsked, ". ");
  // 'We live in HubSpot' after a comparison or a list: where the visitor works, not the product asked
  // about. The answer still says the catalogue lacks it, then keeps the comparison or the earlier task.
  const where = missing !== undefined && placedAt(q.text, q.text.indexOf(missing)) && history.some((m) => m.role === "assistant");
  const place = missing ?? placeNameOf(q.text);
  const lacking = (answer: OfflineAnswer): OfflineAnswer => (place ? { ...answer, text: `${notInCatalogueAnswer(place, lang)}\n\n${answer.text}` } : answer);
  if ((where || place) && !q.useCases.length && !subjects.length) {
    const compared = focusFromHistory(history, turn.state);
    if (comparedLast(history, turn.state) && compared.length >= 2) return lacking(answered(compareAnswer(compared, [], lang), { about: compared.slice(0, 3), answer: "compare" }));
  }
  if (where) return lacking(routeKnown(q, turn));
  if (missing) {
    // Said once: an answer that asked the question again with the one before may have said it already.
    const note = notInCatalogueAnswer(missing, lang);
    const noted = (text: string) => (text.includes(note) ? text : `${note}\n\n${text}`);
    const rest = understand(q.text.replace(missing, " "), contextOf(history));
    if (rest.platforms.length) {
      const about = routeKnown({ ...rest, language: lang }, turn);
      return { ...about, text: noted(about.text) };
    }
    // The guides may still say something about it ('SynthID'): that answer follows.
    const known = routeKnown(q, turn);
    if (/\]\(\/blog\//.test(known.text)) return { ...known, text: noted(known.text) };
    // The nearest kind: what the rest of the question asks for, or the platforms whose entries mention the name ('LM Studio' in Cline's).
    const nearest = q.useCases.length || q.task.has.length || q.task.runs.length ? engine.recommend(q.text, c) : engine.recommend(missing, c);
    if (nearest?.results.length) return recommended(nearest, { ...c, team: q.team }, lang, `${notInCatalogueAnswer(missing, lang)}\n\n${say(lang, "nearestKind")}\n\n`);
    return answered(`${notInCatalogueAnswer(missing, lang)}${say(lang, "orFinder")}`);
  }
  return routeKnown(q, turn);
}

/** What a comparison is asked for: 'which is easier for someone who isn't a developer?' asks for no coding. */
const comparedFor = (q: Question): UseCaseId[] => (q.task.noCode ? q.useCases.filter((u) => !buildingUseCases.has(u)) : q.useCases);

/** 'Free' in the six languages, as a question of price asks it ('is it free?', '¿es gratis?'). */
const freeWord = /\b(free|gratis|kostenlos|gratuit|gratuito)\b/;

/** The answer to a question that names nothing the catalogue lacks. */
function routeKnown(q: Question, turn: Turn): OfflineAnswer {
  const { history, state, lang } = turn;
  const { cues } = q;
  const subjects = q.platforms;
  const c = constraintsOf(q);
  const askedFree = freeWord.test(q.norm);
  const aboutIt = /\b(is it|can it|does it|will it|could it|is that|are they|can they|do they|is this)\b/.test(q.norm);
  const compare = (ps: readonly Platform[], asked: readonly UseCaseId[]) => answered(compareAnswer(ps, asked, lang), { about: ps.slice(0, 3), answer: "compare" });
  // The price of one platform, then the three most like it (those with a free plan when free was asked, the cheapest first when cheap was): a visitor weighing a price is often choosing among its kind.
  const price = (ps: readonly Platform[]) => {
    const alike = ps.length === 1 ? similarLine(ps[0]!, engine.alternatives(ps[0]!, undefined, { free: askedFree, cheap: q.task.cheap }).results.map((r) => r.platform), lang) : "";
    return answered(`${priceAnswer(ps, askedFree, q.team, lang)}${alike ? `\n\n${alike}` : ""}`, { about: ps.slice(0, 3) });
  };
  const describe = (p: Platform, asked: readonly UseCaseId[]) =>
    answered(describeAnswer(p, asked, better, lang, engine.alternatives(p, undefined, { free: false, cheap: false }).results.map((r) => r.platform)), { about: [p] });
  // What one platform has; where it is not recorded with all of it, the three most like it that are and do the same job (never a spreadsheet for ChatGPT on Windows).
  const attributes = (ps: readonly Platform[], asked: AttributesAsked) => {
    const wish = { free: false, tiers: [], categories: [], has: [...asked.has], runs: [...asked.runs] };
    const lacking = ps.length === 1 && failedConstraints(ps[0]!, wish).length > 0;
    const others = lacking
      ? engine.alternatives(ps[0]!, undefined, c).results.map((r) => r.platform).filter((x) => sameJob(ps[0]!, x) && !failedConstraints(x, wish).length)
      : [];
    const alike = others.length ? similarLine(ps[0]!, others, lang, "similarWith") : "";
    return answered(`${attributeAnswer(ps, asked, lang)}${alike ? `\n\n${alike}` : ""}`, { about: ps.slice(0, 3) });
  };
  const policy = (p: Platform, topic: "privacy" | "rights") => answered(policyAnswer(p, topic, lang), { about: [p] });
  const guides = () => answered(articlesAnswer(q.text, lang));

  const asked = attributesAsked(q);
  if (subjects.length >= 2) {
    if (cues.alternatives && !cues.compare) return alternatives(subjects[0]!, q, lang);
    // 'Do Cursor and Windsurf have a JetBrains plugin?': what each has, quoted.
    if (asked && !cues.compareStrong) return attributes(subjects, asked);
    // A price asked of two named with a soft comparison word ("how much is Claude Code? is it in the Pro plan or billed separately?") is a price question.
    if (cues.price && !cues.compareStrong) return price(subjects);
    if (cues.article && !cues.compareStrong) return guides();
    return compare(subjects, comparedFor(q));
  }

  if (subjects.length === 1) {
    const p = subjects[0]!;
    // ('E o Surfer SEO, vale a pena?' after a list asks about that one: a list's first is no platform discussed.)
    if (cues.compareStrong || (cues.continuation && q.words <= 6 && (!listFromHistory(history, state).length || comparedLast(history, state)))) {
      // 'and compared with Windsurf?' after 'Cursor vs GitHub Copilot': all three, the earlier ones first.
      const others = focusFromHistory(history, state).filter((x) => x.id !== p.id).slice(0, 2);
      // After a list ('how does Intercom compare for that?'), the one named comes first, against the list's best.
      const afterList = listFromHistory(history, state).length > 0 && !comparedLast(history, state);
      if (others.length && (cues.compareStrong || !cues.price)) return compare(afterList ? [p, ...others.slice(0, 1)] : [...others, p], comparedFor(q));
    }
    if (q.ambiguousCopilot && cues.compare) return answered(copilotQuestion(lang), { answer: "copilot" });
    // 'I can't upload documents to ChatGPT. Is there something that runs on my own computer?': another platform with it.
    // 'Can't pay Semrush prices', 'Jasper is too expensive': the cheaper ones of its kind ('is it cheaper?' is about it).
    // 'Is remove.bg free? I can't pay for anything' asks whether it is free, the rest saying why: where it has a free plan,
    // the price answer says so (with the free ones like it); 'is Semrush free? I can't afford it' gets the cheaper ones.
    const freeAskedOfIt =
      p.pricing.tier !== "paid" && q.text.split(/[?!]+|\.(?=\s|$)/).some((s) => normalise(s).includes(` ${normalise(p.name).trim()} `) && freeWord.test(normalise(s)));
    // ('Photoshop is too pricey, keep it under 10 a month': with the platform named, 'it' is the budget's, not a question about it.)
    const cheaperThanIt = cues.cheaper && (!cues.pronoun || (q.budget !== undefined && q.platforms.some((x) => x.id === p.id))) && !aboutIt && !freeAskedOfIt;
    // After a list, others like a platform it did not list, asked with no task of their own ('something
    // with a nice chat interface like ChatGPT' after 'I want to run AI models on my own computer'): the
    // question before says what for, so the two are asked together (the local ones like ChatGPT).
    const shown = listFromHistory(history, state);
    // (Where the platform does the task asked before, 'cheaper than ElevenLabs?' after text to speech, its alternatives for that task are the answer, below.)
    if (cues.alternatives && !cues.compareStrong && shown.length && !q.task.tasks.length && !changeOfSubject.test(q.norm) && !earlierTaskOf(p, q, history)) {
      const together = taskFromHistory(history) ? withTheQuestionBefore(q.text, history) : undefined;
      if (together) return together;
    }
    if (cues.alternatives || (asked && cues.somethingElse) || cheaperThanIt) {
      // 'Does Grammarly have a free plan, or is there something free as good?': its price, then the others.
      const others = alternatives(p, q, lang, earlierTaskOf(p, q, history));
      return cues.priceThenOthers ? { ...others, text: `${price([p]).text}\n\n${others.text}` } : others;
    }
    if (asked) return attributes([p], asked);
    if (cues.policy) return policy(p, cues.policy);
    // 'What is Gamma and how much does it cost?': the description carries the price too.
    if (cues.price && cues.describe && !askedFree) return describe(p, tasksAsked(q));
    if (cues.price) return price([p]);
    if (cues.article) return guides();
    return describe(p, tasksAsked(q));
  }

  if (q.ambiguousCopilot) return answered(copilotQuestion(lang), { answer: "copilot" });

  // "Which of those is free?": a filter over the list just given.
  const listed = listFromHistory(history, state);
  // 'And for teams?' after a list is a constraint too: the earlier task, team plans first.
  const hasConstraint = q.free || q.budget !== undefined || q.cheap || q.team;
  // 'Any others?', 'what else?' after a list: the next matches of the task asked before, past every platform listed so far.
  // After alternatives to a platform or a comparison ('chatgpt vs claude', then 'any others?'): the next ones like it.
  if (cues.more && !subjects.length && !q.useCases.length && !hasConstraint && !asked) {
    const earlier = taskFromHistory(history);
    const shown = listedSoFar(history, state);
    // After a question about one platform for that task ('is otter hipaa compliant', then 'ok what
    // else then'), that one is among those shown too.
    const askedAbout = focusFromHistory(history, state);
    if (earlier && (shown.size || askedAbout.length)) {
      for (const p of askedAbout) shown.add(p.id);
      const found = engine.recommend(earlier.text, c);
      const rest = { ...found, results: found.results.filter((r) => !shown.has(r.platform.id)) };
      return answered(recommendAnswer(rest, c, lang, true), { listed: recommendShown(rest) });
    }
    const subject = askedAbout[0];
    if (!earlier && subject) {
      for (const p of askedAbout) shown.add(p.id);
      const found = engine.alternatives(subject, undefined, c);
      const rest = { ...found, results: found.results.filter((r) => !shown.has(r.platform.id)) };
      if (rest.results.length) return answered(alternativesAnswer(subject, rest, c, undefined, lang), { listed: alternativesShown(subject, rest, undefined, c.free || c.budget !== undefined), about: [subject] });
    }
  }
  // 'Tried Webflow, way too techy' or 'not ChatGPT, it kept making up references' after a list: the
  // task asked before, without the platform refused (the engine leaves it out), unless a task is asked now.
  if (q.refused.length && !subjects.length && listed.length && !q.useCases.length) {
    const earlier = taskFromHistory(history);
    if (earlier) return recommended(engine.recommend(`${earlier.text} ${q.text}`, c), { ...c, team: q.team }, lang);
  }
  if (listed.length && hasConstraint && cues.ofThose && !q.useCases.length) {
    const kept = engine.filterList(listed, c);
    return answered(listFilterAnswer(listed, kept, c, [], lang), { listed: kept });
  }
  // "Which of those has a phone app?", "do these run on Windows?": where each listed platform is recorded as running.
  // (A wish that defines a kind, 'can any of them be self-hosted?', orders the earlier task's platforms below.)
  if (listed.length && cues.ofThose && asked?.runs.length && !asked.has.length && !subjects.length && !q.task.tasks.length) return attributes(listed.slice(0, MAX_LISTED_ATTRIBUTES), asked);
  // "Which of those is best for logos?": the list just given, narrowed to the task (and any constraint).
  if (listed.length && cues.ofThose && q.useCases.length) {
    const task = q.useCases;
    const kept = engine.filterList(listed, c).filter((p) => task.some((u) => platformUseCases(p).includes(u)));
    // A task none of them does ('something that answers those automatically on my website' after chat
    // assistants, 'those' being the customers' messages) is asked anew, below.
    const doesTask = !q.task.tasks.length || kept.some((p) => q.task.tasks.some((t) => p.vocabulary?.tasks?.includes(t.id)));
    if (kept.length && doesTask) return answered(listFilterAnswer(listed, kept, c, task, lang), { listed: kept });
  }

  // "Only free ones", "what about under $10?" after a list: the earlier task again, with the new constraint.
  if (listed.length && hasConstraint && !q.useCases.length && !/\b(it|its)\b/.test(q.norm)) {
    const earlier = taskFromHistory(history);
    if (earlier) return recommended(engine.recommend(earlier.text, c), { ...c, team: q.team }, lang);
  }
  // 'And for a team of 5 that needs to share one brand voice?' after marketing copy: a constraint with words
  // of the same task (its use cases all the earlier task's) refines that task; the two are read together.
  if (listed.length && hasConstraint && q.useCases.length) {
    const earlier = taskFromHistory(history);
    if (earlier && q.useCases.every((u) => earlier.useCases.includes(u))) return recommended(engine.recommend(`${earlier.text} ${q.text}`, c), { ...c, team: q.team }, lang);
  }
  // 'Any free ones that work in the browser? School laptops are locked down': 'ones' is the kind just
  // listed, with the wishes said; the other words are reasons, not a new task ('free ones for video' is one).
  if (listed.length && cues.kindAgain && q.useCases.length && !/\bones? for\b/.test(q.norm)) {
    const earlier = taskFromHistory(history);
    if (earlier) return recommended(engine.recommend(`${earlier.text} ${wishWords(q)}`, c), { ...c, team: q.team }, lang);
  }
  // 'And get an audio summary for my commute' after a list for chatting with PDFs: one tool for both
  // jobs, so the two questions are read together (NotebookLM does both).
  if (listed.length && cues.addsToTask && q.useCases.length) {
    const earlier = taskFromHistory(history);
    if (earlier) return recommended(engine.recommend(`${earlier.text} ${q.text}`, c), { ...c, team: q.team }, lang);
  }
  // "Something I can host myself", "one with an API", "I can't code, can AI build it?" after a list:
  // the earlier task with that wish, read from the words ('AI' alone names no task).
  const genericOnly = q.task.phrases.every((ph) => genericPhrases.has(ph));
  // 'Do I need a developer? I'm not techy': code words beside not coding describe the visitor, not a task.
  const aboutCoding = q.task.noCode && q.useCases.every((u) => u === "code" || u === "vibe-coding");
  // 'Company only approves tools that run on our own servers', 'free if possible, I'm a student':
  // words about who is asking, after a list, describe the visitor; the earlier task stays.
  const whoOnly = q.task.phrases.length > 0 && q.task.phrases.every((ph) => whoPhrases.has(ph) || genericPhrases.has(ph)) && q.task.tasks.length === 0;
  // 'I want AI that works inside it instead of yet another separate app': only weak words ('app' is any
  // tool), no task of their own; the earlier task stays, 'it' being where the visitor works.
  const weakOnly = q.task.phrases.length > 0 && q.task.phrases.every((ph) => weakPhrases.has(ph)) && !q.task.tasks.length && !asked && !cues.policy;
  // 'For a wedding photographer, with a gallery' after 'make me a website': whom or what the earlier task is for, no task of its own.
  // 'From a single concept drawing, not from a text prompt' after '3D assets for my game': what the earlier task starts from.
  // 'In German and French too' after voiceovers: the languages it is done in, not a translation.
  const purposeOnly = opensWithWish(q.text) || q.task.languagesOnly === true;
  const howOnly = ((asked || q.task.noCode) && (!q.useCases.length || genericOnly || aboutCoding)) || whoOnly || weakOnly || purposeOnly;
  // A message opening with a wish says it of the task even with 'it' ('I'd rather self-host it').
  if (listed.length && howOnly && !aboutIt && !ordinalFromHistory(q.norm, history, state) && (!cues.pronoun || q.task.noCode || weakOnly || purposeOnly)) {
    const earlier = taskFromHistory(history);
    // (A sentence apart: 'books jobs into my calendar' opens its own.)
    // The wish refines the earlier task, never replaces it: the platforms doing that task come first ('with a ui like a chat app' after running Llama on a PC is no design tool).
    if (earlier) return recommended(servingFirst(engine.recommend(`${earlier.text}. ${q.text}`, c), earlier.useCases), { ...c, team: q.team }, lang);
    // After alternatives to a platform ('canva alternatives?', then 'something with more AI features built in'): its alternatives, with the wish.
    const subject = focusFromHistory(history, state)[0];
    // The question that asked for them still says what they are for ('… that runs on my own computer').
    const asking = [...history].reverse().find((m) => m.role === "user")?.content.slice(0, 200);
    if (subject && !listed.some((p) => p.id === subject.id)) return alternatives(subject, { ...q, useCases: [] }, lang, asking);
  }

  if (cues.article && !q.useCases.length) return guides();

  // What 'it' means: the page the chat was opened on when it is newer than the last answer, else
  // what the conversation was about, else the page.
  const focus = () => {
    if (turn.pagePlatform && turn.pageIsNew) return [turn.pagePlatform];
    const earlier = focusFromHistory(history, state);
    return earlier.length ? earlier : turn.pagePlatform ? [turn.pagePlatform] : [];
  };
  // 'Does the first one have an iPhone app?', 'is it open source?': the platform meant, from the last answer.
  // 'What's the difference between the first two?': those platforms side by side.
  const few = firstFewOf(q.norm);
  if (few && listed.length >= few && !subjects.length) return asked ? attributes(listed.slice(0, few), asked) : compare(listed.slice(0, few), q.useCases);
  // 'Do they have an API?', 'with an API so I can batch them' after a list: what is recorded for the first ones listed, not the first alone.
  // After a comparison, the platforms compared.
  if (asked && !subjects.length && (pluralPronoun.test(q.norm) || cues.ofThose || whichOf.test(` ${q.norm} `)) && !q.task.tasks.length) {
    const several = listed.length >= 2 ? listed : comparedLast(history, state) ? focusFromHistory(history, state) : [];
    if (several.length >= 2) return attributes(several.slice(0, MAX_LISTED_ATTRIBUTES), asked);
  }
  // A need for a kind of tool the platform is not ('now I need music for it, no copyright strikes' after Runway): a new task, not a question about it.
  const otherJob = (p: Platform) => q.task.needs.some((n) => n.weight >= 1 && n.categories !== undefined && !n.categories.includes(p.category));
  if (asked) {
    // 'It' beside a task the platform discussed does not do is what the visitor is making ('I'm building
    // a RAG agent', then 'it needs fresh web results through an API'): a request, not a question about it.
    // 'Is there an open-source one?' asks for another, not about the one discussed ('is there an iPhone app?' is about it).
    // So does a message that opens with the kind asked again ('one that works on android too').
    const anotherOne = /\b(?:is there|are there|any)(?: an?| any)?(?: \S+){0,3} ones?\b/.test(q.norm) || /^\s*(?:and |or |maybe |ideally )?(?:an? |any |some )?(?:\S+ )?ones? (?:that|which|with|for)\b/.test(q.norm);
    // 'Does it have an app?', and in a language that leaves the subject out ('¿tiene app?'), asks about the platform discussed.
    const hasAnApp = appQuestion.test(q.norm) && /\b(?:have|has|got|tiene|hat|tem|ha|a)\b/.test(q.norm) && !subjects.length;
    // 'Anything like that but open source?' asks for others like it, not about it.
    const itself = aboutIt || (cues.pronoun && !cues.somethingElse && !cues.alternatives && !anotherOne) || hasAnApp ? focus()[0] : undefined;
    const theirOwn =
      itself !== undefined &&
      (q.task.tasks.some((t) => !itself.vocabulary?.tasks.includes(t.id) && !(itself.useCases as string[]).includes(t.useCases[0]!)) ||
        otherJob(itself));
    const meant = ordinalFromHistory(q.norm, history, state) ?? (theirOwn ? undefined : itself);
    if (meant) return attributes([meant], asked);
  }
  // 'Does the second one work with Teams?': the platform meant, described, when nothing the catalogue
  // records is asked and no task is named.
  const meant = !q.useCases.length && !subjects.length ? ordinalFromHistory(q.norm, history, state) : undefined;
  if (meant && !cues.price && !cues.alternatives && !cues.policy) return describe(meant, tasksAsked(q));
  // 'Which of those lets us sell the book commercially?', 'do any of these train on my photos?' after a
  // list: what is known of each of the first three listed on it, as after a comparison.
  if (cues.policy && cues.ofThose && listed.length && !subjects.length) {
    const shown = listed.slice(0, 3);
    const topic = cues.policy;
    return answered(shown.map((p) => policyAnswer(p, topic, lang)).join("\n\n"), { about: shown });
  }
  // 'Is it safe?', 'can I sell them?' about the platform just discussed; privacy with none named is no task.
  // Not where the question asks for another job the platform does not do: a new task.
  if (cues.policy && (aboutIt || cues.pronoun) && !cues.alternatives && focus()[0] && !otherJob(focus()[0]!)) return policy(focus()[0]!, cues.policy);
  // 'Und welcher ist besser beim Datenschutz?' right after a comparison: what is known of each compared platform on it.
  if (cues.policy && !subjects.length && !q.task.tasks.length && comparedLast(history, state)) {
    const compared = focusFromHistory(history, state).slice(0, 3);
    const topic = cues.policy;
    if (compared.length >= 2) return answered(compared.map((p) => policyAnswer(p, topic, lang)).join("\n\n"), { about: compared });
  }
  // 'Is there a secure option? The company doesn't want the text stored' after a list: what the
  // catalogue cannot say about privacy, then the earlier task's platforms to check against it.
  if (cues.policy === "privacy" && listed.length && (q.task.phrases.every((ph) => weakPhrases.has(ph)) || !q.task.needs.length) && !q.task.tasks.length) {
    const earlier = taskFromHistory(history);
    if (earlier) return recommended(engine.recommend(`${earlier.text} ${wishWords(q)}`, c), { ...c, team: q.team }, lang, `${privacyGeneralAnswer(lang)}\n\n`);
  }
  // 'I want to run a model locally for privacy', 'a bot on our website that answers from our documents, with
  // the data kept in the EU': the wish is the request; the privacy note comes first.
  if (cues.policy === "privacy" && (q.task.has.length || q.task.runs.length || (q.task.tasks.length > 0 && residency.test(q.norm)))) {
    // After a list, a wish with no task of its own ('am liebsten selbst gehostet wg. DSGVO') is the earlier task's.
    const earlier = listed.length && !q.task.tasks.length && !q.useCases.length ? taskFromHistory(history) : undefined;
    const found = engine.recommend(earlier ? `${earlier.text} ${wishWords(q)}` : q.text, c);
    if (found.results.length) return recommended(found, { ...c, team: q.team }, lang, `${privacyGeneralAnswer(lang)}\n\n`);
  }
  // 'So what can I use instead that is private?' after DeepSeek's terms: what the catalogue cannot say
  // about privacy, then the others like the platform discussed.
  if (cues.policy === "privacy" && cues.alternatives && !subjects.length && focus()[0]) {
    const others = alternatives(focus()[0]!, q, lang);
    return { ...others, text: `${privacyGeneralAnswer(lang)}\n\n${others.text}` };
  }
  // 'We're a clinic, need a HIPAA AI scribe': a tool asked for, with privacy its condition: what the
  // catalogue cannot say about privacy, then the tools for the task.
  // ('Is my data safe with AI chatbots?' asks for no tool.)
  if (cues.policy === "privacy" && q.useCases.length && q.task.needs.some((n) => n.weight >= 1) && !weakOnly && !questionForNoTool(q.text) && !yesNoQuestion.test(q.norm)) {
    const found = engine.recommend(q.text, c);
    if (found.results.length) return recommended(found, { ...c, team: q.team }, lang, `${privacyGeneralAnswer(lang)}\n\n`);
  }
  if (cues.policy === "privacy") return answered(privacyGeneralAnswer(lang));
  if (aboutIt && q.useCases.length) {
    const [p] = focus();
    if (p) return describe(p, tasksAsked(q));
  }
  // "Which is better for coding?" right after a comparison: the same platforms, for that task.
  const afterComparison = comparedLast(history, state);
  // So is 'which is easier for someone who can't code?': the same platforms, for no coding.
  if ((q.useCases.length || q.task.noCode) && cues.compare && afterComparison) {
    const compared = focusFromHistory(history, state);
    if (compared.length >= 2) return compare(compared, comparedFor(q));
  }
  // 'For answering questions from our docs' after 'Chatbase vs CustomGPT', 'for short cinematic b-roll'
  // after 'Runway or Kling': what the comparison is for, the same platforms compared for it.
  if (afterComparison && !subjects.length && q.useCases.length && purposeStart.test(` ${fold(q.text)} `)) {
    const compared = focusFromHistory(history, state);
    if (compared.length >= 2) return compare(compared, comparedFor(q));
  }
  // 'For a small agency with about 10 clients' after 'Ahrefs or Semrush?': who is asking, about the
  // same comparison, with the team prices when a team is said.
  if (whoOnly && afterComparison && !subjects.length) {
    const compared = focusFromHistory(history, state);
    if (compared.length >= 2) return q.team ? answered(priceAnswer(compared, askedFree, true)) : compare(compared, []);
  }
  // 'I read they make you pay before you can download the files' after an answer about Tailor Brands:
  // objects alone ('files') name no task beside a word that points back; the platform is the subject.
  const pointsBack = (objectsOnlyIn(q) || !q.useCases.length) && cues.pronoun && !cues.alternatives && !listed.length && focus().length === 1;
  if (pointsBack) return cues.price || askedFree ? price(focus()) : describe(focus()[0]!, []);
  // After a list, a message that only says what the visitor has ('I have about 500 photos for my shop'
  // after background removers) is said of the question before: both are asked together.
  if (q.useCases.length && listed.length && !subjects.length && saysOnlyWhatIsHad(q, q.text) && !changeOfSubject.test(q.norm)) {
    const together = withTheQuestionBefore(q.text, history);
    if (together) return together;
  }
  if (q.useCases.length) {
    // A short follow-up ('and for video?', 'free ones for logos') keeps the earlier constraints' task only when it names none.
    const main = recommended(engine.recommend(q.text, c), { ...c, team: q.team }, lang);
    return cues.article ? { ...main, text: `${main.text}\n\n${articlesAnswer(q.text, lang)}` } : main;
  }

  if (cues.compareStrong || (cues.compare && cues.pronoun)) {
    const pair = focusFromHistory(history, state);
    if (pair.length >= 2) return compare(pair, q.useCases);
  }
  // 'Is there a less expensive option?' after a platform: what is cheaper than it ('is it cheaper?' is about it).
  const cheaperOne = cues.cheaper && !cues.pronoun && !q.useCases.length;
  // 'What is …?' describes the platform discussed only when it points back at it ('what is it?'): 'what's 15% of 340' after Fin is about something else.
  const describesFocus = cues.describe && (cues.pronoun || q.words <= 3);
  if (cues.alternatives || cheaperOne || cues.price || describesFocus || aboutIt) {
    const platforms = focus();
    const only = cues.price && !cues.pronoun && hasConstraint && !cheaperOne;
    if (platforms.length && !only) {
      if (cues.alternatives || cheaperOne) return alternatives(platforms[0]!, q, lang, earlierTaskOf(platforms[0]!, q, history));
      if (cues.price) return price(platforms);
      return describe(platforms[0]!, []);
    }
  }
  // 'What about for a team of 10?' after a comparison: the team prices of the platforms discussed.
  if (q.team && !q.useCases.length && focus().length) return answered(priceAnswer(focus(), askedFree, true));
  if (hasConstraint) {
    const earlier = taskFromHistory(history);
    if (earlier) return recommended(engine.recommend(earlier.text, c), { ...c, team: q.team }, lang);
    // 'Is there something cheaper?' or 'any free ones?' after a platform and no task: its alternatives
    // under that wish ('is it free?' asks about the platform itself: a pronoun, answered above).
    const [about] = focus();
    if (about && !cues.pronoun && !q.team) return alternatives(about, q, lang);
    // A price alone opening a conversation, with no word asking for a tool ('a good gift for my dad, 50
    // dollars max'), is about something else: the whole catalogue under that price is no answer to it.
    if ((q.budget !== undefined || q.free) && (history.length > 0 || asksForTool(q.text))) {
      const all = engine.recommend("", c);
      return recommended({ ...all, results: all.results.slice(0, 8) }, c, lang);
    }
  }
  // Wishes alone and no task before them ('something that runs locally', 'an open source one I can
  // host'): the platforms with those attributes, as the search page reads the same words.
  // After a platform, without 'it': the platforms like it with those attributes ('our company blocks
  // ChatGPT', then 'can we host our own chat interface on our servers?').
  if (attributesAsked(q) && !subjects.length) {
    const [about] = focus();
    if (about && !cues.pronoun) return alternatives(about, q, lang);
    const found = about ? undefined : engine.recommend(q.text, c);
    if (found?.results.length) return recommended({ ...found, results: found.results.slice(0, 8) }, c, lang);
  }
  // 'ok' or 'thanks' opening a question ('ok what else then') is no thanks.
  if (cues.thanks && q.words <= 6 && !cues.more) return answered(thanksAnswer(lang));
  if (cues.greeting || cues.help || !q.words) return answered(helpAnswer(cues.greeting, lang));
  // After a list, words that name no task, no platform and nothing else read here ('que le explique,
  // no que le dé las respuestas') refine the question before, whatever it was ('is there something that
  // runs on my own computer?' beside ChatGPT, then 'I'm not technical, it has to be point and click'):
  // it is asked again with them (its history is shorter, so this ends).
  // After a comparison, the same ('we're mostly on Microsoft 365 if that matters' after Power BI vs Tableau).
  if ((listed.length || afterComparison) && !subjects.length && !changeOfSubject.test(q.norm)) {
    const together = withTheQuestionBefore(q.text, history);
    if (together) return together;
  }
  const nothing = notFoundAnswer(q.text, engine.lookUp, lang);
  return { text: nothing.text, unanswered: true, state: { listed: [], about: [], answer: "other" } };
}

/** The opening of a comparison, in any language (reading an old client's history). */
const comparedIn = new RegExp(
  `(${Object.values(catalogueOfMessages)
    .map((m) => escapeRegExp(m.compareLead.replace("{platforms}", "\u0000")).split("\u0000")[1]!)
    .join("|")})\\n\\n\\| \\|`,
);

/**
 * The whole answer to a conversation, as Markdown, and whether the assistant could answer it.
 * Pure and deterministic: the same messages always give the same text.
 */
export function offlineResult(messages: readonly ChatMessage[], input: ConversationInput = {}): OfflineAnswer {
  const lastUser = messages.findLastIndex((m) => m.role === "user");
  if (lastUser === -1) return answered(helpAnswer(true));
  // Answers are deterministic, and popular questions come again and again: the last thousand
  // conversations are kept (about 2 MB), so a busy server computes each one once.
  const key = JSON.stringify([messages.slice(0, lastUser + 1).map((m) => [m.role, m.content.slice(0, 2000)]), input.state ?? null, input.page ?? null]);
  const cached = recent.get(key);
  if (cached) {
    recent.delete(key);
    recent.set(key, cached);
    return cached;
  }
  const result = answerQuestion(messages[lastUser]!.content.slice(0, 2000), messages.slice(0, lastUser), input);
  if (key.length <= 20_000) {
    recent.set(key, result);
    if (recent.size > RECENT_ANSWERS) recent.delete(recent.keys().next().value!);
  }
  return result;
}

const RECENT_ANSWERS = 1000;
const recent = new Map<string, OfflineAnswer>();

/** The answer text alone (benchmarks and tests call this directly). */
export function offlineAnswer(messages: readonly ChatMessage[], input: ConversationInput = {}): string {
  return offlineResult(messages, input).text;
}

/**
 * Words per streamed piece: few enough to read as streaming, many enough that 50 conversations at
 * once do not flood the event loop with timers and socket writes (bench/chat.mjs). With the pace in
 * provider.ts (40 ms), about 250 words a second, faster than anyone reads.
 */
const WORDS_PER_PIECE = 10;

/** Splits an answer into pieces of a few words (whitespace kept), the way a model streams. */
export function chunkAnswer(text: string, wordsPerPiece = WORDS_PER_PIECE): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(""));
  return pieces;
}

/**
 * The offline provider: streams the answer a few words at a time, yielding to the event loop
 * between pieces, and stops as soon as `signal` is aborted. `onUnanswered` hears of a question
 * the assistant could not answer (for the operator's insight counts).
 */
export async function* offlineReply(
  messages: readonly ChatMessage[],
  signal?: AbortSignal,
  options: { prefix?: string; onUnanswered?: (question: string) => void; conversation?: ConversationInput; onState?: (state: ChatState) => void } = {},
): AsyncGenerator<string> {
  if (signal?.aborted) return;
  const result = offlineResult(messages, options.conversation);
  options.onState?.(result.state);
  if (result.unanswered) {
    const question = messages.findLast((m) => m.role === "user")?.content;
    if (question) options.onUnanswered?.(question);
  }
  for (const piece of chunkAnswer(`${options.prefix ?? ""}${result.text}`)) {
    if (signal?.aborted) return;
    yield piece;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
