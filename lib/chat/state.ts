/**
 * What the assistant's last answer was about, as data (issue 25; docs/decisions/0188-chat-state-as-data.md).
 * The server sends it in the `state` field of the stream's last chunk; the client keeps it and sends
 * it back with the next request, beside `page`, the path the chat is open on. Both are optional:
 * without them (older clients, API users) the server reads the conversation as before. The server
 * validates both (app/functions/v1/ai-chat/schema.ts) and never trusts the ids: each is looked up
 * in the catalogue, and unknown ones are dropped. No zod here: the chat panel's script stays small.
 */
export const MAX_LISTED = 10;
export const MAX_ABOUT = 5;
export const answerKinds = ["list", "compare", "about", "copilot", "other"] as const;
export type AnswerKind = (typeof answerKinds)[number];

export type ChatState = {
  /** The platforms of the answer's numbered list, in order ('the first one', 'which of those'). */
  listed: string[];
  /** The platforms the answer was about ('it', 'them'). */
  about: string[];
  /** A comparison's follow-up compares again; a Copilot question waits for 'GitHub' or 'Microsoft'. */
  answer: AnswerKind;
  /** The page the answer was given on. */
  page?: string;
};

export const PLATFORM_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
export const PAGE_PATH = /^\/[^\s]{0,199}$/;

const ids = (value: unknown, max: number): string[] | undefined =>
  Array.isArray(value) && value.length <= max && value.every((x) => typeof x === "string" && PLATFORM_ID.test(x)) ? (value as string[]) : undefined;

/** Reads the state a server sent (client side): a well-formed value or nothing, never a throw. */
export function readChatState(value: unknown): ChatState | undefined {
  if (!value || typeof value !== "object") return undefined;
  const v = value as Record<string, unknown>;
  const listed = ids(v.listed ?? [], MAX_LISTED);
  const about = ids(v.about ?? [], MAX_ABOUT);
  const answer = answerKinds.find((k) => k === v.answer) ?? "other";
  const page = typeof v.page === "string" && PAGE_PATH.test(v.page) ? v.page : undefined;
  if (!listed || !about) return undefined;
  return { listed, about, answer, ...(page ? { page } : {}) };
}
