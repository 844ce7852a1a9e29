import "server-only";
import type { Handling, HandlingState } from "@/server/console/console-store";
import type { StoredMessage } from "@/server/db/store";

export type InboxMessage = StoredMessage & { state: HandlingState; handling?: Handling };
export const INBOX_STATES = ["open", "replied", "archived", "all"] as const;
export type InboxFilter = (typeof INBOX_STATES)[number];

/** Messages with the owner's handling, filtered by state and by words in the name, address or text. */
export function inbox(messages: StoredMessage[], handling: Map<string, Handling>, { state = "open", q = "" }: { state?: InboxFilter; q?: string } = {}): InboxMessage[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return messages
    .map((m) => ({ ...m, state: handling.get(m.id)?.state ?? ("open" as const), handling: handling.get(m.id) }))
    .filter((m) => state === "all" || m.state === state)
    .filter((m) => words.every((w) => `${m.name}\n${m.email}\n${m.message}\n${m.platformId ?? ""}`.toLowerCase().includes(w)));
}

export function readFilter(value: unknown): InboxFilter {
  return INBOX_STATES.find((s) => s === value) ?? "open";
}

/** A mailto: link answering the sender (the address as written; anything unsafe in a URL encoded). */
export function replyLink(email: string, siteName: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: your message to ${siteName}`)}`;
}
