import "server-only";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/server/env";
import { jsonError } from "@/server/http";
import { logger } from "@/server/logger";

/** Rate-limit tiers, per client address (docs/decisions/0009-rate-limits.md). */
const tiers = {
  chat: { points: env.RATE_LIMIT_CHAT_PER_MINUTE, duration: 60, message: "Too many chat messages. Please wait a moment and try again." },
  image: { points: env.RATE_LIMIT_IMAGE_PER_MINUTE, duration: 60, message: "Too many images requested. Please wait a minute and try again." },
  contact: { points: env.RATE_LIMIT_CONTACT_PER_HOUR, duration: 3600, message: "Too many messages sent from your address. Please try again later." },
  api: { points: env.RATE_LIMIT_API_PER_MINUTE, duration: 60, message: "Too many API requests from your address. Wait for the time in Retry-After, then try again." },
} as const;
export type Tier = keyof typeof tiers;

type Factory = (tier: Tier, points: number, duration: number) => RateLimiterAbstract;

/**
 * Where counters live: memory by default; Redis (REDIS_URL) or PostgreSQL (DATABASE_URL) when the
 * site runs as several instances, so a limit holds across all of them
 * (docs/decisions/0011-shared-rate-limits.md). Kept on globalThis because Next.js bundles each
 * route separately; one client and one set of limiters serve the whole process.
 */
type Runtime = { factories: Map<string, Promise<Factory>>; limiters: Map<string, RateLimiterAbstract> };
const KEY = Symbol.for("ai-platform-finder.rate-limits");
const runtime = ((globalThis as Record<symbol, Runtime | undefined>)[KEY] ??= { factories: new Map(), limiters: new Map() });

async function createFactory(): Promise<Factory> {
  if (env.REDIS_URL) {
    const { Redis } = await import("ioredis");
    const client = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on("error", (error) => logger.warn({ err: error }, "redis rate-limit store error"));
    return (tier, points, duration) =>
      new RateLimiterRedis({ storeClient: client, keyPrefix: `rl:${tier}`, points, duration, insuranceLimiter: new RateLimiterMemory({ points, duration }) });
  }
  if (env.DATABASE_URL) {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: env.DATABASE_URL, max: 5 });
    pool.on("error", (error) => logger.warn({ err: error }, "postgres rate-limit store error"));
    // Several instances may start at once: create the table under an advisory lock.
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock(7341202)");
      await client.query("CREATE TABLE IF NOT EXISTS rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)");
    } finally {
      await client.query("SELECT pg_advisory_unlock(7341202)").catch(() => undefined);
      client.release();
    }
    return (tier, points, duration) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: "rate_limits",
        tableCreated: true,
        keyPrefix: `rl:${tier}`,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      });
  }
  return (tier, points, duration) => new RateLimiterMemory({ keyPrefix: `rl:${tier}`, points, duration });
}

async function limiter(tier: Tier): Promise<RateLimiterAbstract> {
  const { points, duration } = tiers[tier];
  // Keyed by the settings too, so a changed configuration (in tests) never reuses old counters.
  const store = env.REDIS_URL ?? env.DATABASE_URL ?? "memory";
  const key = `${store}|${tier}|${points}|${duration}`;
  const existing = runtime.limiters.get(key);
  if (existing) return existing;
  let factory = runtime.factories.get(store);
  if (!factory) {
    factory = createFactory().catch((error: unknown) => {
      runtime.factories.delete(store);
      throw error;
    });
    runtime.factories.set(store, factory);
  }
  const created = (await factory)(tier, points, duration);
  runtime.limiters.set(key, created);
  return created;
}

/** Consumes one point; returns a 429 response (with Retry-After) when the client is over its limit. */
export async function rateLimit(tier: Tier, key: string): Promise<Response | undefined> {
  try {
    await (await limiter(tier)).consume(key);
    return undefined;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      return jsonError(429, tiers[tier].message, { retryAfter }, { "Retry-After": String(retryAfter) });
    }
    throw rejection;
  }
}

export type RateLimitOutcome = { limited?: Response; headers: Record<string, string> };

/**
 * Like rateLimit, and also tells the client its budget in the IETF RateLimit header fields
 * (`RateLimit-Policy`, `RateLimit`; draft-ietf-httpapi-ratelimit-headers), on every answer of
 * the public API and MCP endpoint (docs/decisions/0071-api-rate-limit-tier.md).
 */
export async function rateLimitWithHeaders(tier: Tier, key: string): Promise<RateLimitOutcome> {
  const { points, duration } = tiers[tier];
  const headers = (remaining: number, msBeforeNext: number): Record<string, string> => ({
    "RateLimit-Policy": `"${tier}";q=${points};w=${duration}`,
    RateLimit: `"${tier}";r=${Math.max(0, remaining)};t=${Math.max(0, Math.ceil(msBeforeNext / 1000))}`,
  });
  try {
    const result = await (await limiter(tier)).consume(key);
    return { headers: headers(result.remainingPoints, result.msBeforeNext) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      const limitedHeaders = { ...headers(0, rejection.msBeforeNext), "Retry-After": String(retryAfter) };
      return { limited: jsonError(429, tiers[tier].message, { retryAfter }, limitedHeaders), headers: limitedHeaders };
    }
    throw rejection;
  }
}
