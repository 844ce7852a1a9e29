/** One piece of a streamed tool call: `index` says which call it belongs to; name and arguments arrive in pieces. */
export type ToolCallDelta = { index?: number; id?: string; function?: { name?: string; arguments?: string } };

/** What one `data:` line of an OpenAI-style chat stream means (SPEC §7). */
export type StreamEvent =
  | { kind: "done" }
  | { kind: "text"; text: string; toolCalls?: ToolCallDelta[]; finish?: string; state?: unknown }
  | { kind: "error"; message: string }
  | { kind: "malformed" };

type Chunk = { choices?: { delta?: { content?: string | null; tool_calls?: unknown }; finish_reason?: string | null }[]; error?: { message?: string }; state?: unknown };

/**
 * Reads one event's data: `[DONE]`, a text delta (possibly empty, with any tool-call pieces, the
 * finish reason a model sends and the state this site's server adds to its last chunk), an error
 * object, or garbage.
 */
export function readStreamEvent(data: string): StreamEvent {
  if (data === "[DONE]") return { kind: "done" };
  let chunk: Chunk;
  try {
    chunk = JSON.parse(data) as Chunk;
  } catch {
    return { kind: "malformed" };
  }
  if (chunk.error) return { kind: "error", message: chunk.error.message ?? "unknown error" };
  const choice = chunk.choices?.[0];
  const calls = choice?.delta?.tool_calls;
  return {
    kind: "text",
    text: choice?.delta?.content ?? "",
    ...(Array.isArray(calls) ? { toolCalls: calls.filter((c): c is ToolCallDelta => Boolean(c) && typeof c === "object") } : {}),
    ...(choice?.finish_reason ? { finish: choice.finish_reason } : {}),
    // This site's own extra field on the last chunk: the conversation state (docs/decisions/0188).
    ...(chunk.state !== undefined ? { state: chunk.state } : {}),
  };
}
