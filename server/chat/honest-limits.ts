import "server-only";
import { fold } from "@/lib/discovery/text";
import { intentPattern, type IntentPattern } from "@/lib/vocabulary";
import { siteConfig } from "@/server/site-config";

/**
 * Honest limits of the offline assistant (issue 25; docs/decisions/0148-honest-limits.md): a
 * question about the site gets an answer from the site's own facts and a link to its pages, not a
 * product list; a product the catalogue does not list is said to be missing, never answered with a
 * platform whose name merely shares a word.
 */

export type SiteTopic = "owner" | "ranking" | "prices" | "suggest" | "privacy" | "api";

// The words of site questions are data (content/vocabulary/intents.json: siteAbout, siteAsks and a
// list per topic; docs/decisions/0180-vocabulary-as-data.md).
/** Words that point at this site or the people behind it ('this site', 'your prices', 'the owner'), or ask it something ('how do you rank', 'paid placement'). */
const aboutTheSite = intentPattern("siteAbout");
const askedOfTheSite = intentPattern("siteAsks");

/** What about the site: each topic by the words that ask it, the first that matches winning ('owner' when none does). */
const topics: [SiteTopic, IntentPattern][] = [
  ["privacy", intentPattern("sitePrivacy")],
  ["suggest", intentPattern("siteSuggest")],
  ["prices", intentPattern("sitePrices")],
  ["ranking", intentPattern("siteRanking")],
  ["api", intentPattern("siteApi")],
  ["owner", intentPattern("siteOwner")],
];

/** The topic of a question about the site, or undefined when it is no such question. */
export function siteTopic(text: string): SiteTopic | undefined {
  const norm = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
  if (!aboutTheSite.test(norm) && !askedOfTheSite.test(norm)) return undefined;
  return topics.find(([, words]) => words.test(norm))?.[0] ?? "owner";
}

export function siteAnswer(topic: SiteTopic): string {
  const { owner, name } = siteConfig;
  const contact = "the [contact form](/contact)";
  switch (topic) {
    case "owner":
      return `${name} is run by ${owner.name}, ${owner.role.charAt(0).toLowerCase()}${owner.role.slice(1)}: see [About](/about). You can reach ${owner.firstName} through ${contact}.`;
    case "ranking":
      return `Nobody pays for a place: the [finder](/#finder) ranks platforms by how many of your chosen use cases they serve, and search by how well each platform's own entry matches your words ([how we rank](/how-we-rank)). One entry may carry the site owner's referral link, and its card says so ([disclosure](/disclosure)). Questions go to ${contact}.`;
    case "privacy":
      return `The site sets no cookies and runs no trackers. The contact, correction and suggestion forms keep what you send so ${owner.firstName} can answer it; searches and questions that found nothing are counted without your address. The [privacy page](/privacy) says what each form stores and for how long.`;
    case "prices":
      return "Prices and free-plan limits come from each vendor's own pricing page, quoted with the date they were checked on every platform's page; corrections are listed under [recent changes](/changes).";
    case "suggest":
      return "Yes: [suggest a tool](/suggest-a-tool) with its name and website, and it is checked before it joins the catalogue.";
    case "api":
      // The one sentence this topic adds (issue 25): the site's own API, from the developers page.
      return "Yes: the catalogue has a free, read-only JSON API and an MCP endpoint for AI agents, no key needed; the [developers page](/developers) lists the endpoints, the limits and the data licence.";
  }
}

// Off-topic requests (a poem, a joke, the weather): words as data (intents.json: offTopic, askForTool).
const offTopicWords = intentPattern("offTopic");
const askForTool = intentPattern("askForTool");

/**
 * A request the assistant is not for ('write me a poem about autumn', 'tell me a joke', 'the capital
 * of Australia', 'the weather in Berlin tomorrow'): it asks for something other than a tool, and
 * says nothing that asks for one ('an AI that writes poems' is a recommendation).
 */
export function isOffTopic(text: string): boolean {
  const norm = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
  return offTopicWords.test(norm) && !askForTool.test(norm);
}

/** One sentence saying what the assistant is for, and where to start instead (the use case the words point at, when they point at one). */
export function offTopicAnswer(useCase?: { id: string; label: string }): string {
  const pointer = useCase ? `the [${useCase.label}](/use-cases/${useCase.id}) tools or the [platform finder](/#finder)` : "the [platform finder](/#finder)";
  return `I only help you find AI tools in this catalogue and answer questions about the site, so I can't help with that; to find a tool for a task, try ${pointer}.`;
}

export function notInCatalogueAnswer(name: string): string {
  return `**${name}** is not in our catalogue yet, so I can't tell you about it. You can [suggest it](/suggest-a-tool?name=${encodeURIComponent(name)}).`;
}
