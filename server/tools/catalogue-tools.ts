import "server-only";
import { z } from "zod";
import { flagFilterKeys, runsOnPlaces, type FlagFilter } from "@/lib/attributes";
import { apiPlatformSchema, apiUseCaseSchema, articleRefSchema, excludedSchema, platformMatchSchema, reasonsSchema } from "@/lib/api/schemas";
import { categories, tierSchema } from "@/lib/catalogue-schema";
import { sorts } from "@/lib/discovery/query";
import { useCaseIds } from "@/lib/use-cases";
import { listUseCases, platformDetail } from "@/server/api/catalogue";
import { listPlatforms, parseApiQuery, searchCatalogue } from "@/server/api/discovery";

// The catalogue's tools, defined once (docs/decisions/0175-shared-catalogue-tools.md): the MCP
// endpoint (server/mcp/server.ts) registers them for agents, and the chat provider
// (server/chat/openai-provider.ts) offers them to a configured LLM as OpenAI function tools. One
// name, description, zod input schema and handler each, so the two faces cannot drift apart. The
// handlers answer from the same catalogue bodies and discovery engine as the public API.

/** A tool's answer: its data, or an error message the caller can act on (an unknown id, a bad filter). */
export type ToolOutcome = { ok: true; data: Record<string, unknown> } | { ok: false; error: string };

export type CatalogueTool<S extends z.ZodRawShape = z.ZodRawShape> = {
  name: string;
  title: string;
  description: string;
  /** The arguments, as a zod shape (what the MCP SDK takes); undefined for a tool without arguments. */
  input?: S;
  output: z.ZodRawShape;
  run(args: z.infer<z.ZodObject<S>>): ToolOutcome;
};

const tool = <S extends z.ZodRawShape>(definition: CatalogueTool<S>): CatalogueTool<S> => definition;

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

export const listUseCasesTool = tool({
  name: "list_use_cases",
  title: "List use cases",
  description: "The use cases the finder knows (ids and labels), with how many catalogue platforms serve each.",
  output: { useCases: z.array(apiUseCaseSchema) },
  run: () => ({ ok: true, data: { useCases: listUseCases().data } }),
});

export const getPlatformTool = tool({
  name: "get_platform",
  title: "Get a platform",
  description: "One platform's facts: description, category, pricing tier and starting price, strengths, use cases, website and the date the facts were checked.",
  input: { id: z.string().min(1).max(60).describe("The platform's id, e.g. 'claude' or 'midjourney'.") },
  output: { platform: apiPlatformSchema },
  run: ({ id }) => {
    const body = platformDetail(id);
    return body ? { ok: true, data: { platform: body.data } } : { ok: false, error: `There is no platform with the id '${id}'. Use search_platforms to find ids.` };
  },
});

export const searchPlatformsTool = tool({
  name: "search_platforms",
  title: "Search platforms",
  description:
    "Find AI platforms for a task, best first, each with the reasons it matched (use cases, words, constraints passed). " +
    "Describe the task in 'query' in plain words and/or pick use-case ids; narrow with free, budget, tiers, categories and the attributes (api, open, local, sso, runs). " +
    "With a query, related guide articles come too.",
  input: {
    query: z.string().max(200).optional().describe("What the user wants to do or find, in their own words, e.g. 'edit podcast audio cheaply'."),
    ...filterShape,
    limit: z.number().int().min(1).max(50).optional().describe("How many platforms to return (default 10)."),
  },
  output: {
    count: z.number().int().describe("How many platforms matched in all."),
    platforms: z.array(platformMatchSchema),
    articles: z.array(articleRefSchema),
    useCases: z.array(z.enum(useCaseIds)).describe("Use cases understood from the query and the selection."),
    excluded: excludedSchema,
  },
  run: (args) => {
    const parsed = parseApiQuery(toParams(args));
    if (!parsed.ok) return { ok: false, error: parsed.error };
    const limit = args.limit ?? 10;
    if (parsed.query.text) {
      // Reasons are worked out only for the platforms returned; meta.count still counts them all.
      const found = searchCatalogue(parsed.query, { limit, offset: 0 });
      return { ok: true, data: { count: found.meta.count, platforms: found.data, articles: found.articles, useCases: found.meta.useCases, excluded: found.meta.excluded } };
    }
    const list = listPlatforms(parsed.query, { limit, offset: 0 });
    return { ok: true, data: { count: list.meta.count, platforms: list.data, articles: [], useCases: list.meta.query.useCases, excluded: list.meta.excluded } };
  },
});

export const comparePlatformsTool = tool({
  name: "compare_platforms",
  title: "Compare platforms",
  description:
    "Set two to six platforms side by side: their facts (tier, starting price, use cases, strengths), and, for the use cases given, " +
    "each one's rank, score and reasons from the same engine as search_platforms (rank and score are null when it serves none of them).",
  input: {
    ids: z.array(z.string().min(1).max(60)).min(2).max(6).describe("Platform ids, e.g. ['chatgpt', 'claude']."),
    use_cases: useCaseList.optional().describe("The user's use cases, to rank the platforms against."),
  },
  output: {
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
  run: ({ ids, use_cases }) => {
    const unknown = ids.filter((id) => !platformDetail(id));
    if (unknown.length) return { ok: false, error: `Unknown platform id${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}. Use search_platforms to find ids.` };
    const parsed = parseApiQuery(toParams({ use_cases }));
    if (!parsed.ok) return { ok: false, error: parsed.error };
    // Ranked among the platforms that serve at least one of the use cases; without use cases, facts only.
    const ranked = use_cases?.length ? listPlatforms(parsed.query).data.filter((m) => m.reasons.useCases.length > 0) : [];
    const position = new Map(ranked.map((m, i) => [m.platform.id, i]));
    return {
      ok: true,
      data: {
        useCases: parsed.query.useCases,
        platforms: [...new Set(ids)].map((id) => {
          const i = position.get(id);
          const match = i === undefined ? undefined : ranked[i];
          return { platform: platformDetail(id)!.data, rank: i === undefined ? null : i + 1, score: match?.score ?? null, reasons: match?.reasons ?? null };
        }),
      },
    };
  },
});

/** Every tool, in the order the MCP endpoint lists them. */
export const catalogueTools = [listUseCasesTool, getPlatformTool, searchPlatformsTool, comparePlatformsTool] as const;

/** The tools the chat model calls: search, get and compare (use-case ids are enumerated in their schemas). */
export const chatTools: readonly CatalogueTool[] = [searchPlatformsTool, getPlatformTool, comparePlatformsTool] as unknown as readonly CatalogueTool[];
