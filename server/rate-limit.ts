import "server-only";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/server/env";
import { jsonError } from "@/server/http";
import { logger } from "@/server/logger";
import { rateLimitKey } from "@/server/rate-limit-key";

/** Rate-limit tiers, per client address (docs/decisions/0009-rate-limits.md). */
const tiers = {
  chat: { points: env.RATE_LIMIT_CHAT_PER_MINUTE, duration: 60, message: "Too many chat messages. Please wait a moment and try again." },
  image: { points: env.RATE_LIMIT_IMAGE_PER_MINUTE, duration: 60, message: "Too many images requested. Please wait a minute and try again." },
  contact: { points: env.RATE_LIMIT_CONTACT_PER_HOUR, duration: 3600, message: "Too many messages sent from your address. Please try again later." },
  api: { points: env.RATE_LIMIT_API_PER_MINUTE, duration: 60, message: "Too many API requests from your address. Wait for the time in Retry-After, then try again." },
  signin: { points: env.RATE_LIMIT_SIGNIN_PER_15_MINUTES, duration: 900, message: "Too many sign-in attempts from your address. Wait 15 minutes, then try again." },
} as const;
export type Tier = keyof typeof tiers;

type Factory = (tier: Tier, points: number, duration: number) => RateLimiterAbstract;

/**
 * Where counters live: memory by default; Redis (REDIS_URL) or PostgreSQL (DATABASE_URL) when the
 * site runs as several instances, so a limit holds across all of them
 * (docs/decisions/0011-shared-rate-limits.md). Kept on globalThis because Next.js bundles each
 * route separately; one client and one set of limiters serve the whole process.
 */
type Runtime = { factories: Map<string, Promise<Factory>>; limiters: Map<string, Promise<RateLimiterAbstract>> };
const KEY = Symbol.for("ai-platform-finder.rate-limits");
const runtime = ((globalThis as Record<symbol, Runtime | undefined>)[KEY] ??= { factories: new Map(), limiters: new Map() });

async function createFactory(): Promise<Factory> {
  if (env.REDIS_URL) {
    const { Redis } = await import("ioredis");
    const client = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on("error", (error) => logger.warn({ err: error }, "redis rate-limit store error"));
    // Without an offline queue, a command sent before the connection is ready fails at once and
    // the insurance limiter (this process's memory) counts it instead: each instance's first
    // requests would escape the shared limit. Wait for the connection (bounded) before counting.
    await redisReady(client, 5_000);
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

/** Resolves once the client is connected, or after `timeoutMs` (Redis down: the insurance limiter counts). */
function redisReady(client: import("ioredis").Redis, timeoutMs: number): Promise<void> {
  if (client.status === "ready") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      resolve();
    };
    const timer = setTimeout(() => {
      logger.warn({ timeoutMs }, "redis rate-limit store not ready; counting in memory until it is");
      done();
    }, timeoutMs);
    timer.unref();
    client.once("ready", done);
  });
}

function limiter(tier: Tier): Promise<RateLimiterAbstract> {
  const { points, duration } = tiers[tier];
  // Keyed by the settings too, so a changed configuration (in tests) never reuses old counters.
  const store = env.REDIS_URL ?? env.DATABASE_URL ?? "memory";
  const key = `${store}|${tier}|${points}|${duration}`;
  // The promise is kept, not the limiter: requests arriving together while the store connects all
  // wait for one limiter. (Keeping only the finished limiter let each of them create its own, and
  // a memory limiter of its own counts nobody else: a first burst passed in full.)
  let created = runtime.limiters.get(key);
  if (!created) {
    let factory = runtime.factories.get(store);
    if (!factory) {
      factory = createFactory().catch((error: unknown) => {
        runtime.factories.delete(store);
        throw error;
      });
      runtime.factories.set(store, factory);
    }
    created = factory.then((make: Factory) => make(tier, points, duration));
    created.catch(() => runtime.limiters.delete(key));
    runtime.limiters.set(key, created);
  }
  return created;
}

/**
 * Consumes one point of a client's budget. The only call into a limiter: the key is always
 * `rateLimitKey(address)` (IPv6 by its /64, IPv4-mapped IPv6 as the IPv4 address, canonical lower
 * case; server/rate-limit-key.ts), so no tier can count a raw spelling (issue 27, decision 0125).
 */
function consume(tier: Tier, address: string) {
  return limiter(tier).then((l) => l.consume(rateLimitKey(address)));
}

/**
 * Consumes one point of the client's budget; returns a 429 response (with Retry-After) when it is
 * over its limit. `address` is the client address (`clientIp(request)`).
 */
export async function rateLimit(tier: Tier, address: string): Promise<Response | undefined> {
  try {
    await consume(tier, address);
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
export async function rateLimitWithHeaders(tier: Tier, address: string): Promise<RateLimitOutcome> {
  const { points, duration } = tiers[tier];
  const headers = (remaining: number, msBeforeNext: number): Record<string, string> => ({
    "RateLimit-Policy": `"${tier}";q=${points};w=${duration}`,
    RateLimit: `"${tier}";r=${Math.max(0, remaining)};t=${Math.max(0, Math.ceil(msBeforeNext / 1000))}`,
  });
  try {
    const result = await consume(tier, address);
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
