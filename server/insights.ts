import "server-only";
import { contactStore } from "@/server/contact/contact-service";
import type { MissKind } from "@/server/db/store";
import { logger } from "@/server/logger";

/**
 * Operator insight (issue 14, docs/decisions/0045-operator-insight.md): questions the assistant
 * could not answer and searches that found nothing are counted in the site database, so the owner
 * knows what content to add (`npm run insights`). Fire-and-forget: recording never slows or fails
 * the answer or the page, and keeps no IP and no identifier.
 */

const log = logger.child({ component: "insights" });

function record(kind: MissKind, text: string): void {
  if (!text.trim()) return;
  void contactStore()
    .then((store) => store.countMiss(kind, text))
    .catch((error: unknown) => log.warn({ err: error, kind }, "could not count a miss"));
}

/** A chat question the offline assistant had no answer for. */
export function recordUnanswered(question: string): void {
  record("question", question);
}

/** A search (the /search page) that found no platform, guide or use case. */
export function recordEmptySearch(query: string): void {
  record("search", query);
}
