import "server-only";
import { z } from "zod";
import { flagFilters, runsOnPlaces } from "@/lib/attributes";
import { apiSchemas } from "@/lib/api/schemas";
import { platforms } from "@/lib/catalogue";
import { categories, tierSchema } from "@/lib/catalogue-schema";
import { useCaseIds } from "@/lib/use-cases";
import { listUseCases, platformDetail, platformsCsv } from "@/server/api/catalogue";
import { discoveryExamples, MAX_PAGE_SIZE } from "@/server/api/discovery";
import { absoluteUrl, siteConfig } from "@/server/site-config";

// The OpenAPI 3.1 document (docs/decisions/0072-openapi-from-zod.md). The component schemas are
// generated from the zod schemas the handlers and tests use (zod 4's own JSON Schema generator,
// draft 2020-12, which is OpenAPI 3.1's dialect); the examples are real answers built by the same
// functions as the endpoints, so a test can check every one of them against its schema.

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function componentSchemas(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(apiSchemas, { target: "draft-2020-12", uri: (id) => `#/components/schemas/${id}` });
  // Each schema carries its own $schema and $id; inside the document the dialect is the document's
  // and the name is the component's key.
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Record<string, unknown>;
      void _dialect;
      void _id;
      return [id, rest];
    }),
  );
}

const param = (name: string, description: string, schema: z.ZodType, example?: string) => ({
  name,
  in: "query",
  required: false,
  description,
  schema: z.toJSONSchema(schema),
  ...(example ? { example } : {}),
});

/** The finder's filters, with the same names and meaning as in its URL. */
const filterParameters = [
  param("use", `Use-case ids, comma-separated: platforms serving any of them rank first. Ids: ${useCaseIds.join(", ")}.`, z.string(), "code,images"),
  param("free", "1 (or true): only platforms with a free plan (tier free or freemium); 0 (or false), the default: any.", z.enum(["1", "0", "true", "false"]), "1"),
  param("budget", "Most you would pay in US$ per month (10, 20, 50 or any positive number): paid plans above it are left out.", z.string(), "20"),
  param("tier", `Pricing tiers, comma-separated: ${tierSchema.options.join(", ")}.`, z.string(), "free,freemium"),
  param("category", `Category ids, comma-separated: ${categories.map((c) => c.id).join(", ")}.`, z.string(), "code"),
  ...flagFilters.map((f) =>
    param(f.key, `1 (or true): only platforms ${f.recorded}. A platform whose attribute is not recorded is left out and counted in meta.excluded.${f.key}.`, z.enum(["1", "0", "true", "false"]), "1"),
  ),
  param("runs", `Places a platform must run on, comma-separated (all of them): ${runsOnPlaces.join(", ")}.`, z.string(), "ios,android"),
  param("sort", "best (the engine's order, the default), price (cheapest first) or name.", z.enum(["best", "price", "name"]), "best"),
];

/** A page of the list (docs/decisions/0206-bounded-answers.md). */
const pageParameters = [
  param("limit", `The most platforms in one answer, 1 to ${MAX_PAGE_SIZE} (the default). meta.count counts them all.`, z.number().int().min(1).max(MAX_PAGE_SIZE), "50"),
  param("offset", "How many platforms of the list to skip: meta.next (and the Link header) gives the next page's address.", z.number().int().min(0), "0"),
];

const headers = {
  ETag: { description: "Hash of the body: send it back in If-None-Match to get a 304.", schema: { type: "string" } },
  RateLimit: { description: "Requests left in the window and seconds until it resets, e.g. `\"api\";r=599;t=60`.", schema: { type: "string" } },
  "RateLimit-Policy": { description: "The quota and window in seconds, e.g. `\"api\";q=600;w=60`.", schema: { type: "string" } },
  "Retry-After": { description: "Seconds to wait before the next request (429 only).", schema: { type: "integer" } },
  Link: { description: 'The next page\'s address when there is one (RFC 8288), e.g. `<https://example.org/api/v1/platforms?offset=500>; rel="next"`.', schema: { type: "string" } },
};
const limitHeaders = { RateLimit: { $ref: "#/components/headers/RateLimit" }, "RateLimit-Policy": { $ref: "#/components/headers/RateLimit-Policy" } };
const okHeaders = { ETag: { $ref: "#/components/headers/ETag" }, ...limitHeaders };
const pageHeaders = { ...okHeaders, Link: { $ref: "#/components/headers/Link" } };

const json = (schemaId: string, example?: unknown) => ({ "application/json": { schema: ref(schemaId), ...(example === undefined ? {} : { example }) } });
const error = (description: string, example: string) => ({ description, headers: limitHeaders, content: json("Error", { error: example }) });
const common = {
  "304": { description: "Not modified: the ETag in If-None-Match still matches.", headers: okHeaders },
  "429": {
    description: "Too many requests from this address.",
    headers: { ...limitHeaders, "Retry-After": { $ref: "#/components/headers/Retry-After" } },
    content: json("Error", { error: "Too many API requests from your address. Wait for the time in Retry-After, then try again.", retryAfter: 42 }),
  },
};

function buildDocument() {
  const discovery = discoveryExamples();
  const sample = platformDetail("claude") ?? platformDetail(platforms[0]!.id)!;
  const useCases = listUseCases();
  return {
    openapi: "3.1.1",
    info: {
      title: `${siteConfig.name} API`,
      version: "1.0.0",
      summary: "Read-only access to the curated catalogue of AI platforms and its discovery engine.",
      description:
        "The catalogue behind the site: platforms, their use cases, pricing and strengths, and the same search that answers the finder. " +
        "No key needed. Limits are per client address and reported in the RateLimit headers. The catalogue data is licensed CC BY 4.0: " +
        `credit "${siteConfig.name}" with a link to ${siteConfig.url}.`,
      license: { name: "CC BY 4.0 (catalogue data)", identifier: "CC-BY-4.0" },
      contact: { name: siteConfig.name, url: absoluteUrl("/contact") },
    },
    servers: [{ url: absoluteUrl("/api/v1").replace(/\/$/, "") }],
    externalDocs: { description: "For developers", url: absoluteUrl("/developers") },
    paths: {
      "/platforms": {
        get: {
          operationId: "listPlatforms",
          summary: "Platforms, filtered and ordered like the finder",
          parameters: [...filterParameters, ...pageParameters],
          responses: {
            "200": { description: "The matching platforms with their reasons, a page at a time.", headers: pageHeaders, content: json("PlatformList", discovery.list) },
            "400": error("A filter or the page has a value the API does not know.", "Unknown use case 'cooking'. Use the ids from /api/v1/use-cases."),
            ...common,
          },
        },
      },
      "/platforms/{id}": {
        get: {
          operationId: "getPlatform",
          summary: "One platform",
          parameters: [{ name: "id", in: "path", required: true, description: "The platform's id, e.g. claude.", schema: { type: "string" }, example: "claude" }],
          responses: {
            "200": { description: "The platform.", headers: okHeaders, content: json("PlatformDetail", sample) },
            "404": error("No platform has this id.", "There is no platform with the id 'nope'. GET /api/v1/platforms lists every id."),
            ...common,
          },
        },
      },
      "/platforms.csv": {
        get: {
          operationId: "downloadPlatformsCsv",
          summary: "The catalogue as CSV",
          description:
            "RFC 4180, UTF-8, a header row, one row per platform; lists are joined with '; '; an attribute not recorded reads 'not recorded'. " +
            "Without parameters, every platform; with the same filters as /platforms, the platforms they keep, in the engine's order.",
          parameters: filterParameters,
          responses: {
            "200": {
              description: "The catalogue.",
              headers: okHeaders,
              content: { "text/csv": { schema: { type: "string" }, example: platformsCsv().split("\r\n").slice(0, 2).join("\r\n") + "\r\n" } },
            },
            "400": error("A filter has a value the API does not know.", "Unknown place 'tv' in 'runs'. Valid places: web, windows, macos, linux, ios, android, browser-extension, ide-plugin, cli."),
            ...common,
          },
        },
      },
      "/use-cases": {
        get: {
          operationId: "listUseCases",
          summary: "The finder's use cases",
          responses: { "200": { description: "Every use case with its platform count.", headers: okHeaders, content: json("UseCaseList", useCases) }, ...common },
        },
      },
      "/search": {
        get: {
          operationId: "search",
          summary: "Search platforms and guides with the discovery engine",
          parameters: [
            param("q", "What you want to do or find, in your own words.", z.string().min(1).max(200), "free image generator"),
            ...filterParameters,
            ...pageParameters,
            param("skip", "Use-case ids, comma-separated, the text was read as and should not be: the text is read without them (meta.useCases shows the reading).", z.string(), "images"),
          ],
          responses: {
            "200": { description: "Platforms and articles, best first, each with its reasons; the platforms a page at a time.", headers: pageHeaders, content: json("SearchResult", discovery.search) },
            "400": error("The search text is missing or a filter is invalid.", "Add what you are looking for: /api/v1/search?q=..."),
            ...common,
          },
        },
      },
      "/openapi.json": {
        get: {
          operationId: "getOpenApiDocument",
          summary: "This document",
          responses: { "200": { description: "The OpenAPI 3.1 document.", headers: okHeaders, content: { "application/json": { schema: { type: "object" } } } }, ...common },
        },
      },
    },
    components: { schemas: componentSchemas(), headers },
  };
}

let document: ReturnType<typeof buildDocument> | undefined;

export function openApiDocument(): ReturnType<typeof buildDocument> {
  document ??= buildDocument();
  return document;
}
