import "server-only";
import type { Platform } from "@/lib/catalogue-schema";
import { env } from "@/server/env";

/**
 * Fills in the operator's referral link (REFERRAL_URL) on the entry with a referral programme, or
 * drops the referral when none is configured: a card never claims a referral that credits nobody.
 */
export function withReferrals(list: readonly Platform[]): Platform[] {
  return list.map((p) => {
    if (!p.referral) return p;
    if (!env.REFERRAL_URL) return { ...p, referral: undefined };
    return { ...p, referral: { ...p.referral, url: env.REFERRAL_URL } };
  });
}
