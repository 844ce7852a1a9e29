import { z } from "zod";

export const MAX_MESSAGES = 50;
export const MAX_MESSAGE_CHARS = 4_000;
export const MAX_TOTAL_CHARS = 32_000;
/** Generous for 32,000 characters of JSON-escaped text, small enough to refuse floods early. */
export const MAX_BODY_BYTES = 256 * 1024;

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
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
