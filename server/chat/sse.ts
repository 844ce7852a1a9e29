import "server-only";
import { randomUUID } from "node:crypto";
import type { ChatState } from "@/lib/chat/state";

const encoder = new TextEncoder();
const KEEP_ALIVE_MS = 15_000;

/** One OpenAI chat.completion.chunk as a Server-Sent Event. */
function chunkEvent(id: string, model: string, delta: { content?: string }, finish: "stop" | null, extra: object = {}): Uint8Array {
  const created = Math.floor(Date.now() / 1000);
  const chunk = { id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }], ...extra };
  return encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`);
}

/**
 * Relays text pieces as an OpenAI-compatible event stream, ended by `data: [DONE]`, with keep-alive
 * comments while waiting. A failure mid-stream sends an error event and no [DONE], so the client
 * shows its error message. Cancelling the response (the visitor went away) aborts the upstream work.
 */
export function sseResponse(
  pieces: AsyncIterable<string>,
  options: { model: string; abort: AbortController; onError: (error: unknown) => void; state?: () => ChatState | undefined },
): Response {
  const id = `chatcmpl-${randomUUID()}`;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      keepAlive = setInterval(() => controller.enqueue(encoder.encode(": keep-alive\n\n")), KEEP_ALIVE_MS);
      try {
        for await (const piece of pieces) {
          if (options.abort.signal.aborted) break;
          if (piece) controller.enqueue(chunkEvent(id, options.model, { content: piece }, null));
        }
        if (!options.abort.signal.aborted) {
          // The last chunk carries the conversation state as an extra field (docs/decisions/0188): a
          // client that reads only choices[0].delta.content sees an empty delta, as before.
          const state = options.state?.();
          controller.enqueue(chunkEvent(id, options.model, {}, "stop", state ? { state } : {}));
          controller.enqueue(encoder.encode("data: [DONE]\n\n"));
        }
      } catch (error) {
        if (!options.abort.signal.aborted) {
          options.onError(error);
          controller.enqueue(encoder.encode(`data: ${JSON.stringify({ error: { message: "The assistant stopped unexpectedly." } })}\n\n`));
        }
      } finally {
        clearInterval(keepAlive);
        try {
          controller.close();
        } catch {
          // Already closed because the client cancelled.
        }
      }
    },
    cancel() {
      clearInterval(keepAlive);
      options.abort.abort();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
