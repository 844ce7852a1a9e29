import type { Platform } from "@/lib/catalogue-schema";
import { labelOfUseCase, type UseCaseId } from "@/lib/use-cases";
import { joinWithAnd } from "@/lib/format";

// The short verdict of a curated comparison, generated from the catalogue so it never drifts from
// the facts in the table: price, free plan, shared and unique use cases.

export type VerdictPlatform = Pick<Platform, "name" | "useCases"> & { pricing: Pick<Platform["pricing"], "tier" | "startingPrice"> };

type Price = { amount: number; per: "month" | "year" | "user/month" | "seat/month"; annual: boolean };

/** '$20/month' -> { amount: 20, per: 'month' }; '$10/user/month billed annually' -> annual. */
export function parsePrice(value: string | undefined): Price | null {
  const m = value?.match(/^\$(\d+(?:\.\d{2})?)\/(month|year|user\/month|seat\/month)( billed annually)?$/);
  if (!m) return null;
  return { amount: Number(m[1]), per: m[2] as Price["per"], annual: Boolean(m[3]) };
}

const perWords: Record<Price["per"], string> = { month: "a month", year: "a year", "user/month": "a user a month", "seat/month": "a seat a month" };

function money(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** Two prices can be set side by side when they are charged on the same basis. */
function sameBasis(a: Price, b: Price): boolean {
  const seat = (p: Price) => (p.per === "seat/month" ? "user/month" : p.per);
  return seat(a) === seat(b) && a.annual === b.annual;
}

function describePrice(p: VerdictPlatform): string {
  const price = parsePrice(p.pricing.startingPrice);
  if (price) return `starts at ${money(price.amount)} ${perWords[price.per]}${price.annual ? " billed annually" : ""}`;
  if (p.pricing.tier === "free") return "is free";
  return "lists its paid prices on its own site";
}

export function priceSentence(a: VerdictPlatform, b: VerdictPlatform): string {
  const pa = parsePrice(a.pricing.startingPrice);
  const pb = parsePrice(b.pricing.startingPrice);
  if (pa && pb && sameBasis(pa, pb)) {
    const suffix = `${perWords[pa.per]}${pa.annual ? " billed annually" : ""}`;
    if (pa.amount === pb.amount) return `Both start at ${money(pa.amount)} ${suffix}.`;
    const [cheap, cheapPrice, dearPrice] = pa.amount < pb.amount ? [a, pa, pb] : [b, pb, pa];
    return `${cheap.name} is cheaper (${money(cheapPrice.amount)} vs ${money(dearPrice.amount)} ${suffix}).`;
  }
  if (a.pricing.tier === "free" && b.pricing.tier === "free") return "Both are free.";
  return `${a.name} ${describePrice(a)}; ${b.name} ${describePrice(b)}.`;
}

export function freePlanSentence(a: VerdictPlatform, b: VerdictPlatform): string {
  const hasFree = (p: VerdictPlatform) => p.pricing.tier !== "paid";
  if (hasFree(a) && hasFree(b)) return "Both can be used for free.";
  if (!hasFree(a) && !hasFree(b)) return "Neither has a free plan.";
  const [free, paid] = hasFree(a) ? [a, b] : [b, a];
  return `Only ${free.name} has a free plan; ${paid.name} is paid only.`;
}

/** 'A, B and C', or 'A, B, C and 4 more' past `max`. */
export function listLabels(ids: readonly UseCaseId[], max = 3): string {
  const labels = ids.map(labelOfUseCase);
  const shown = labels.length > max ? [...labels.slice(0, max), `${labels.length - max} more`] : labels;
  return joinWithAnd(shown);
}

export function coverageSentences(a: VerdictPlatform, b: VerdictPlatform): string[] {
  const inB = new Set<UseCaseId>(b.useCases);
  const inA = new Set<UseCaseId>(a.useCases);
  const shared = a.useCases.filter((u) => inB.has(u));
  const onlyA = a.useCases.filter((u) => !inB.has(u));
  const onlyB = b.useCases.filter((u) => !inA.has(u));
  const sentences: string[] = [];
  sentences.push(shared.length ? `Both cover ${listLabels(shared)}.` : "They share no use case.");
  if (onlyA.length) sentences.push(`Only ${a.name} covers ${listLabels(onlyA)}.`);
  if (onlyB.length) sentences.push(`Only ${b.name} covers ${listLabels(onlyB)}.`);
  if (!onlyA.length && !onlyB.length) sentences.push("They cover exactly the same use cases.");
  return sentences;
}

/** The verdict: price, free plan, then use cases, one short sentence each. */
export function verdictSentences(a: VerdictPlatform, b: VerdictPlatform): string[] {
  return [priceSentence(a, b), freePlanSentence(a, b), ...coverageSentences(a, b)];
}
