export type ChatRole = "user" | "assistant";
export type ChatMessage = { role: ChatRole; content: string };
