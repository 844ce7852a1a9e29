import "server-only";
import { createParser } from "eventsource-parser";
import { readStreamEvent } from "@/lib/chat/chunk";
import type { ChatMessage } from "@/lib/chat/types";
import { ChatProviderError, type ChatProvider } from "@/server/chat/types";

type Options = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number; systemPrompt: (messages: ChatMessage[]) => string };

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, OpenRouter, Groq, Ollama, vLLM, llama.cpp, LM Studio).
 * The base URL includes the version prefix, as in the OpenAI SDKs (https://api.openai.com/v1).
 * A stall longer than timeoutMs, before or between chunks, ends in the error path.
 */
export function openAiProvider(options: Options): ChatProvider {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: "openai-compatible",
    model: options.model,
    async start(messages, signal) {
      const upstream = new AbortController();
      const onAbort = () => upstream.abort(signal.reason);
      signal.addEventListener("abort", onAbort, { once: true });
      let timer: ReturnType<typeof setTimeout> | undefined;
      let timedOut = false;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          upstream.abort(new Error("timeout"));
        }, options.timeoutMs);
      };
      const cleanup = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", onAbort);
      };

      // Build the prompt (retrieval) before the clock starts: the timeout is about the model.
      const body = JSON.stringify({ model: options.model, stream: true, messages: [{ role: "system", content: options.systemPrompt(messages) }, ...messages] });
      arm();
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "text/event-stream",
            ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body,
          signal: upstream.signal,
        });
      } catch (error) {
        cleanup();
        if (timedOut) throw new ChatProviderError("The AI model took too long to answer. Please try again.", 504);
        throw signal.aborted ? error : new ChatProviderError("The AI model could not be reached. Please try again later.");
      }
      if (!response.ok || !response.body) {
        cleanup();
        const detail = await response.text().catch(() => "");
        throw new ChatProviderError(`The AI model answered ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ""}`);
      }
      return relay(response.body, upstream, arm, cleanup, () => timedOut);
    },
  };
}

async function* relay(body: ReadableStream<Uint8Array>, upstream: AbortController, arm: () => void, cleanup: () => void, timedOut: () => boolean): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: string[] = [];
  let done = false;
  let failure: Error | undefined;
  const parser = createParser({
    onEvent(event) {
      if (done || failure) return;
      const read = readStreamEvent(event.data);
      if (read.kind === "done") done = true;
      else if (read.kind === "malformed") failure = new ChatProviderError("The AI model sent a malformed chunk.");
      else if (read.kind === "error") failure = new ChatProviderError(`The AI model failed: ${read.message}`);
      else if (read.text) queue.push(read.text);
    },
  });
  try {
    while (!done) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        if (timedOut()) throw new ChatProviderError("The AI model stopped answering.", 504);
        throw error;
      }
      if (read.done) break;
      arm();
      parser.feed(decoder.decode(read.value, { stream: true }));
      while (queue.length) yield queue.shift() as string;
      if (failure) throw failure;
    }
    if (!done) throw new ChatProviderError("The AI model's stream ended early.");
  } finally {
    cleanup();
    if (!done) upstream.abort();
    reader.releaseLock();
  }
}
