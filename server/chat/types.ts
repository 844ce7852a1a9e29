import "server-only";
import type { ChatState } from "@/lib/chat/state";
import type { ChatMessage } from "@/lib/chat/types";

/**
 * A chat provider turns a conversation into a stream of text pieces. `start` resolves once the
 * provider has accepted the request (so failures before the first token become a clean HTTP
 * error), and rejects with a ChatProviderError otherwise. The stream stops when `signal` aborts.
 */
export type ChatContext = {
  clientIp?: string;
  /** What the client sent beside the messages: the last answer's state and the page the chat is open on (docs/decisions/0188). */
  conversation?: { state?: ChatState; page?: string };
  /** Hears what the answer listed and was about, sent to the client at the end of the stream. */
  onState?: (state: ChatState) => void;
};

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
