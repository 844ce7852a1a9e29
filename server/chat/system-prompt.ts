import "server-only";
import type { ChatMessage } from "@/lib/chat/types";
import { excerpt, retrieveContext, retrieveContextItems } from "@/server/chat/retrieval";
import { siteConfig } from "@/server/site-config";
import type { Language } from "@/content/assistant-messages";
import { conversationLanguage, platformOfPage } from "@/server/chat/understanding";

/** What the prompt knows of the visitor beside the messages: the page the chat is open on. */
export type PromptContext = { page?: string };

const languageNames: Record<Language, string> = { en: "English", es: "Spanish", de: "German", fr: "French", pt: "Portuguese", it: "Italian" };

/**
 * The visitor's language and page (issue 25): the model writes its own sentences in the visitor's
 * language, as the offline assistant does, and knows which platform 'it' means on a platform's page.
 */
function visitorLines(messages: ChatMessage[], context: PromptContext = {}): string[] {
  const lastUser = messages.findLastIndex((m) => m.role === "user");
  const lang = lastUser < 0 ? "en" : conversationLanguage(messages[lastUser]!.content.slice(0, 2000), messages.slice(0, lastUser));
  const lines = [
    lang === "en"
      ? "Answer in the language the visitor writes in."
      : `The visitor writes in ${languageNames[lang]}: answer in ${languageNames[lang]}. Quote catalogue text (descriptions, prices, quotes) as it is, and keep links and platform names unchanged.`,
  ];
  const p = platformOfPage(context.page);
  if (p) lines.push(`The visitor opened the chat on the page of ${p.name} (/platforms/${p.id}): "it" or "this one" with no other platform named means ${p.name}.`);
  return lines;
}

const rules = [
  "If they do not contain the answer, say so plainly and suggest the finder (/) or a guide (/blog); never invent prices, plans or platforms.",
  "Link platforms to their page on this site as [Name](/platforms/{id}) and guides as [Title](/blog/{slug}).",
  "When you state a price, say when it was checked, with the date given beside it (for example 'from $20/month, checked 2026-01-15').",
  "Answer in concise Markdown (short paragraphs, lists, tables for comparisons). No HTML.",
];

/**
 * The system prompt for an LLM provider without tools: the site's role, the rules, and the catalogue
 * entries and article passages that match the conversation, so answers stay grounded in the site's own data.
 */
export function systemPrompt(messages: ChatMessage[], context: PromptContext = {}): string {
  return [
    `You are the assistant of ${siteConfig.name}, a site that helps people choose AI platforms.`,
    "Answer questions about AI platforms using ONLY the catalogue entries and article passages below.",
    ...rules,
    ...visitorLines(messages, context),
    "",
    retrieveContext(messages),
  ].join("\n");
}

/**
 * The system prompt when the model calls the catalogue as tools (docs/decisions/0175): no platforms
 * are chosen for it; it searches, reads and compares through the tools. Passages from the site's
 * guides that match the conversation still come with it, since no tool reads the guides.
 */
export function toolSystemPrompt(messages: ChatMessage[], context: PromptContext = {}): string {
  const { passages } = retrieveContextItems(messages, { platforms: 0 });
  const guides = passages.map(({ passage, terms }) => `- "${passage.title}" from "${passage.articleTitle}" (link: ${passage.href})\n  ${excerpt(passage.text, terms, 600)}`);
  return [
    `You are the assistant of ${siteConfig.name}, a site that helps people choose AI platforms.`,
    "Answer questions about AI platforms using ONLY what the tools return from the site's catalogue and the guide passages below.",
    "Call search_platforms to find platforms for a task (put the user's constraints, such as a budget or a free plan, in its filters), " +
      "get_platform for one platform's facts and compare_platforms to set platforms side by side. Name no platform the tools did not return.",
    ...rules,
    ...visitorLines(messages, context),
    ...(guides.length ? ["", "Passages from the site's guides:", ...guides] : []),
  ].join("\n");
}
