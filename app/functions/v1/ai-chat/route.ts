import { chatRequestSchema, MAX_BODY_BYTES } from "@/app/functions/v1/ai-chat/schema";
import type { ChatState } from "@/lib/chat/state";
import { chatProvider } from "@/server/chat/provider";
import { sseResponse } from "@/server/chat/sse";
import { ChatProviderError } from "@/server/chat/types";
import { clientIp, jsonError, methodNotAllowed, readJsonBody } from "@/server/http";
import { requestLogger } from "@/server/logger";
import { rateLimit } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

/**
 * POST /functions/v1/ai-chat: {messages} -> an OpenAI-style event stream (SPEC §7). Optional `state`
 * and `page` carry the conversation as data; the last chunk carries the new state (docs/decisions/0188).
 */
export async function POST(request: Request): Promise<Response> {
  const log = requestLogger(request, "ai-chat");
  const ip = clientIp(request);
  const limited = await rateLimit("chat", ip);
  if (limited) return limited;
  const body = await readJsonBody(request, chatRequestSchema, { maxBytes: MAX_BODY_BYTES });
  if (!body.ok) return body.response;

  const abort = new AbortController();
  request.signal.addEventListener("abort", () => abort.abort(), { once: true });
  try {
    const { messages, state, page } = body.data;
    let answered: ChatState | undefined;
    const conversation = { ...(state ? { state } : {}), ...(page ? { page } : {}) };
    const pieces = await chatProvider.start(messages, abort.signal, { clientIp: ip, conversation, onState: (s) => (answered = s) });
    return sseResponse(pieces, { model: chatProvider.model, abort, onError: (error) => log.error({ err: error }, "chat stream failed"), state: () => answered });
  } catch (error) {
    if (error instanceof ChatProviderError) {
      log.warn({ err: error, provider: chatProvider.name }, "chat provider failed");
      return jsonError(error.status, error.status === 504 ? "The assistant took too long to answer. Please try again." : "The assistant is unavailable right now. Please try again.");
    }
    log.error({ err: error }, "chat failed");
    return jsonError(500, "Something went wrong. Please try again.");
  }
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
