import "server-only";
import { fold } from "@/lib/discovery/text";
import { matchSynonyms } from "@/lib/discovery/understand";
import { say, type Language } from "@/content/assistant-messages";
import { intentPattern, type IntentPattern } from "@/lib/vocabulary";
import { findMentions } from "@/server/discovery/platform-names";
import { siteConfig } from "@/server/site-config";

/**
 * Honest limits of the offline assistant (issue 25; docs/decisions/0148-honest-limits.md): a
 * question about the site gets an answer from the site's own facts and a link to its pages, not a
 * product list; a product the catalogue does not list is said to be missing, never answered with a
 * platform whose name merely shares a word.
 */

export type SiteTopic = "assistant" | "owner" | "ranking" | "prices" | "correction" | "suggest" | "privacy" | "api" | "updates";

// The words of site questions are data (content/vocabulary/intents.json: siteAbout, siteAsks and a
// list per topic; docs/decisions/0180-vocabulary-as-data.md).
/** Words that point at this site or the people behind it ('this site', 'your prices', 'the owner'), or ask it something ('how do you rank', 'paid placement'). */
const siteNamed = intentPattern("siteAbout");
/** The site said by its parts in any of the six languages: a 'your' or 'this' and what the site is ('euren Katalog', 'this chat', 'votre annuaire'). */
const siteByParts = new RegExp(` ${intentPattern("siteOwners").pattern.source} ${intentPattern("siteNouns").pattern.source}`);
const aboutTheSite = { test: (norm: string) => siteNamed.test(norm) || siteByParts.test(norm) };
const siteWords = intentPattern("siteAbout", "g").pattern;
const askedOfTheSite = intentPattern("siteAsks");
/** The site as where a product is ('is Canva in your catalogue', 'does your catalogue have MemoQ'): no question about the site. */
const siteAsPlace = new RegExp(
  ` (?:(?:on|in|from|at) (?:your|this) (?:list|catalogue|catalog|site|website|page|directory)|${intentPattern("siteOwners").pattern.source} ${intentPattern("siteNouns").pattern.source} ${intentPattern("siteHolds").pattern.source}) `,
  "g",
);
/** Where the site's facts come from, asked without naming the site ('how are the prices checked?'). */
const factsOfTheSite = intentPattern("siteFacts");
/** Questions about the assistant itself ('are you ChatGPT?', 'what model are you?'). */
const aboutTheAssistant = intentPattern("siteAssistant");

/** What about the site: each topic by the words that ask it, the first that matches winning ('owner' when none does). */
const topics: [SiteTopic, IntentPattern][] = [
  ["privacy", intentPattern("sitePrivacy")],
  ["correction", intentPattern("siteCorrection")],
  ["updates", intentPattern("siteUpdates")],
  ["suggest", intentPattern("siteSuggest")],
  ["prices", intentPattern("sitePrices")],
  ["ranking", intentPattern("siteRanking")],
  ["api", intentPattern("siteApi")],
  ["owner", intentPattern("siteOwner")],
];

/** A message folded, its words separated by single spaces and padded with one at each end, as the intent lists read it. */
const padded = (text: string) => ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;

/** The topic of a question about the site, or undefined when it is no such question. */
export function siteTopic(text: string): SiteTopic | undefined {
  const norm = padded(text);
  // About the assistant when that is all it asks: 'who are you recommending for logos?' asks for logo tools.
  if (aboutTheAssistant.test(norm) && !matchSynonyms(text).some((f) => !f.entry.weak && !f.entry.generic)) return "assistant";
  // Its facts' provenance asked without naming the site, when no platform is named and no tool asked for
  // ('where does the data come from in Power BI?' is Power BI's, 'a tool that checks the facts' a request).
  // The site named in it ('how often are the prices on this site updated?') asks for no tool.
  if (factsOfTheSite.test(norm) && !askForTool.test(norm.replace(siteWords, " ")) && !findMentions(text).length) return "prices";
  // The site as the place where something is ('what's similar on your list', 'is Canva in your
  // catalogue') is no question about the site; the site asked something still is ('how do you rank').
  if (!aboutTheSite.test(norm.replace(siteAsPlace, " ")) && !askedOfTheSite.test(norm)) return undefined;
  return topics.find(([, words]) => words.test(norm))?.[0] ?? "owner";
}

/** `platform`: the one the question names, whose page holds its correction form. */
export function siteAnswer(topic: SiteTopic, lang: Language = "en", platform?: { id: string; name: string }): string {
  const { owner, name } = siteConfig;
  const contact = say(lang, "contactForm");
  switch (topic) {
    case "assistant":
      return say(lang, "siteAssistant", { site: name });
    case "owner":
      return say(lang, "siteOwner", { site: name, owner: owner.name, role: `${owner.role.charAt(0).toLowerCase()}${owner.role.slice(1)}`, firstName: owner.firstName, contact });
    case "ranking":
      return say(lang, "siteRanking", { contact });
    case "privacy":
      return say(lang, "sitePrivacy", { firstName: owner.firstName });
    case "prices":
      return say(lang, "sitePrices");
    case "correction":
      return say(lang, "siteCorrection", { page: platform ? say(lang, "siteCorrectionPage", platform) : "", contact });
    case "suggest":
      return say(lang, "siteSuggest");
    case "api":
      return say(lang, "siteApi");
    case "updates":
      return say(lang, "siteUpdates");
  }
}

// Off-topic requests (a poem, a joke, the weather): words as data (intents.json: offTopic, askForTool).
const offTopicWords = intentPattern("offTopic");
const offTopicAll = intentPattern("offTopic", "g").pattern;
const askForTool = intentPattern("askForTool");
const aboutAI = intentPattern("aboutAI");
const doItHere = intentPattern("doItHere");
const imageHere = intentPattern("imageHere", "g").pattern;

/** A picture asked of the assistant itself ('can you just make the image for me? a cat in a teacup'), with no tool asked for: the site's image generator makes it. */
export function asksForImageHere(text: string): boolean {
  const norm = padded(text);
  return norm.search(imageHere) >= 0 && !askForTool.test(norm.replace(imageHere, " "));
}
/** The words for AI itself in askForTool ('AI', 'IA', 'KI'). */
const aiWords = / (?:ai|ia|ki)(?= )/g;

/** A question about AI itself ('will AI take my job?', 'what is machine learning?') that asks for no tool by a word other than 'AI'. */
export function asksAboutAI(text: string): boolean {
  const norm = padded(text);
  return aboutAI.test(norm) && !askForTool.test(norm.replace(aiWords, " "));
}

/**
 * A request the assistant is not for ('write me a poem about autumn', 'tell me a joke', 'the capital
 * of Australia', 'the weather in Berlin tomorrow'): it asks for something other than a tool, and
 * says nothing that asks for one ('an AI that writes poems' is a recommendation).
 */
export function isOffTopic(text: string): boolean {
  const norm = padded(text);
  // A question about AI itself ('is AI going to replace radiologists?'): 'AI' there is the topic, no tool asked for.
  if (asksAboutAI(text)) return true;
  // The work asked of the assistant itself, here and now ('just do it here, I don't want another tool').
  if (doItHere.test(norm)) return true;
  // (The words of an off-topic request are not asking for a tool: 'recommend a movie for tonight'.)
  if (askForTool.test(norm.replace(offTopicAll, " "))) return false;
  // Something to compute ('what is x if 3x + 7 = 22?'), or words handed over in quotes to be worked on
  // ('translate "where is the train station" into Japanese'): the request is to do it, not a tool.
  if (equation.test(text) || (doItForMe.test(norm) && handsOver(text))) return true;
  // Schoolwork to be done for the visitor ('can you write my history essay? 1000 words, due tomorrow').
  if (writeForMe.test(norm) && assignments.test(norm)) return true;
  if (!offTopicWords.test(norm) && !personal.test(norm)) return false;
  // A task for a specialised kind of tool said in other words is a request for one ('I write for a
  // recipe blog and want my posts to rank higher' is SEO): what an off-topic request asks for is what
  // one would ask a chat assistant to do or write. What it is about is no task ('a joke about programmers').
  const rest = norm.replace(offTopicAll, " ").replace(topicOf, " ").replace(personalTopic, " ");
  return !matchSynonyms(rest).some((f) => !f.entry.weak && !f.entry.generic && f.entry.categories?.some((c) => !assistantKinds.has(c)));
}

const doItForMe = intentPattern("doItForMe");
const writeForMe = intentPattern("writeForMe");
const assignments = intentPattern("assignments");
/** Two words or more in quotes: material the message hands over. A single quote counts only at a word's edge ('don't' is no quote). */
const quoted = /["“„«][^"“”„«»]*\s[^"“”„«»]*["”»]|(?<![\p{L}\p{N}])['‘][^'‘’]*\s[^'‘’]*['’](?![\p{L}\p{N}])/u;
const quotedAll = new RegExp(quoted.source, "gu");
/** Words said to introduce an example, at the end of a padded text. */
const exampleEnd = new RegExp(`${intentPattern("exampleOf").pattern.source} $`);
/**
 * Whether the message hands over words in quotes to be worked on: not those shown as an example of
 * what the visitor means ('translate the menu without phrases like "spaghetti with clams of the sea"').
 */
function handsOver(text: string): boolean {
  return [...text.matchAll(quotedAll)].some((m) => !exampleEnd.test(padded(text.slice(0, m.index))));
}
/** An equation: numbers joined by operators, then '=' and a number. */
const equation = /\d\s*\p{L}?\s*[-+*/×÷^]\s*\d[^=\n]*=\s*\d/u;
/** What an off-topic request is about ('a joke about programmers', 'un poema sobre el amor'): up to four words after intents.json aboutTopic. */
const topicOf = new RegExp(` ${intentPattern("aboutTopic").pattern.source} (?:\\S+ ){0,3}\\S+`, "g");
/** A question to the assistant as a person, or for the visitor's own decision ('your favorite band', 'what should I name the bakery'): up to three words after it are its topic. */
const personal = intentPattern("personalQuestions");
const personalTopic = new RegExp(` ${personal.pattern.source} (?:\\S+ ){0,2}\\S+`, "g");

/** Whether a message says anything that asks for a tool, a platform or a recommendation (intents.json askForTool). */
export function asksForTool(text: string): boolean {
  return askForTool.test(padded(text));
}

const questionStart = intentPattern("questionStart");
/** Whether a message is a question that says nothing asking for a tool ('how do I file taxes as a freelancer?'). */
export function questionForNoTool(text: string): boolean {
  const norm = padded(text);
  return questionStart.test(norm) && !askForTool.test(norm);
}

/** The kinds of tool an off-topic request would seem to ask for (a poem, a recipe, homework). */
const assistantKinds: ReadonlySet<string> = new Set(["chat-assistant", "writing", "education"]);

/** One sentence saying what the assistant is for, and where to start instead (the use case the words point at, when they point at one). */
export function offTopicAnswer(useCase?: { id: string; label: string }, lang: Language = "en"): string {
  const pointer = useCase ? say(lang, "offTopicUseCase", { id: useCase.id, label: useCase.label }) : say(lang, "offTopicFinder");
  return say(lang, "offTopic", { pointer });
}

export function notInCatalogueAnswer(name: string, lang: Language = "en"): string {
  return say(lang, "notInCatalogue", { name, href: `/suggest-a-tool?name=${encodeURIComponent(name)}` });
}

/** The product an answer said the catalogue lacks (notInCatalogueAnswer), read back from its link to the suggestion form. */
export function missingNamedIn(answer: string): string | undefined {
  const name = /\]\(\/suggest-a-tool\?name=([^)\s]+)\)/.exec(answer)?.[1];
  if (!name) return undefined;
  try {
    return decodeURIComponent(name);
  } catch {
    return undefined;
  }
}
