import "server-only";
import { createParser } from "eventsource-parser";
import { readStreamEvent, type ToolCallDelta } from "@/lib/chat/chunk";
import { getPlatform } from "@/lib/catalogue";
import { MAX_LISTED, type ChatState } from "@/lib/chat/state";
import type { ChatMessage } from "@/lib/chat/types";
import type { PromptContext } from "@/server/chat/system-prompt";
import { platformLinker } from "@/server/chat/link-names";
import { functionTools, runToolCall, type ToolCall } from "@/server/chat/tool-calls";
import { ChatProviderError, type ChatProvider } from "@/server/chat/types";

/** Rounds of tool calls a model may make before it must answer (the last request offers no tools). */
export const MAX_TOOL_ROUNDS = 3;

type Options = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  systemPrompt: (messages: ChatMessage[], context?: PromptContext) => string;
  /** Offer the catalogue tools (docs/decisions/0175); without them the system prompt carries the facts. */
  tools?: boolean;
  maxToolRounds?: number;
  log?: { error: (obj: object, msg: string) => void };
};

/** A message of the conversation as the OpenAI chat-completions API takes it. */
type WireMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[] }
  | { role: "tool"; tool_call_id: string; content: string };

/** What one streamed turn of the model ended with: the tool calls it asked for (none for an answer). */
type TurnEnd = { toolCalls: ToolCall[]; text: string };

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, OpenRouter, Groq, Ollama, vLLM, llama.cpp, LM Studio).
 * The base URL includes the version prefix, as in the OpenAI SDKs (https://api.openai.com/v1).
 * A stall longer than timeoutMs, before or between chunks, ends in the error path.
 *
 * With tools, the model calls the catalogue (search_platforms, get_platform, compare_platforms): the
 * streamed tool calls are run here and their results sent back, at most maxToolRounds times, and the
 * answer's text streams to the visitor with every platform it names linked to its page.
 */
export function openAiProvider(options: Options): ChatProvider {
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const maxRounds = options.maxToolRounds ?? MAX_TOOL_ROUNDS;
  return {
    name: "openai-compatible",
    model: options.model,
    async start(messages, signal, context = {}) {
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

      async function post(conversation: readonly WireMessage[], withTools: boolean): Promise<ReadableStream<Uint8Array>> {
        const body = JSON.stringify({ model: options.model, stream: true, messages: conversation, ...(withTools ? { tools: functionTools } : {}) });
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
          if (timedOut) throw new ChatProviderError("The AI model took too long to answer. Please try again.", 504);
          throw signal.aborted ? error : new ChatProviderError("The AI model could not be reached. Please try again later.");
        }
        if (!response.ok || !response.body) {
          const detail = await response.text().catch(() => "");
          throw new ChatProviderError(`The AI model answered ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ""}`);
        }
        return response.body;
      }

      // Build the prompt (retrieval) before the clock starts: the timeout is about the model.
      const page = context.conversation?.page;
      const conversation: WireMessage[] = [{ role: "system", content: options.systemPrompt(messages, page ? { page } : {}) }, ...messages];
      let first: ReadableStream<Uint8Array>;
      try {
        first = await post(conversation, Boolean(options.tools));
      } catch (error) {
        cleanup();
        throw error;
      }

      async function* converse(): AsyncGenerator<string> {
        const linker = platformLinker();
        // The platforms the answer links, in order: the state the client keeps for the next turn.
        let shown = "";
        const show = (text: string) => {
          shown += text;
          return text;
        };
        let body = first;
        let finished = false;
        try {
          for (let round = 0; ; round++) {
            const turn = readTurn(body, arm, () => timedOut, round);
            let end: TurnEnd;
            try {
              for (;;) {
                const next = await turn.next();
                if (next.done) {
                  end = next.value;
                  break;
                }
                const piece = linker.push(next.value);
                if (piece) yield show(piece);
              }
            } finally {
              await turn.return(undefined as never);
            }
            if (!end.toolCalls.length) break;
            if (!options.tools || round >= maxRounds) throw new ChatProviderError(`The AI model asked for tools ${round >= maxRounds ? `more than ${maxRounds} times` : "it was not offered"} without answering.`);
            if (end.text) {
              const piece = linker.push("\n\n");
              if (piece) yield show(piece);
            }
            conversation.push({
              role: "assistant",
              content: end.text || null,
              // Arguments that are not JSON go back as {} (some servers parse them to render the prompt); the tool result quotes them.
              tool_calls: end.toolCalls.map((call) => ({ id: call.id, type: "function", function: { name: call.name, arguments: isJson(call.arguments) ? call.arguments : "{}" } })),
            });
            for (const call of end.toolCalls) {
              conversation.push({ role: "tool", tool_call_id: call.id, content: runToolCall(call, (err, tool) => options.log?.error({ err, tool }, "chat tool failed")) });
            }
            // The last round offers no tools: the model answers from what it has.
            body = await post(conversation, round + 1 < maxRounds);
          }
          const rest = linker.flush();
          finished = true;
          if (rest) yield show(rest);
          context.onState?.(stateOfModelAnswer(shown, page));
        } catch (error) {
          // What the model said before failing is shown (held words included), then the error path,
          // as when the text is relayed as it comes.
          if (!signal.aborted) {
            const said = linker.flush();
            if (said) yield said;
          }
          throw error;
        } finally {
          cleanup();
          if (!finished) upstream.abort();
        }
      }
      return converse();
    },
  };
}

/**
 * What a model's answer listed and was about: the catalogue platforms it links, in order (the linker
 * links every platform it names). Read from the text this server has just sent, since a model
 * answers in prose; only ids the catalogue has are kept.
 */
function stateOfModelAnswer(text: string, page: string | undefined): ChatState {
  const linked = [...new Set([...text.matchAll(/\]\(\/platforms\/([a-z0-9-]+)[)#]/g)].map((m) => m[1]!))].filter((id) => getPlatform(id)).slice(0, MAX_LISTED);
  return { listed: linked, about: linked.slice(0, 1), answer: linked.length ? "list" : "other", ...(page ? { page } : {}) };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Tool calls assembled from their streamed pieces, by index. */
function assemble(pieces: Map<number, { id: string; name: string; arguments: string }>, deltas: readonly ToolCallDelta[], round: number) {
  deltas.forEach((delta, i) => {
    const index = typeof delta.index === "number" ? delta.index : i;
    const call = pieces.get(index) ?? { id: "", name: "", arguments: "" };
    if (typeof delta.id === "string" && delta.id) call.id = delta.id;
    if (typeof delta.function?.name === "string") call.name += delta.function.name;
    if (typeof delta.function?.arguments === "string") call.arguments += delta.function.arguments;
    if (!call.id) call.id = `call_${round}_${index}`;
    pieces.set(index, call);
  });
}

/**
 * One streamed turn of the model: yields its text pieces as they arrive and returns the tool calls
 * it asked for, assembled from their pieces. A stall longer than the timeout, a malformed chunk, an
 * error event or a stream that ends without [DONE] is a ChatProviderError.
 */
async function* readTurn(body: ReadableStream<Uint8Array>, arm: () => void, timedOut: () => boolean, round: number): AsyncGenerator<string, TurnEnd> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: string[] = [];
  const calls = new Map<number, { id: string; name: string; arguments: string }>();
  let text = "";
  let done = false;
  let failure: Error | undefined;
  const parser = createParser({
    onEvent(event) {
      if (done || failure) return;
      const read = readStreamEvent(event.data);
      if (read.kind === "done") done = true;
      else if (read.kind === "malformed") failure = new ChatProviderError("The AI model sent a malformed chunk.");
      else if (read.kind === "error") failure = new ChatProviderError(`The AI model failed: ${read.message}`);
      else {
        if (read.text) queue.push(read.text);
        if (read.toolCalls) assemble(calls, read.toolCalls, round);
      }
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
      while (queue.length) {
        const piece = queue.shift() as string;
        text += piece;
        yield piece;
      }
      if (failure) throw failure;
    }
    if (!done) throw new ChatProviderError("The AI model's stream ended early.");
    return { toolCalls: [...calls.entries()].sort((a, b) => a[0] - b[0]).map(([, call]) => call), text };
  } finally {
    reader.releaseLock();
  }
}
