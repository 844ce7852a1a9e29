import "server-only";
import { z } from "zod";
import { chatTools, type CatalogueTool } from "@/server/tools/catalogue-tools";

// The catalogue tools as OpenAI function tools, and running the model's calls to them
// (docs/decisions/0175-shared-catalogue-tools.md). Definitions, schemas and handlers are the MCP
// endpoint's own (server/tools/catalogue-tools.ts).

/** The most characters of one tool result sent back to the model (about 3,000 tokens). */
export const MAX_TOOL_RESULT_CHARS = 12_000;

export type FunctionTool = { type: "function"; function: { name: string; description: string; parameters: Record<string, unknown> } };

const inputSchemas = new Map(chatTools.map((t) => [t.name, z.object(t.input ?? {})]));

/** `tools` for an OpenAI-compatible chat request: each tool's zod input schema as JSON Schema. */
export const functionTools: readonly FunctionTool[] = chatTools.map((t) => {
  const parameters = z.toJSONSchema(inputSchemas.get(t.name)!, { io: "input" }) as Record<string, unknown>;
  // The draft marker means nothing to a model; OpenAI takes the schema itself.
  delete parameters.$schema;
  return { type: "function", function: { name: t.name, description: t.description, parameters } };
});

/** Keys of a published platform the model does not need to answer: evidence links, social profiles, our absolute URL. */
const leftOut = new Set(["sources", "linkedin", "twitter", "url", "note"]);

/**
 * A tool result in the shape the model reads best and cheapest: sources dropped (an attribute's
 * `{value, sources}` becomes its value), and each platform given its page path to link.
 */
function forModel(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forModel);
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([key]) => !leftOut.has(key));
  if (entries.length === 1 && entries[0]![0] === "value") return forModel(entries[0]![1]);
  const out: Record<string, unknown> = Object.fromEntries(entries.map(([key, v]) => [key, forModel(v)]));
  if (typeof out.id === "string" && typeof out.name === "string" && "pricing" in out) out.page = `/platforms/${out.id}`;
  return out;
}

/**
 * The JSON text of a result, at most MAX_TOOL_RESULT_CHARS: past it, platforms are left out from
 * the end (the engine's order is best first) and the result says how many.
 */
export function toolResultText(data: Record<string, unknown>, max = MAX_TOOL_RESULT_CHARS): string {
  const shaped = forModel(data) as Record<string, unknown>;
  let text = JSON.stringify(shaped);
  if (text.length <= max) return text;
  const platforms = Array.isArray(shaped.platforms) ? [...shaped.platforms] : [];
  let omitted = 0;
  while (platforms.length && text.length > max) {
    platforms.pop();
    omitted++;
    text = JSON.stringify({ ...shaped, platforms, omitted: `${omitted} more platform${omitted > 1 ? "s" : ""} left out to keep this short` });
  }
  return text.length <= max ? text : JSON.stringify({ error: "The result was too large to send; ask for fewer platforms (limit) or narrow the search." });
}

/** A tool call as the model sent it: the arguments are a JSON string, possibly malformed. */
export type ToolCall = { id: string; name: string; arguments: string };

/**
 * Runs one call and returns the `role: "tool"` message content. Never throws: an unknown tool,
 * arguments that are not JSON or break the schema, and an engine failure each become an error
 * the model can read and correct.
 */
export function runToolCall(call: ToolCall, onFailure: (error: unknown, tool: string) => void = () => undefined): string {
  const tool: CatalogueTool | undefined = chatTools.find((t) => t.name === call.name);
  if (!tool) return JSON.stringify({ error: `There is no tool called '${call.name}'. The tools are: ${chatTools.map((t) => t.name).join(", ")}.` });
  let args: unknown;
  try {
    args = call.arguments.trim() ? JSON.parse(call.arguments) : {};
  } catch {
    return JSON.stringify({ error: `The arguments for ${tool.name} are not valid JSON: ${call.arguments.slice(0, 200)}` });
  }
  const parsed = inputSchemas.get(tool.name)!.safeParse(args);
  if (!parsed.success) return JSON.stringify({ error: `Invalid arguments for ${tool.name}: ${z.prettifyError(parsed.error)}` });
  try {
    const outcome = tool.run(parsed.data);
    return outcome.ok ? toolResultText(outcome.data) : JSON.stringify({ error: outcome.error });
  } catch (error) {
    onFailure(error, tool.name);
    return JSON.stringify({ error: `${tool.name} failed on our side; answer from what you have or try another call.` });
  }
}
