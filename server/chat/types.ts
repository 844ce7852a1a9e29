import "server-only";
import type { ChatMessage } from "@/lib/chat/types";

/**
 * A chat provider turns a conversation into a stream of text pieces. `start` resolves once the
 * provider has accepted the request (so failures before the first token become a clean HTTP
 * error), and rejects with a ChatProviderError otherwise. The stream stops when `signal` aborts.
 */
export type ChatContext = { clientIp?: string };

export type ChatProvider = {
  name: string;
  model: string;
  /** `context.clientIp`: the client's address, for the insight counts (never sent to a model). */
  start(messages: ChatMessage[], signal: AbortSignal, context?: ChatContext): Promise<AsyncIterable<string>>;
};

export class ChatProviderError extends Error {
  constructor(
    message: string,
    readonly status: 502 | 504 = 502,
  ) {
    super(message);
  }
}
