import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { z } from "zod";
import { flagFilterKeys, runsOnPlaces, type FlagFilter } from "@/lib/attributes";
import { apiPlatformSchema, apiUseCaseSchema, articleRefSchema, excludedSchema, platformMatchSchema, reasonsSchema } from "@/lib/api/schemas";
import { categories, tierSchema } from "@/lib/catalogue-schema";
import { sorts } from "@/lib/discovery/query";
import { useCaseIds } from "@/lib/use-cases";
import { listUseCases, platformDetail } from "@/server/api/catalogue";
import { listPlatforms, parseApiQuery, searchCatalogue } from "@/server/api/discovery";
import { requestLogger } from "@/server/logger";
import { MCP_BODY_DEADLINE_MS, MCP_MAX_BODY_BYTES } from "@/server/mcp/limits";
import { siteConfig } from "@/server/site-config";

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

const useCaseList = z.array(z.enum(useCaseIds)).max(27);
const filterShape = {
  use_cases: useCaseList.optional().describe("Use-case ids (see list_use_cases): platforms serving any of them rank first."),
  free: z.boolean().optional().describe("Only platforms with a free plan."),
  budget: z.number().positive().max(100_000).optional().describe("Most the user would pay, in US dollars a month."),
  tiers: z.array(tierSchema).max(3).optional().describe("Only these pricing tiers."),
  categories: z.array(z.enum(categories.map((c) => c.id) as [string, ...string[]])).max(20).optional().describe("Only these categories."),
  api: z.boolean().optional().describe("Only platforms recorded as having an API."),
  open: z.boolean().optional().describe("Only platforms recorded as open source or open weights."),
  local: z.boolean().optional().describe("Only platforms recorded as running on your own machine (self-hosted or local)."),
  sso: z.boolean().optional().describe("Only platforms recorded as offering single sign-on (SSO)."),
  runs: z.array(z.enum(runsOnPlaces)).max(9).optional().describe("Only platforms recorded as running on every one of these places."),
  sort: z.enum(sorts).optional().describe("best (default), price (cheapest first) or name."),
};

/** The tool's arguments as the API's URL parameters, so the engine's one strict parser reads both. */
type FilterArgs = { query?: string; use_cases?: string[]; free?: boolean; budget?: number; tiers?: string[]; categories?: string[]; runs?: string[]; sort?: string } & { [K in FlagFilter]?: boolean };

function toParams(args: FilterArgs) {
  const params = new URLSearchParams();
  if (args.query) params.set("q", args.query);
  if (args.use_cases?.length) params.set("use", args.use_cases.join(","));
  if (args.free) params.set("free", "1");
  if (args.budget !== undefined) params.set("budget", String(args.budget));
  if (args.tiers?.length) params.set("tier", args.tiers.join(","));
  if (args.categories?.length) params.set("category", args.categories.join(","));
  for (const key of flagFilterKeys) if (args[key]) params.set(key, "1");
  if (args.runs?.length) params.set("runs", args.runs.join(","));
  if (args.sort) params.set("sort", args.sort);
  return params;
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

  server.registerTool(
    "list_use_cases",
    {
      title: "List use cases",
      description: "The use cases the finder knows (ids and labels), with how many catalogue platforms serve each.",
      outputSchema: { useCases: z.array(apiUseCaseSchema) },
      annotations: readOnly,
    },
    guarded(log, requestId, "list_use_cases", () => result({ useCases: listUseCases().data })),
  );

  server.registerTool(
    "get_platform",
    {
      title: "Get a platform",
      description: "One platform's facts: description, category, pricing tier and starting price, strengths, use cases, website and the date the facts were checked.",
      inputSchema: { id: z.string().min(1).max(60).describe("The platform's id, e.g. 'claude' or 'midjourney'.") },
      outputSchema: { platform: apiPlatformSchema },
      annotations: readOnly,
    },
    guarded(log, requestId, "get_platform", ({ id }: { id: string }) => {
      const body = platformDetail(id);
      return body ? result({ platform: body.data }) : failure(`There is no platform with the id '${id}'. Use search_platforms to find ids.`);
    }),
  );

  server.registerTool(
    "search_platforms",
    {
      title: "Search platforms",
      description:
        "Find AI platforms for a task, best first, each with the reasons it matched (use cases, words, constraints passed). " +
        "Describe the task in 'query' in plain words and/or pick use-case ids; narrow with free, budget, tiers, categories and the attributes (api, open, local, sso, runs). " +
        "With a query, related guide articles come too.",
      inputSchema: {
        query: z.string().max(200).optional().describe("What the user wants to do or find, in their own words, e.g. 'edit podcast audio cheaply'."),
        ...filterShape,
        limit: z.number().int().min(1).max(50).optional().describe("How many platforms to return (default 10)."),
      },
      outputSchema: {
        count: z.number().int().describe("How many platforms matched in all."),
        platforms: z.array(platformMatchSchema),
        articles: z.array(articleRefSchema),
        useCases: z.array(z.enum(useCaseIds)).describe("Use cases understood from the query and the selection."),
        excluded: excludedSchema,
      },
      annotations: readOnly,
    },
    guarded(log, requestId, "search_platforms", (args: Parameters<typeof toParams>[0] & { limit?: number }) => {
      const parsed = parseApiQuery(toParams(args));
      if (!parsed.ok) return failure(parsed.error);
      const limit = args.limit ?? 10;
      if (parsed.query.text) {
        const found = searchCatalogue(parsed.query);
        return result({ count: found.meta.count, platforms: found.data.slice(0, limit), articles: found.articles, useCases: found.meta.useCases, excluded: found.meta.excluded });
      }
      const list = listPlatforms(parsed.query);
      return result({ count: list.meta.count, platforms: list.data.slice(0, limit), articles: [], useCases: list.meta.query.useCases, excluded: list.meta.excluded });
    }),
  );

  server.registerTool(
    "compare_platforms",
    {
      title: "Compare platforms",
      description:
        "Set two to six platforms side by side: their facts (tier, starting price, use cases, strengths), and, for the use cases given, " +
        "each one's rank, score and reasons from the same engine as search_platforms (rank and score are null when it serves none of them).",
      inputSchema: {
        ids: z.array(z.string().min(1).max(60)).min(2).max(6).describe("Platform ids, e.g. ['chatgpt', 'claude']."),
        use_cases: useCaseList.optional().describe("The user's use cases, to rank the platforms against."),
      },
      outputSchema: {
        useCases: z.array(z.enum(useCaseIds)),
        platforms: z.array(
          z.object({
            platform: apiPlatformSchema,
            rank: z.number().int().positive().nullable().describe("Position among all catalogue platforms for these use cases."),
            score: z.number().nullable(),
            reasons: reasonsSchema.nullable(),
          }),
        ),
      },
      annotations: readOnly,
    },
    guarded(log, requestId, "compare_platforms", ({ ids, use_cases }: { ids: string[]; use_cases?: string[] }) => {
      const unknown = ids.filter((id) => !platformDetail(id));
      if (unknown.length) return failure(`Unknown platform id${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. Use search_platforms to find ids.`);
      const parsed = parseApiQuery(toParams({ use_cases }));
      if (!parsed.ok) return failure(parsed.error);
      // Ranked among the platforms that serve at least one of the use cases; without use cases, facts only.
      const ranked = use_cases?.length ? listPlatforms(parsed.query).data.filter((m) => m.reasons.useCases.length > 0) : [];
      const position = new Map(ranked.map((m, i) => [m.platform.id, i]));
      return result({
        useCases: parsed.query.useCases,
        platforms: [...new Set(ids)].map((id) => {
          const i = position.get(id);
          const match = i === undefined ? undefined : ranked[i];
          return { platform: platformDetail(id)!.data, rank: i === undefined ? null : i + 1, score: match?.score ?? null, reasons: match?.reasons ?? null };
        }),
      });
    }),
  );

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
