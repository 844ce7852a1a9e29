import { createParser } from "eventsource-parser";
import { readStreamEvent } from "@/lib/chat/chunk";
import { readChatState, type ChatState } from "@/lib/chat/state";
import type { ChatMessage } from "@/lib/chat/types";

export const CHAT_ENDPOINT = "/functions/v1/ai-chat";

/**
 * Reads an OpenAI-style chat.completion.chunk event stream (SPEC §7): `data:` lines carry
 * choices[0].delta.content, `data: [DONE]` ends it, comments and blank lines are ignored, and a
 * line split across network chunks (even inside a multi-byte character) is held until complete.
 * Resolves when [DONE] arrives; rejects if the stream ends without it or carries an error.
 */
export async function readChatStream(body: ReadableStream<Uint8Array>, onDelta: (text: string) => void, onState?: (state: ChatState) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let done = false;
  let failure: Error | undefined;
  const parser = createParser({
    onEvent(event) {
      if (done || failure) return;
      const read = readStreamEvent(event.data);
      if (read.kind === "done") done = true;
      else if (read.kind === "malformed") failure = new Error("Malformed chunk in the chat stream");
      else if (read.kind === "error") failure = new Error(read.message);
      else {
        if (read.text) onDelta(read.text);
        const state = read.state === undefined ? undefined : readChatState(read.state);
        if (state) onState?.(state);
      }
    },
  });
  try {
    while (!done && !failure) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
  } finally {
    if (!done) await reader.cancel().catch(() => undefined);
  }
  if (failure) throw failure;
  if (!done) throw new Error("The chat stream ended early");
}

/**
 * Posts the whole conversation and streams the reply into onDelta. `conversation` adds the optional
 * fields (docs/decisions/0188): the state the last answer ended with and the page the chat is open
 * on; `onState` hears the state this answer ends with.
 */
export async function streamChat(
  messages: ChatMessage[],
  onDelta: (text: string) => void,
  signal?: AbortSignal,
  conversation: { state?: ChatState; page?: string; onState?: (state: ChatState) => void } = {},
): Promise<void> {
  const { state, page, onState } = conversation;
  const response = await fetch(CHAT_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ messages, ...(state ? { state } : {}), ...(page ? { page } : {}) }),
    ...(signal ? { signal } : {}),
  });
  if (!response.ok || !response.body) throw new Error("Failed to start stream");
  await readChatStream(response.body, onDelta, onState);
}
