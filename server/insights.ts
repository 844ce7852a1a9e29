import "server-only";
import { contactStore, insightClient } from "@/server/contact/contact-service";
import type { MissKind } from "@/server/db/store";
import { logger } from "@/server/logger";

/**
 * Operator insight (issue 14, docs/decisions/0045-operator-insight.md): questions the assistant
 * could not answer and searches that found nothing are counted in the site database, so the owner
 * knows what content to add (`npm run insights`). Fire-and-forget: recording never slows or fails
 * the answer or the page, and keeps no IP. Bounded (issue 27, docs/decisions/0127): a miss counts
 * once per client a day, a client counts at most a few a day, and a kind holds at most so many
 * texts; the client is a keyed hash of its rate-limit key and the day, deleted the next day.
 */

const log = logger.child({ component: "insights" });

function record(kind: MissKind, text: string, ip: string): void {
  if (!text.trim()) return;
  const now = new Date();
  void Promise.all([contactStore(), insightClient(ip || "unknown", now)])
    .then(([store, client]) => store.countMiss(kind, text, now, client))
    .catch((error: unknown) => log.warn({ err: error, kind }, "could not count a miss"));
}

/** A chat question the offline assistant had no answer for, from the client at `ip`. */
export function recordUnanswered(question: string, ip: string): void {
  record("question", question, ip);
}

/** A search (the /search page) that found no platform, guide or use case, from the client at `ip`. */
export function recordEmptySearch(query: string, ip: string): void {
  record("search", query, ip);
}
