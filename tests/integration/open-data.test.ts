import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { factsChecked } from "@/lib/platform";
import { wholeSitemap } from "@/tests/support/sitemap";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { compileErrors, validate } from "@readme/openapi-parser";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { apiErrorSchema, platformDetailSchema, platformListSchema, searchResultSchema, useCaseListSchema, type PlatformList } from "@/lib/api/schemas";
import { getPlatform, platforms } from "@/lib/catalogue";
import { monthlyPrice } from "@/lib/discovery/price";
import { useCases } from "@/lib/use-cases";
import { startTestApp, type TestApp } from "@/tests/support/app-server";
import { documentExamples, responseSchema, schemaCompiler } from "@/tests/support/openapi";

// The open data faces (issue 15) over HTTP against the production server: the API, the MCP
// endpoint, and the Open Graph images of every sitemap URL.

const LIMIT = 20;
const IP_HEADER = "x-test-client-ip";
let app: TestApp;
let ipCounter = 0;
/** A fresh client address per request, so the low test limit only bites where a test wants it. */
const freshIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

function get(path: string, init: { headers?: Record<string, string>; ip?: string; method?: string } = {}) {
  return fetch(`${app.url}${path}`, { method: init.method ?? "GET", headers: { [IP_HEADER]: init.ip ?? freshIp(), ...init.headers } });
}

type OpenApiDoc = Parameters<typeof schemaCompiler>[0];
let doc: OpenApiDoc;
let compile: ReturnType<typeof schemaCompiler>;

/** Checks a JSON answer against its zod schema and against the OpenAPI document's schema for it. */
async function checked<S extends z.ZodType>(response: Response, schema: S, path: string): Promise<z.infer<S>> {
  const body: unknown = await response.json();
  const zod = schema.safeParse(body);
  expect(zod.success ? "" : JSON.stringify(zod.error.issues.slice(0, 3))).toBe("");
  const openapi = compile(responseSchema(doc, path, response.status));
  expect(openapi(body) ? "" : JSON.stringify(openapi.errors?.slice(0, 3))).toBe("");
  return body as z.infer<S>;
}

beforeAll(async () => {
  app = await startTestApp({ TRUSTED_IP_HEADER: IP_HEADER, RATE_LIMIT_API_PER_MINUTE: String(LIMIT) });
  doc = (await (await get("/api/v1/openapi.json")).json()) as OpenApiDoc;
  compile = schemaCompiler(doc);
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

describe("the OpenAPI document at /api/v1/openapi.json", () => {
  it("is valid OpenAPI 3.1, and every example in it matches its schema", { timeout: 120_000 }, async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    const examples = documentExamples(doc);
    expect(examples.length).toBeGreaterThanOrEqual(4);
    for (const { where, schema, example } of examples) {
      const check = compile(schema);
      expect(check(example) ? "" : `${where}: ${JSON.stringify(check.errors)}`).toBe("");
    }
  });
});

describe("GET /api/v1/use-cases", () => {
  it("lists every use case with a platform count, with CORS, caching and rate-limit headers", async () => {
    const response = await get("/api/v1/use-cases", { headers: { Origin: "https://example.org" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toMatch(/ETag.*RateLimit.*Retry-After/);
    expect(response.headers.get("cache-control")).toMatch(/^private, max-age=\d+/);
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("ratelimit-policy")).toBe(`"api";q=${LIMIT};w=60`);
    expect(response.headers.get("ratelimit")).toMatch(new RegExp(`^"api";r=${LIMIT - 1};t=\\d+$`));
    const body = await checked(response, useCaseListSchema, "/use-cases");
    expect(body.data.map((u) => u.id)).toEqual(useCases.map((u) => u.id));
    expect(body.data.find((u) => u.id === "code")?.platformCount).toBeGreaterThan(0);
  });
});

async function list(search: string): Promise<PlatformList> {
  const response = await get(`/api/v1/platforms${search}`);
  expect(response.status, search).toBe(200);
  return checked(response, platformListSchema, "/platforms");
}

describe("GET /api/v1/platforms", () => {
  const facts = (body: PlatformList) => body.data.map((m) => getPlatform(m.platform.id)!);

  it("without filters lists the whole catalogue, in the editorial order", async () => {
    const body = await list("");
    expect(body.data.map((m) => m.platform.id)).toEqual(platforms.map((p) => p.id));
    expect(body.meta).toMatchObject({ count: platforms.length, limit: 500, offset: 0, query: { useCases: [], free: false, tiers: [], categories: [], sort: "best" } });
    expect(body.meta.next).toBeUndefined();
  });

  it("pages: limit and offset walk the whole list once, meta.next and the Link header lead on, meta.count counts every page", async () => {
    const size = Math.ceil(platforms.length / 3);
    const seen: string[] = [];
    let path: string | undefined = `/api/v1/platforms?free=1&limit=${size}`;
    let pages = 0;
    while (path) {
      const response = await get(path);
      const body = await checked(response, platformListSchema, "/platforms");
      expect(body.data.length).toBeLessThanOrEqual(size);
      expect(body.meta).toMatchObject({ count: platforms.filter((p) => p.pricing.tier !== "paid").length, limit: size, offset: seen.length });
      seen.push(...body.data.map((m) => m.platform.id));
      expect(response.headers.get("link")).toBe(body.meta.next ? `<${body.meta.next}>; rel="next"` : null);
      path = body.meta.next ? new URL(body.meta.next).pathname + new URL(body.meta.next).search : undefined;
      pages++;
    }
    expect(pages).toBeGreaterThan(1);
    expect(seen).toEqual((await list("?free=1")).data.map((m) => m.platform.id));
    const past = await list(`?offset=${platforms.length + 10}`);
    expect(past.data).toEqual([]);
    expect(past.meta.count).toBe(platforms.length);
  });

  it.each([
    ["?limit=0", "'limit' must be a whole number from 1 to 500, for example limit=50."],
    ["?limit=501", "'limit' must be a whole number from 1 to 500, for example limit=50."],
    ["?limit=ten", "'limit' must be a whole number from 1 to 500, for example limit=50."],
    ["?offset=-5", "'offset' must be a whole number of platforms to skip, 0 or more, for example offset=500."],
  ])("answers 400 with a message for a bad page: %s", async (search, message) => {
    const response = await get(`/api/v1/platforms${search}`);
    expect(response.status).toBe(400);
    expect((await checked(response, apiErrorSchema, "/platforms")).error).toBe(message);
  });

  it("use: only platforms serving a selected use case, those serving more first, with their reasons", async () => {
    const body = await list("?use=code,images");
    expect(body.data.length).toBeGreaterThan(3);
    for (const m of body.data) {
      expect(m.reasons.useCases.length).toBeGreaterThan(0);
      expect(m.reasons.useCases.every((u) => u === "code" || u === "images")).toBe(true);
      expect(m.platform.useCases).toEqual(expect.arrayContaining(m.reasons.useCases));
    }
    const counts = body.data.map((m) => m.reasons.useCases.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.meta.query.useCases).toEqual(["images", "code"]);
  });

  it("free, budget, tier and category filter, and say how many each left out", async () => {
    const free = await list("?free=1");
    expect(facts(free).every((p) => p.pricing.tier !== "paid")).toBe(true);
    expect(free.meta.excluded.free).toBe(platforms.filter((p) => p.pricing.tier === "paid").length);
    expect(free.data[0]!.reasons.constraints).toContain("has a free plan");

    const budget = await list("?budget=10");
    expect(facts(budget).every((p) => (monthlyPrice(p) ?? Infinity) <= 10)).toBe(true);
    expect(budget.meta.excluded.budget).toBe(platforms.length - budget.data.length);
    expect((await list("?budget=25.5")).meta.query.budget).toBe(25.5);

    const tier = await list("?tier=paid,free");
    expect(new Set(facts(tier).map((p) => p.pricing.tier))).toEqual(new Set(["paid", "free"]));
    expect(tier.data).toHaveLength(platforms.filter((p) => p.pricing.tier !== "freemium").length);

    const category = await list("?category=code");
    expect(category.data.length).toBeGreaterThan(0);
    expect(facts(category).every((p) => p.category === "code")).toBe(true);
    expect(category.meta.excluded.category).toBe(platforms.length - category.data.length);

    const all = await list("?use=images&free=1&budget=20&tier=freemium&category=image");
    for (const p of facts(all)) expect(p).toMatchObject({ category: "image", pricing: { tier: "freemium" } });
  });

  it("api, open, local, sso and runs keep only platforms recorded as having each, and count what each left out as 'not recorded'", async () => {
    const has = (test: (p: (typeof platforms)[number]) => boolean) => platforms.filter(test).map((p) => p.id).sort();
    const families = [
      { search: "?api=1", key: "api", expected: has((p) => ["yes", "paid-separately"].includes(p.attributes?.api?.value ?? "")) },
      { search: "?open=1", key: "open", expected: has((p) => ["open-source", "open-weights"].includes(p.attributes?.openSource?.value ?? "")) },
      { search: "?local=1", key: "local", expected: has((p) => p.attributes?.local?.value === "yes") },
      { search: "?sso=1", key: "sso", expected: has((p) => p.attributes?.sso?.value === "yes") },
      { search: "?runs=ios,android", key: "runs", expected: has((p) => ["ios", "android"].every((r) => p.attributes?.runsOn?.value.includes(r as never))) },
    ] as const;
    for (const { search, key, expected } of families) {
      const body = await list(search);
      expect(expected.length, search).toBeGreaterThan(0);
      expect(body.data.map((m) => m.platform.id).sort(), search).toEqual(expected);
      expect(body.meta.excluded[key], search).toBe(platforms.length - expected.length);
      // Each platform carries the quoted evidence for what the filter read.
      const first = body.data[0]!.platform;
      const attribute = key === "open" ? "openSource" : key === "runs" ? "runsOn" : key;
      expect(first.attributes?.[attribute as "api"]?.sources[0]?.quote, search).toBeTruthy();
    }
    const both = await list("?api=1&sso=1");
    expect(both.meta.query).toMatchObject({ has: ["api", "sso"], runs: [] });
    expect(both.data[0]!.reasons.constraints).toEqual(expect.arrayContaining(["has an API", "offers single sign-on"]));

    for (const [search, message] of [
      ["?api=yes", "'api' must be 1 (only platforms recorded as having it) or 0."],
      ["?runs=tv", "Unknown place 'tv' in 'runs'. Valid places: web, windows, macos, linux, ios, android, browser-extension, ide-plugin, cli."],
    ] as const) {
      const response = await get(`/api/v1/platforms${search}`);
      expect(response.status).toBe(400);
      expect((await checked(response, apiErrorSchema, "/platforms")).error).toBe(message);
    }
  });

  it("sort: price (cheapest paid plan first) and name (A to Z)", async () => {
    const byPrice = facts(await list("?sort=price")).map((p) => monthlyPrice(p) ?? Infinity);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byName = facts(await list("?use=video&sort=name")).map((p) => p.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });

  it.each([
    ["use=cooking", /Unknown use case 'cooking'/],
    ["free=maybe", /'free' must be 1/],
    ["budget=-5", /'budget' must be a positive number/],
    ["budget=cheap", /'budget' must be a positive number/],
    ["tier=gold", /Unknown tier 'gold'/],
    ["category=toasters", /Unknown category 'toasters'/],
    ["sort=random", /'sort' must be one of best, price, name/],
  ])("answers 400 with a message for a bad filter: %s", async (search, message) => {
    const response = await get(`/api/v1/platforms?${search}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await checked(response, apiErrorSchema, "/platforms")).error).toMatch(message);
  });
});

describe("GET /api/v1/search", () => {
  it("answers platforms and guides for text in plain words, with reasons, and takes the same filters", async () => {
    const response = await get("/api/v1/search?q=free%20image%20generator");
    expect(response.status).toBe(200);
    const body = await checked(response, searchResultSchema, "/search");
    expect(body.meta.query.text).toBe("free image generator");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]!.platform.useCases).toContain("images");
    expect(body.meta.useCases).toContain("images");
    expect(body.articles.map((a) => a.slug)).toContain("ai-image-generation");
    expect(body.articles[0]!.url).toMatch(/\/blog\//);

    const named = await checked(await get("/api/v1/search?q=claude"), searchResultSchema, "/search");
    expect(named.data[0]).toMatchObject({ platform: { id: "claude" }, reasons: { named: true } });

    const filtered = await checked(await get("/api/v1/search?q=video&tier=paid&sort=price"), searchResultSchema, "/search");
    expect(filtered.data.every((m) => m.platform.pricing.tier === "paid")).toBe(true);
    expect(filtered.meta.alternativeTo).toBeUndefined();

    const alternatives = await checked(await get("/api/v1/search?q=cheaper%20than%20cursor"), searchResultSchema, "/search");
    expect(alternatives.meta.alternativeTo).toBe("cursor");
    expect(alternatives.data.length).toBeGreaterThan(2);
    expect(alternatives.data.map((m) => m.platform.id)).not.toContain("cursor");

    const versus = await checked(await get("/api/v1/search?q=cursor%20vs%20windsurf"), searchResultSchema, "/search");
    expect(versus.meta.compare).toEqual(["cursor", "windsurf"]);
  });

  it("pages its platforms like the list: the second page goes on where the first stopped", async () => {
    const whole = await checked(await get("/api/v1/search?q=video"), searchResultSchema, "/search");
    expect(whole.meta.count).toBe(whole.data.length);
    expect(whole.meta.count).toBeGreaterThan(6);
    const first = await checked(await get("/api/v1/search?q=video&limit=4"), searchResultSchema, "/search");
    expect(first.meta).toMatchObject({ count: whole.meta.count, limit: 4, offset: 0 });
    const next = new URL(first.meta.next!);
    expect(next.searchParams.get("offset")).toBe("4");
    const second = await checked(await get(next.pathname + next.search), searchResultSchema, "/search");
    expect([...first.data, ...second.data].map((m) => m.platform.id)).toEqual(whole.data.slice(0, 8).map((m) => m.platform.id));
    expect(second.data[0]!.reasons.words.length + second.data[0]!.reasons.useCases.length).toBeGreaterThan(0);
  });

  it("answers 400 without text, or with a bad filter", async () => {
    const empty = await get("/api/v1/search?q=%20");
    expect(empty.status).toBe(400);
    expect((await checked(empty, apiErrorSchema, "/search")).error).toMatch(/Add what you are looking for in 'q'/);
    const bad = await get("/api/v1/search?q=video&use=nope");
    expect(bad.status).toBe(400);
  });
});

describe("GET /api/v1/platforms/{id}", () => {
  it("answers one platform", async () => {
    const response = await get("/api/v1/platforms/claude");
    expect(response.status).toBe(200);
    const body = await checked(response, platformDetailSchema, "/platforms/{id}");
    expect(body.data).toMatchObject({ id: "claude", name: "Claude" });
    expect(body.data.url).toMatch(/\/platforms\/claude$/);
  });

  it("answers 404 with a JSON error for an unknown id, and for an unknown endpoint", async () => {
    const response = await get("/api/v1/platforms/no-such-platform");
    expect(response.status).toBe(404);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = await checked(response, apiErrorSchema, "/platforms/{id}");
    expect(body.error).toMatch(/no platform with the id 'no-such-platform'/);

    const unknown = await get("/api/v1/no-such-endpoint");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/openapi\.json/);
  });
});

describe("ETag and CORS", () => {
  it("answers 304 with no body when If-None-Match still matches, and 200 when it does not", async () => {
    const first = await get("/api/v1/platforms/claude");
    const etag = first.headers.get("etag")!;
    const again = await get("/api/v1/platforms/claude", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("access-control-allow-origin")).toBe("*");
    expect(await again.text()).toBe("");
    const weak = await get("/api/v1/platforms/claude", { headers: { "If-None-Match": `"other", W/${etag}` } });
    expect(weak.status).toBe(304);
    const stale = await get("/api/v1/platforms/claude", { headers: { "If-None-Match": '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it("answers a CORS preflight from any origin", async () => {
    const response = await get("/api/v1/platforms/claude", {
      method: "OPTIONS",
      headers: { Origin: "https://example.org", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "if-none-match" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toMatch(/GET/);
    expect(response.headers.get("access-control-allow-headers")).toMatch(/If-None-Match/i);
  });
});

describe("GET /api/v1/platforms.csv", () => {
  it("is the whole catalogue, one row per platform, that a real CSV parser reads back exactly", async () => {
    const response = await get("/api/v1/platforms.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("etag")).toBeTruthy();
    const rows = parse(await response.text(), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    expect(rows).toHaveLength(platforms.length);
    expect(rows.map((r) => r.id)).toEqual(platforms.map((p) => p.id));
    for (const [i, p] of platforms.entries()) {
      const row = rows[i]!;
      expect(row).toMatchObject({ name: p.name, category: p.category, tier: p.pricing.tier, starting_price: p.pricing.startingPrice ?? "", website: p.website, last_reviewed: factsChecked(p) });
      // Descriptions and details hold commas and quotes: they must survive the round trip.
      expect(row.description).toBe(p.description);
      expect(row.pricing_details).toBe(p.pricing.details);
      expect(row.capabilities!.split("; ")).toEqual(p.capabilities);
      expect(row.api).toBe(p.attributes?.api?.value ?? "not recorded");
      expect(row.runs_on).toBe(p.attributes?.runsOn?.value.join("; ") ?? "not recorded");
    }
  });

  it("takes the API's filters: the rows they keep, in the engine's order; a bad filter is a 400", async () => {
    const rows = parse(await (await get("/api/v1/platforms.csv?sso=1&sort=name")).text(), { columns: true }) as Record<string, string>[];
    const expected = (await list("?sso=1&sort=name")).data.map((m) => m.platform.id);
    expect(rows.map((r) => r.id)).toEqual(expected);
    expect(rows.every((r) => r.sso === "yes")).toBe(true);
    const bad = await get("/api/v1/platforms.csv?open=maybe");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/'open' must be 1/);
  });
});

describe("rate limit", () => {
  it(`answers 429 with Retry-After and RateLimit headers after ${LIMIT} requests a minute from one address`, async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await get("/api/v1/use-cases", { ip })).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await get("/api/v1/use-cases", { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("ratelimit")).toMatch(/^"api";r=0;t=\d+$/);
    expect(limited.headers.get("cache-control")).toBe("no-store");
    expect(limited.headers.get("access-control-allow-origin")).toBe("*");
    const body = await checked(limited, apiErrorSchema, "/use-cases");
    expect(body.error).toMatch(/Too many API requests/);
    expect(body.retryAfter).toBeGreaterThan(0);
  });
});

describe("MCP endpoint /mcp", () => {
  it("lists its read-only tools to the SDK's own client and answers each", async () => {
    const client = new Client({ name: "open-data-test", version: "1.0.0" });
    const transport = new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { [IP_HEADER]: "198.51.100.200" } } });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(["compare_platforms", "get_platform", "list_use_cases", "search_platforms"]);
      for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);

      const listed = await client.callTool({ name: "list_use_cases", arguments: {} });
      expect((listed.structuredContent as { useCases: { id: string }[] }).useCases.map((u) => u.id)).toEqual(useCases.map((u) => u.id));

      const claude = await client.callTool({ name: "get_platform", arguments: { id: "claude" } });
      expect(claude.isError).toBeFalsy();
      expect((claude.structuredContent as { platform: { name: string } }).platform.name).toBe("Claude");

      const missing = await client.callTool({ name: "get_platform", arguments: { id: "no-such-platform" } });
      expect(missing.isError).toBe(true);

      type Found = { count: number; platforms: { platform: { id: string; pricing: { tier: string } }; reasons: { useCases: string[] } }[]; articles: { slug: string }[] };
      const search = await client.callTool({ name: "search_platforms", arguments: { query: "free image generator", limit: 3 } });
      const found = search.structuredContent as Found;
      expect(found.platforms.length).toBeGreaterThan(0);
      expect(found.platforms.length).toBeLessThanOrEqual(3);
      expect(found.articles.map((a) => a.slug)).toContain("ai-image-generation");
      // The same engine as the API: the same platforms in the same order.
      const api = (await (await get("/api/v1/search?q=free%20image%20generator")).json()) as { data: { platform: { id: string } }[] };
      expect(found.platforms.map((m) => m.platform.id)).toEqual(api.data.slice(0, 3).map((m) => m.platform.id));

      const filtered = (await client.callTool({ name: "search_platforms", arguments: { use_cases: ["code"], tiers: ["paid"], limit: 50 } })).structuredContent as Found;
      expect(filtered.count).toBeGreaterThan(0);
      for (const m of filtered.platforms) expect(m).toMatchObject({ platform: { pricing: { tier: "paid" } }, reasons: { useCases: ["code"] } });

      // The attribute filters, as the API reads them: the same platforms as ?use=code&api=1&runs=ide-plugin.
      const withAttributes = (await client.callTool({ name: "search_platforms", arguments: { use_cases: ["code"], api: true, runs: ["cli"], limit: 50 } })).structuredContent as Found & { excluded: { api: number; runs: number } };
      const viaApi = await list("?use=code&api=1&runs=cli");
      expect(viaApi.data.length).toBeGreaterThan(0);
      expect(withAttributes.platforms.map((m) => m.platform.id)).toEqual(viaApi.data.map((m) => m.platform.id));
      expect(withAttributes.excluded).toEqual(viaApi.meta.excluded);

      const compare = await client.callTool({ name: "compare_platforms", arguments: { ids: ["chatgpt", "claude", "midjourney"], use_cases: ["code"] } });
      expect(compare.isError).toBeFalsy();
      const compared = (compare.structuredContent as { platforms: { platform: { id: string }; rank: number | null; reasons: { useCases: string[] } | null }[] }).platforms;
      expect(compared.map((c) => c.platform.id)).toEqual(["chatgpt", "claude", "midjourney"]);
      expect(compared[1]).toMatchObject({ rank: expect.any(Number), reasons: { useCases: ["code"] } });
      expect(compared[2]).toMatchObject({ rank: null, reasons: null });

      const unknownId = await client.callTool({ name: "compare_platforms", arguments: { ids: ["claude", "nope"] } });
      expect(unknownId.isError).toBe(true);
    } finally {
      await client.close();
    }
  });

  it("is stateless: GET (no stream to open) is 405", async () => {
    const response = await get("/mcp", { headers: { Accept: "text/event-stream" } });
    expect(response.status).toBe(405);
  });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");

describe("link previews", () => {
  it("every sitemap URL has an og:image (with alt text and a twitter:image) that answers 200 image/png, 1200x630", async () => {
    const sitemap = (await wholeSitemap(async (path) => (await get(path)).text())).text;
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
    expect(urls.length).toBeGreaterThan(40);
    const images = new Map<string, string>();
    for (const url of urls) {
      const html = await (await get(url.pathname)).text();
      const image = meta(html, "og:image");
      expect(image, `og:image on ${url.pathname}`).toBeTruthy();
      expect(meta(html, "og:image:alt"), `og:image:alt on ${url.pathname}`).toBeTruthy();
      expect(meta(html, "twitter:image"), `twitter:image on ${url.pathname}`).toBe(image);
      images.set(url.pathname, new URL(image!).pathname + new URL(image!).search);
    }
    // Articles and platforms each get their own card.
    expect(images.get("/platforms/claude")).not.toBe(images.get("/"));
    expect(images.get("/blog/chatgpt-vs-claude")).not.toBe(images.get("/"));
    const distinct = new Map([...images].map(([page, image]) => [image, page]));
    for (const [image, page] of distinct) {
      const response = await get(image);
      expect(response.status, `${image} (from ${page})`).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(pngSize(new Uint8Array(await response.arrayBuffer())), image).toEqual({ width: 1200, height: 630 });
    }
  }, 120_000);
});
