import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { z } from "zod";
import { apiPlatformSchema, apiUseCaseSchema, articleRefSchema, excludedSchema, platformMatchSchema, reasonsSchema } from "@/lib/api/schemas";
import { categories, tierSchema } from "@/lib/catalogue-schema";
import { sorts } from "@/lib/discovery/query";
import { useCaseIds } from "@/lib/use-cases";
import { listUseCases, platformDetail } from "@/server/api/catalogue";
import { listPlatforms, parseApiQuery, searchCatalogue } from "@/server/api/discovery";
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

const useCaseList = z.array(z.enum(useCaseIds)).max(27);
const filterShape = {
  use_cases: useCaseList.optional().describe("Use-case ids (see list_use_cases): platforms serving any of them rank first."),
  free: z.boolean().optional().describe("Only platforms with a free plan."),
  budget: z.number().positive().max(100_000).optional().describe("Most the user would pay, in US dollars a month."),
  tiers: z.array(tierSchema).max(3).optional().describe("Only these pricing tiers."),
  categories: z.array(z.enum(categories.map((c) => c.id) as [string, ...string[]])).max(20).optional().describe("Only these categories."),
  sort: z.enum(sorts).optional().describe("best (default), price (cheapest first) or name."),
};

/** The tool's arguments as the API's URL parameters, so the engine's one strict parser reads both. */
function toParams(args: { query?: string; use_cases?: string[]; free?: boolean; budget?: number; tiers?: string[]; categories?: string[]; sort?: string }) {
  const params = new URLSearchParams();
  if (args.query) params.set("q", args.query);
  if (args.use_cases?.length) params.set("use", args.use_cases.join(","));
  if (args.free) params.set("free", "1");
  if (args.budget !== undefined) params.set("budget", String(args.budget));
  if (args.tiers?.length) params.set("tier", args.tiers.join(","));
  if (args.categories?.length) params.set("category", args.categories.join(","));
  if (args.sort) params.set("sort", args.sort);
  return params;
}

function createServer(): McpServer {
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
    () => result({ useCases: listUseCases().data }),
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
    ({ id }) => {
      const body = platformDetail(id);
      return body ? result({ platform: body.data }) : failure(`There is no platform with the id '${id}'. Use search_platforms to find ids.`);
    },
  );

  server.registerTool(
    "search_platforms",
    {
      title: "Search platforms",
      description:
        "Find AI platforms for a task, best first, each with the reasons it matched (use cases, words, constraints passed). " +
        "Describe the task in 'query' in plain words and/or pick use-case ids; narrow with free, budget, tiers and categories. " +
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
    (args) => {
      const parsed = parseApiQuery(toParams(args));
      if (!parsed.ok) return failure(parsed.error);
      const limit = args.limit ?? 10;
      if (parsed.query.text) {
        const found = searchCatalogue(parsed.query);
        return result({ count: found.meta.count, platforms: found.data.slice(0, limit), articles: found.articles, useCases: found.meta.useCases, excluded: found.meta.excluded });
      }
      const list = listPlatforms(parsed.query);
      return result({ count: list.meta.count, platforms: list.data.slice(0, limit), articles: [], useCases: list.meta.query.useCases, excluded: list.meta.excluded });
    },
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
    ({ ids, use_cases }) => {
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
    },
  );

  return server;
}

/**
 * Answers one MCP request, stateless: a fresh server and transport per request, so any instance
 * can answer any request and nothing is kept between them. JSON answers rather than SSE streams,
 * since every tool answers at once.
 */
export async function handleMcpRequest(request: Request): Promise<Response> {
  const server = createServer();
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true, maxRequestBodySize: 64 * 1024 });
  await server.connect(transport);
  const response = await transport.handleRequest(request);
  void server.close();
  return response;
}
