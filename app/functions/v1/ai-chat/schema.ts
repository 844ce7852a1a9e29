import { z } from "zod";
import { answerKinds, MAX_ABOUT, MAX_LISTED, PAGE_PATH, PLATFORM_ID } from "@/lib/chat/state";

export const MAX_MESSAGES = 50;
export const MAX_MESSAGE_CHARS = 4_000;
export const MAX_TOTAL_CHARS = 32_000;
/** Generous for 32,000 characters of JSON-escaped text, small enough to refuse floods early. */
export const MAX_BODY_BYTES = 256 * 1024;

const platformId = z.string({ error: "platform ids are text" }).regex(PLATFORM_ID, "platform ids are lowercase letters, digits and hyphens (at most 80)");
const pagePath = z
  .string({ error: "page must be a path such as /platforms/chatgpt" })
  .regex(PAGE_PATH, "page must be a path on this site starting with /, such as /platforms/chatgpt (at most 200 characters)");

/**
 * The state the last answer's stream ended with, sent back as it came (lib/chat/state.ts;
 * docs/decisions/0188-chat-state-as-data.md). Optional: without it the conversation is read as before.
 */
export const chatStateSchema = z.object(
  {
    listed: z.array(platformId).max(MAX_LISTED, `state.listed can hold at most ${MAX_LISTED} ids`).default([]),
    about: z.array(platformId).max(MAX_ABOUT, `state.about can hold at most ${MAX_ABOUT} ids`).default([]),
    answer: z.enum(answerKinds, { error: `state.answer must be one of ${answerKinds.join(", ")}` }).default("other"),
    page: pagePath.optional(),
  },
  { error: "state must be the object the last answer's stream ended with" },
);

export const chatRequestSchema = z.object({
  messages: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"], { error: "role must be 'user' or 'assistant'" }),
        content: z
          .string({ error: "content must be text" })
          .max(MAX_MESSAGE_CHARS, `each message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en-US")} characters`)
          .refine((s) => s.trim().length > 0, "a message cannot be blank"),
      }),
      { error: "messages must be a list of {role, content}" },
    )
    .min(1, "send at least one message")
    .max(MAX_MESSAGES, `a conversation can have at most ${MAX_MESSAGES} messages`)
    .refine((m) => m.reduce((n, x) => n + x.content.length, 0) <= MAX_TOTAL_CHARS, `the conversation can be at most ${MAX_TOTAL_CHARS.toLocaleString("en-US")} characters; start a new one`)
    .refine((m) => m.at(-1)?.role === "user", "the last message must be the visitor's"),
  /** The state of the last answer (optional; see chatStateSchema). */
  state: chatStateSchema.optional(),
  /** The path of the page the chat is open on, such as /platforms/chatgpt (optional). */
  page: pagePath.optional(),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
