import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { requestLogger } from "@/server/logger";
import { MCP_BODY_DEADLINE_MS, MCP_MAX_BODY_BYTES } from "@/server/mcp/limits";
import { siteConfig } from "@/server/site-config";
import { catalogueTools, type CatalogueTool, type ToolOutcome } from "@/server/tools/catalogue-tools";

// The MCP endpoint's tools (docs/decisions/0073-mcp-endpoint.md): read-only, answering from the
// same catalogue bodies and discovery engine as the public API, so an agent and a developer get
// the same facts in the same shapes.

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** A tool answer: the data as structured content, and the same JSON as text for older clients. */
function result(data: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(data) }], structuredContent: data };
}

function failure(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

type Log = ReturnType<typeof requestLogger>;

/**
 * A tool's handler that never hands exception text to the client: a throw is logged (JSON, with the
 * request id) and the client gets a generic failure naming the request id, which the operator can
 * find in the log. (The SDK would put `error.message` in the answer.)
 */
export function guarded<A extends unknown[]>(log: Log, requestId: string, tool: string, handler: (...args: A) => CallToolResult): (...args: A) => CallToolResult {
  return (...args) => {
    try {
      return handler(...args);
    } catch (error) {
      log.error({ err: error, tool }, "mcp tool failed");
      return failure(`Something went wrong on our side while answering ${tool} (request ${requestId}). Please try again later.`);
    }
  };
}

/** A shared tool's outcome as an MCP tool answer. */
function answer(outcome: ToolOutcome): CallToolResult {
  return outcome.ok ? result(outcome.data) : failure(outcome.error);
}

function createServer(log: Log, requestId: string): McpServer {
  const server = new McpServer(
    { name: "ai-platform-finder", title: siteConfig.name, version: "1.0.0" },
    {
      instructions:
        `${siteConfig.name}: a curated catalogue of AI platforms with use cases, pricing tiers, starting prices and strengths. ` +
        "Use search_platforms to find platforms for a task, get_platform for one platform's facts, compare_platforms to set a few side by side, " +
        "and list_use_cases for the use-case ids the filters accept. The catalogue data is licensed CC BY 4.0.",
    },
  );

  // The tools are defined once, for this endpoint and the chat model alike (server/tools/catalogue-tools.ts).
  for (const tool of catalogueTools as readonly CatalogueTool[]) {
    const config = { title: tool.title, description: tool.description, outputSchema: tool.output, annotations: readOnly };
    const run = guarded(log, requestId, tool.name, (args: Record<string, unknown>) => answer(tool.run(args)));
    if (tool.input) server.registerTool(tool.name, { ...config, inputSchema: tool.input }, (args: Record<string, unknown>) => run(args));
    else server.registerTool(tool.name, config, () => run({}));
  }

  return server;
}

/** A JSON-RPC error as the whole answer (id null: it answers no one message in particular). */
export function jsonRpcError(status: number, code: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ jsonrpc: "2.0", id: null, error: { code, message } }, { status, headers: { "Cache-Control": "no-store", ...Object.fromEntries(new Headers(headers)) } });
}

/** JSON-RPC error codes used here (https://www.jsonrpc.org/specification#error_object). */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const INTERNAL_ERROR = -32603;
/** The implementation-defined server error (-32000 to -32099 are reserved for them): over a limit, wrong method. */
export const SERVER_ERROR = -32000;

export type McpMessage = { ok: true; message: unknown } | { ok: false; response: Response };

/**
 * Reads one JSON-RPC message from the request body, at most MCP_MAX_BODY_BYTES. A batch (a JSON
 * array) is refused: MCP dropped JSON-RPC batching in protocol version 2025-06-18, and one request
 * carrying a hundred tool calls for one rate-limit point is how the heap was run out (issue 27).
 */
export async function readMcpMessage(request: Request, deadlineMs = MCP_BODY_DEADLINE_MS): Promise<McpMessage> {
  const tooLarge = () => ({ ok: false as const, response: jsonRpcError(413, INVALID_REQUEST, `The request body is too large (limit ${MCP_MAX_BODY_BYTES / 1024} KB): send one JSON-RPC message per request.`) });
  if (Number(request.headers.get("content-length") ?? "0") > MCP_MAX_BODY_BYTES) return tooLarge();
  let text = "";
  if (request.body) {
    const reader = request.body.getReader();
    const decoder = new TextDecoder();
    let size = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), deadlineMs)));
    try {
      for (;;) {
        const chunk = await Promise.race([reader.read(), late]);
        if (chunk === "late") {
          await reader.cancel().catch(() => undefined);
          return { ok: false, response: jsonRpcError(408, INVALID_REQUEST, `The request body took longer than ${deadlineMs / 1000} s to arrive.`) };
        }
        const { done, value } = chunk;
        if (done) break;
        size += value.byteLength;
        if (size > MCP_MAX_BODY_BYTES) {
          await reader.cancel().catch(() => undefined);
          return tooLarge();
        }
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      return { ok: false, response: jsonRpcError(400, INVALID_REQUEST, "The request body ended early: the upload was interrupted.") };
    } finally {
      clearTimeout(timer);
    }
    text += decoder.decode();
  }
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonRpcError(400, PARSE_ERROR, "Parse error: the request body is not valid JSON.") };
  }
  if (Array.isArray(message)) {
    return {
      ok: false,
      response: jsonRpcError(400, INVALID_REQUEST, "Invalid Request: JSON-RPC batches are not supported (MCP removed batching in protocol version 2025-06-18). Send one message per request."),
    };
  }
  return { ok: true, message };
}

/**
 * Answers one MCP request, stateless: a fresh server and transport per request, so any instance
 * can answer any request and nothing is kept between them. JSON answers rather than SSE streams,
 * since every tool answers at once. The message was read and checked by readMcpMessage.
 */
export async function handleMcpRequest(request: Request, message: unknown): Promise<Response> {
  const requestId = request.headers.get("x-request-id") ?? "unknown";
  const log = requestLogger(request, "mcp");
  const server = createServer(log, requestId);
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true, maxRequestBodySize: MCP_MAX_BODY_BYTES });
  // The transport's own refusals (wrong Accept, unknown protocol version...) are the client's errors: a debug line.
  transport.onerror = (error) => log.debug({ reason: error.message }, "mcp request refused");
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, { parsedBody: message });
  } finally {
    void server.close();
  }
}
