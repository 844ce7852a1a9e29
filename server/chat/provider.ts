import "server-only";
import { offlineReply } from "@/server/chat/offline-assistant";
import { openAiProvider } from "@/server/chat/openai-provider";
import { systemPrompt } from "@/server/chat/system-prompt";
import type { ChatProvider } from "@/server/chat/types";
import { env } from "@/server/env";

/** Pause between streamed pieces, so the answer arrives the way a model's does. */
const OFFLINE_PACE_MS = 15;

async function* paced(pieces: AsyncIterable<string>, signal: AbortSignal): AsyncGenerator<string> {
  for await (const piece of pieces) {
    yield piece;
    if (signal.aborted) return;
    await new Promise((resolve) => setTimeout(resolve, OFFLINE_PACE_MS));
  }
}

/** The offline catalogue assistant: no key, no network (docs/decisions/0040-offline-assistant.md). */
const offlineProvider: ChatProvider = {
  name: "offline",
  model: "offline-catalogue-assistant",
  async start(messages, signal) {
    return paced(offlineReply(messages, signal), signal);
  },
};

/** The configured provider: an OpenAI-compatible endpoint when LLM_BASE_URL is set, else offline. */
export const chatProvider: ChatProvider = env.LLM_BASE_URL
  ? openAiProvider({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS, systemPrompt })
  : offlineProvider;
