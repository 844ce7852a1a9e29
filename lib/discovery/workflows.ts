import { phraseAt, wordLists } from "@/lib/discovery/function-words";
import { intents } from "@/lib/vocabulary";

/**
 * Workflows between apps said by naming the apps (docs/decisions/0225-denials-of-coding-and-nouns-said-as-verbs.md):
 * the task vocabulary says 'connect apps'; visitors say 'connect my CRM and my email' or 'when I get
 * an email, add it to my Trello board'. The words are intents.json `workflows`.
 */

/** How far after a trigger its action may come (words), farther when the trigger's clause names an app within EVENT_APP_REACH; an app up to OBJECT_BEFORE words before an action is its object. */
const ACTION_REACH = 8;
const LONG_ACTION_REACH = 16;
const EVENT_APP_REACH = 6;
const OBJECT_BEFORE = 3;

/** Triggers that may be the visitor's own time as well as an event ('when', 'cuando'; intents.json workflows.plainTriggers). */
const plainWhen: ReadonlySet<string> = new Set(intents.workflows.plainTriggers);

const flows = {
  links: wordLists(intents.workflows.linkVerbs),
  triggers: wordLists(intents.workflows.triggers),
  actions: wordLists(intents.workflows.actionVerbs),
  apps: wordLists(intents.workflows.apps),
  automatic: wordLists(intents.workflows.automatic),
};

/**
 * A workflow between apps said by naming the apps (intents.json workflows): a verb of linking and
 * two apps within six words after it ('connect my CRM and my email', 'sync my Shopify orders to
 * Google Sheets') or within eight before it ('gmail, hubspot and slack connected'), or a trigger, an action within eight words and an app within six after that
 * ('when I get an email, add it to my Trello board'), or the action and its app with the trigger after them. Where its words start and end, or undefined.
 */
export function workflowIn(all: readonly string[]): { start: number; end: number } | undefined {
  /** The end of the first app from `from` on, within `reach` words, or 0. */
  const appEnd = (from: number, reach: number) => {
    for (let q = from; q < Math.min(all.length, from + reach); q++) {
      const n = phraseAt(all, q, flows.apps);
      if (n) return q + n;
    }
    return 0;
  };
  // 'Automatically' and two apps within twelve words, in any order and language ('neue Gmail-Anhänge automatisch in Google Drive ablegen').
  const auto = all.findIndex((_, k) => phraseAt(all, k, flows.automatic) > 0);
  if (auto >= 0) {
    const from = Math.max(0, auto - 12);
    const first = appEnd(from, Math.min(all.length, auto + 12) - from);
    const second = first ? appEnd(first, Math.min(all.length, auto + 12) - first) : 0;
    if (second) return { start: Math.min(from, auto), end: Math.max(second, auto + 1) };
  }
  for (let k = 0; k < all.length; k++) {
    const link = phraseAt(all, k, flows.links);
    if (link) {
      const first = appEnd(k + link, 6);
      const second = first ? appEnd(first, k + link + 6 - first) : 0;
      if (second) return { start: k, end: second };
      // The apps first and the verb after them ('I want gmail, hubspot and slack connected', 'Gmail und Slack verbinden').
      const from = Math.max(0, k - 8);
      const before = appEnd(from, k - from);
      if (before && appEnd(before, k - before)) return { start: from, end: k + link };
    }
    // The action and its app first, the trigger after ('send a thank-you email automatically when someone donates', 'add a row to my sheet whenever a form comes in').
    // A plain 'when' there may be the visitor's own time ('I send emails when I have time'): then 'automatically' says it is a flow.
    const acting = phraseAt(all, k, flows.actions);
    const acted = acting ? appEnd(k + acting, 6) : 0;
    if (acted) {
      for (let m = acted; m < Math.min(all.length, acted + 8); m++) {
        const n = phraseAt(all, m, flows.triggers);
        if (n && (auto >= 0 || !plainWhen.has(all.slice(m, m + n).join(" ")))) return { start: k, end: acted };
      }
    }
    const trigger = phraseAt(all, k, flows.triggers);
    if (!trigger) continue;
    // An app in the trigger's own clause is an event in that app ('when someone buys from my Shopify shop'): the action may come later.
    const reach = appEnd(k + trigger, EVENT_APP_REACH) ? LONG_ACTION_REACH : ACTION_REACH;
    for (let m = k + trigger; m < Math.min(all.length, k + trigger + reach); m++) {
      const action = phraseAt(all, m, flows.actions);
      if (!action) continue;
      // The app after the action ('add it to my Trello board'), or just before an action said after its object ('a thank-you email sent').
      const from = Math.max(k + trigger, m - OBJECT_BEFORE);
      const end = appEnd(m + action, 6) || (appEnd(from, m - from) ? m + action : 0);
      if (end) return { start: k, end };
    }
  }
  return undefined;
}
