import "server-only";
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/server/env";
import { jsonError } from "@/server/http";

/** Rate-limit tiers, per client IP (docs/decisions/0009-rate-limits.md). */
const tiers = {
  chat: { points: env.RATE_LIMIT_CHAT_PER_MINUTE, duration: 60, message: "Too many chat messages. Please wait a moment and try again." },
  image: { points: env.RATE_LIMIT_IMAGE_PER_MINUTE, duration: 60, message: "Too many images requested. Please wait a minute and try again." },
  contact: { points: env.RATE_LIMIT_CONTACT_PER_HOUR, duration: 3600, message: "Too many messages sent from your address. Please try again later." },
} as const;
export type Tier = keyof typeof tiers;

type Store = (tier: Tier, points: number, duration: number) => RateLimiterAbstract;
let storeFactory: Store = (tier, points, duration) => new RateLimiterMemory({ keyPrefix: `rl:${tier}`, points, duration });
const limiters = new Map<Tier, RateLimiterAbstract>();

/** Lets the shared stores (Redis, PostgreSQL) replace the in-memory default at start. */
export function useRateLimitStore(factory: Store) {
  storeFactory = factory;
  limiters.clear();
}

function limiter(tier: Tier): RateLimiterAbstract {
  let l = limiters.get(tier);
  if (!l) {
    l = storeFactory(tier, tiers[tier].points, tiers[tier].duration);
    limiters.set(tier, l);
  }
  return l;
}

/** Consumes one point; returns a 429 response (with Retry-After) when the client is over its limit. */
export async function rateLimit(tier: Tier, key: string): Promise<Response | undefined> {
  try {
    await limiter(tier).consume(key);
    return undefined;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      return jsonError(429, tiers[tier].message, { retryAfter }, { "Retry-After": String(retryAfter) });
    }
    throw rejection;
  }
}
