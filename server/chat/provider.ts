import "server-only";
import type { ChatMessage } from "@/lib/chat/types";
import { offlineReply } from "@/server/chat/offline-assistant";
import { openAiProvider } from "@/server/chat/openai-provider";
import { systemPrompt, toolSystemPrompt } from "@/server/chat/system-prompt";
import type { ChatContext, ChatProvider } from "@/server/chat/types";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { recordUnanswered } from "@/server/insights";

/** Pause between streamed pieces, so the answer arrives the way a model's does. */
const OFFLINE_PACE_MS = 40;

/** The line that introduces the offline answer when the configured AI model failed before answering. */
export const MODEL_UNAVAILABLE = "*The AI model is unavailable right now, so this answer comes from the site's catalogue assistant.*\n\n";

async function* paced(pieces: AsyncIterable<string>, signal: AbortSignal): AsyncGenerator<string> {
  for await (const piece of pieces) {
    yield piece;
    if (signal.aborted) return;
    await new Promise((resolve) => setTimeout(resolve, OFFLINE_PACE_MS));
  }
}

function offlineStream(messages: ChatMessage[], signal: AbortSignal, context: ChatContext = {}, prefix?: string): AsyncIterable<string> {
  const onUnanswered = (question: string) => recordUnanswered(question, context.clientIp ?? "unknown");
  const { conversation, onState } = context;
  return paced(offlineReply(messages, signal, { ...(prefix ? { prefix } : {}), onUnanswered, ...(conversation ? { conversation } : {}), ...(onState ? { onState } : {}) }), signal);
}

/** The offline catalogue assistant: no key, no network (docs/decisions/0040, 0043). */
export const offlineProvider: ChatProvider = {
  name: "offline",
  model: "offline-catalogue-assistant",
  async start(messages, signal, context) {
    return offlineStream(messages, signal, context);
  },
};

/** Yields `first`, then the rest of `iterator`. */
async function* resume(first: string, iterator: AsyncIterator<string>): AsyncGenerator<string> {
  yield first;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return;
    yield next.value;
  }
}

/**
 * An LLM provider that falls back to the offline assistant when it fails before its first token
 * (unreachable, timeout, a 5xx, a stream that breaks before any text): the visitor gets the
 * offline answer introduced by MODEL_UNAVAILABLE, and the log records the failure. After the first
 * token a failure takes the ordinary error path (docs/decisions/0044-llm-fallback.md).
 */
export function withOfflineFallback(primary: ChatProvider, log: { warn: (obj: object, msg: string) => void } = logger): ChatProvider {
  return {
    name: primary.name,
    model: primary.model,
    async start(messages, signal, context) {
      try {
        const stream = await primary.start(messages, signal, context);
        const iterator = stream[Symbol.asyncIterator]();
        for (;;) {
          const next = await iterator.next();
          if (next.done) return resume("", iterator);
          if (next.value) return resume(next.value, iterator);
        }
      } catch (error) {
        if (signal.aborted) throw error;
        log.warn({ err: error, provider: primary.name, fallback: "offline" }, "AI model failed before its first token; answering offline");
        return offlineStream(messages, signal, context, MODEL_UNAVAILABLE);
      }
    },
  };
}

/**
 * The configured provider: an OpenAI-compatible endpoint when LLM_BASE_URL is set (with the offline
 * fallback), calling the catalogue as tools unless LLM_TOOLS=off (docs/decisions/0175), else offline.
 */
export const chatProvider: ChatProvider = env.LLM_BASE_URL
  ? withOfflineFallback(
      openAiProvider({
        baseUrl: env.LLM_BASE_URL,
        apiKey: env.LLM_API_KEY,
        model: env.LLM_MODEL,
        timeoutMs: env.LLM_TIMEOUT_MS,
        ...(env.LLM_TOOLS === "on" ? { systemPrompt: toolSystemPrompt, tools: true } : { systemPrompt }),
        log: logger,
      }),
    )
  : offlineProvider;
