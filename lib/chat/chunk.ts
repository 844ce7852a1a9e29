/** What one `data:` line of an OpenAI-style chat stream means (SPEC §7). */
export type StreamEvent = { kind: "done" } | { kind: "text"; text: string } | { kind: "error"; message: string } | { kind: "malformed" };

type Chunk = { choices?: { delta?: { content?: string | null } }[]; error?: { message?: string } };

/** Reads one event's data: `[DONE]`, a text delta (possibly empty), an error object, or garbage. */
export function readStreamEvent(data: string): StreamEvent {
  if (data === "[DONE]") return { kind: "done" };
  let chunk: Chunk;
  try {
    chunk = JSON.parse(data) as Chunk;
  } catch {
    return { kind: "malformed" };
  }
  if (chunk.error) return { kind: "error", message: chunk.error.message ?? "unknown error" };
  return { kind: "text", text: chunk.choices?.[0]?.delta?.content ?? "" };
}
