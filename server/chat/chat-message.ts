import "server-only";

/** One turn of a chat conversation (SPEC §3 "Chat message"), as the providers receive it. */
export type ChatMessage = { role: "user" | "assistant"; content: string };
