import type { Platform } from "@/lib/catalogue-schema";

/**
 * The monthly US-dollar figure of a platform's cheapest paid plan: 0 for a platform with no paid
 * plan, the catalogue's starting price otherwise (a yearly price divided by twelve), or undefined
 * when the catalogue lists none.
 */
export function monthlyPrice(platform: { pricing: Pick<Platform["pricing"], "tier" | "startingPrice"> }): number | undefined {
  const m = /^\$(\d+(?:\.\d+)?)\/(month|year|user\/month|seat\/month)/.exec(platform.pricing.startingPrice ?? "");
  if (!m) return platform.pricing.tier === "free" ? 0 : undefined;
  const amount = Number(m[1]);
  return m[2] === "year" ? amount / 12 : amount;
}

/** '$20', '$12.50' for a budget figure. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
