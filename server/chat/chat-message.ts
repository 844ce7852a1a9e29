/** One turn of a chat conversation (SPEC §3 "Chat message"); shared with the client. */
export type { ChatMessage } from "@/lib/chat/types";
