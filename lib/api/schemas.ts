import { z } from "zod";
import { flagFilterKeys, runsOnPlaces } from "@/lib/attributes";
import { categoryIdSchema, platformSchema, tierSchema, useCaseIdSchema } from "@/lib/catalogue-schema";

// The public API's bodies (issue 15). One schema per body: the route handlers build their bodies as
// these types, the tests validate every response with them, and the OpenAPI document is generated
// from them (server/api/openapi.ts), so the three cannot drift apart.

/** The named schemas of the API: each becomes one entry of the OpenAPI document's components. */
export const apiSchemas = z.registry<{ id: string; description?: string }>();

/** A catalogue entry as the API publishes it: the curated facts, 'free' derived, and our page's URL. */
export const apiPlatformSchema = platformSchema
  .omit({ useCases: true, referral: true, changes: true, vendorDomains: true, vocabulary: true })
  .extend({
    lastReviewed: z.iso.date().describe("The day this platform's facts were checked: the oldest of its facts' sources, the same date every page shows."),
    useCases: z.array(useCaseIdSchema).describe("The use cases it serves; 'free' is derived from the pricing tier."),
    priceLine: z.string().describe("The price as the site shows it, e.g. 'From $20/month' or 'Free'."),
    url: z.url().describe("This platform's page on the site."),
  })
  .register(apiSchemas, { id: "Platform", description: "One platform of the curated catalogue." });
export type ApiPlatform = z.infer<typeof apiPlatformSchema>;

export const reasonsSchema = z
  .object({
    useCases: z.array(useCaseIdSchema).describe("Selected use cases this platform serves."),
    words: z.array(z.string()).describe("Words of the search text that matched."),
    fields: z.array(z.string()).describe("Fields of the entry the words matched in."),
    constraints: z.array(z.string()).describe("Constraints (free plan, budget, tier, category, attributes) it passed, in words."),
    named: z.boolean().describe("The search text named this platform (exactly or with a typo)."),
  })
  .register(apiSchemas, { id: "Reasons", description: "Why the discovery engine listed a platform." });

export const platformMatchSchema = z
  .object({ platform: apiPlatformSchema, score: z.number(), reasons: reasonsSchema })
  .register(apiSchemas, { id: "PlatformMatch", description: "A platform with its score and reasons, in the engine's order." });
export type PlatformMatch = z.infer<typeof platformMatchSchema>;

export const discoveryQuerySchema = z
  .object({
    text: z.string().optional(),
    useCases: z.array(useCaseIdSchema),
    free: z.boolean(),
    budget: z.number().positive().optional(),
    tiers: z.array(tierSchema),
    categories: z.array(categoryIdSchema),
    has: z.array(z.enum(flagFilterKeys as ["api", "open", "local", "sso"])).describe("Attribute filters: only platforms recorded as having an API, being open source or open weights, running on your own machine, offering SSO."),
    runs: z.array(z.enum(runsOnPlaces)).describe("Only platforms recorded as running on every one of these places."),
    sort: z.enum(["best", "price", "name"]),
  })
  .register(apiSchemas, { id: "DiscoveryQuery", description: "The query as the engine understood it from the parameters." });

export const excludedSchema = z
  .object({
    free: z.number().int().nonnegative(),
    budget: z.number().int().nonnegative(),
    tier: z.number().int().nonnegative(),
    category: z.number().int().nonnegative(),
    api: z.number().int().nonnegative().describe("Left out by api=1: no API recorded."),
    open: z.number().int().nonnegative().describe("Left out by open=1: not recorded as open source or open weights."),
    local: z.number().int().nonnegative().describe("Left out by local=1: not recorded as running on your own machine."),
    sso: z.number().int().nonnegative().describe("Left out by sso=1: no single sign-on recorded."),
    runs: z.number().int().nonnegative().describe("Left out by runs=: not recorded as running on every place asked for."),
  })
  .register(apiSchemas, { id: "Excluded", description: "How many platforms each constraint left out (a platform whose attribute is not recorded does not pass that filter)." });

/** A list's page (docs/decisions/0206-bounded-answers.md): `count` counts every match, `data` holds at most `limit` of them from `offset`. */
const pageFields = {
  count: z.number().int().nonnegative().describe("How many platforms match, on every page together."),
  limit: z.number().int().min(1).max(500).describe("The most platforms this answer holds (the limit parameter; 500, the most, by default)."),
  offset: z.number().int().nonnegative().describe("How many of the matching platforms come before this page (the offset parameter)."),
  next: z.url().optional().describe("The next page's address, when more platforms match than this page holds; also in the Link header."),
};

export const platformListSchema = z
  .object({
    data: z.array(platformMatchSchema),
    meta: z.object({ ...pageFields, query: discoveryQuerySchema, excluded: excludedSchema }),
  })
  .register(apiSchemas, { id: "PlatformList" });
export type PlatformList = z.infer<typeof platformListSchema>;

export const articleRefSchema = z
  .object({ slug: z.string(), title: z.string(), excerpt: z.string(), url: z.url() })
  .register(apiSchemas, { id: "ArticleRef", description: "A guide article that matched the search." });

export const searchResultSchema = z
  .object({
    data: z.array(platformMatchSchema),
    articles: z.array(articleRefSchema),
    meta: z.object({
      ...pageFields,
      query: discoveryQuerySchema,
      excluded: excludedSchema,
      useCases: z.array(useCaseIdSchema).describe("Use cases the engine understood from the text and the parameters."),
      alternativeTo: z
        .string()
        .optional()
        .describe("When the text asks for alternatives to one platform ('midjourney alternatives', 'cheaper than Cursor'): its id. The results are platforms like it, never itself."),
      compare: z
        .array(z.string())
        .optional()
        .describe("When the text asks to compare two to four platforms ('cursor vs windsurf'): their ids, in the order named. /compare?ids= shows them side by side."),
    }),
  })
  .register(apiSchemas, { id: "SearchResult" });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const platformDetailSchema = z.object({ data: apiPlatformSchema }).register(apiSchemas, { id: "PlatformDetail" });
export type PlatformDetail = z.infer<typeof platformDetailSchema>;

export const apiUseCaseSchema = z
  .object({
    id: useCaseIdSchema,
    label: z.string(),
    platformCount: z.number().int().nonnegative().describe("How many catalogue platforms serve it."),
    url: z.url().describe("The site's page for this use case."),
  })
  .register(apiSchemas, { id: "UseCase" });

export const useCaseListSchema = z.object({ data: z.array(apiUseCaseSchema) }).register(apiSchemas, { id: "UseCaseList" });
export type UseCaseList = z.infer<typeof useCaseListSchema>;

export const apiErrorSchema = z
  .object({
    error: z.string().describe("What went wrong, in words a person can act on."),
    retryAfter: z.number().int().positive().optional().describe("Seconds to wait (429 only)."),
  })
  .register(apiSchemas, { id: "Error" });
export type ApiError = z.infer<typeof apiErrorSchema>;
