// No zod here: the finder bundles this module on the client.
import type { FlagFilter, RunsOn } from "@/lib/attributes";
import type { UseCaseId } from "@/lib/use-cases";

/** Orders a result list: relevance (the default), cheapest paid plan first, or A to Z. */
export const sorts = ["best", "price", "name"] as const;
export type Sort = (typeof sorts)[number];
export const sortLabels: Record<Sort, string> = { best: "Best match", price: "Lowest price", name: "Name" };

/** The budget ceilings the finder offers, in US dollars a month. The API accepts any positive amount. */
export const budgetOptions = [10, 20, 50] as const;

export const tiers = ["free", "freemium", "paid"] as const;
export type TierId = (typeof tiers)[number];

/**
 * The one question every face of discovery asks (docs/decisions/0080-one-discovery-engine.md):
 * free text, selected use cases, constraints and a sort.
 */
export type DiscoveryQuery = {
  /** Free text, at most 200 characters, without control characters. */
  text?: string;
  /** Selected use cases, in the selector's order. */
  useCases: UseCaseId[];
  /** Only platforms with a free plan (tier free or freemium). */
  free: boolean;
  /** Cheapest paid plan at most this many US dollars a month (a platform with no paid plan costs 0). */
  budget?: number;
  /**
   * The assistant's reading of a budget: a free plan is within any budget, so platforms with one
   * stay (paid-only platforms over it or with no listed price are left out), those whose paid plan
   * fits first among the equally relevant. The finder's and the API's budget keep the strict reading.
   */
  freePlanFits?: boolean;
  /** Only these pricing tiers; empty means any. */
  tiers: TierId[];
  /** Only these categories; empty means any. */
  categories: string[];
  /** Attribute filters (lib/attributes.ts): only platforms recorded as having each (api, open, local, sso). */
  has?: FlagFilter[];
  /** Only platforms recorded as running on every one of these places. */
  runs?: RunsOn[];
  /** Use cases read from the text that the visitor removed ('that is not what I meant'): the text is read without them. */
  skip?: UseCaseId[];
  sort: Sort;
  /** Among equally relevant platforms, the cheaper first ('cheap', 'affordable'): a tie-break, never above relevance. */
  cheap?: boolean;
  /** A team plan is wished for (the assistant's 'and for teams?'): platforms recorded with one come first; never a filter. */
  team?: boolean;
  /** Platforms like this one (its id): alternatives, never the platform itself. */
  similarTo?: string;
};

export const emptyQuery: DiscoveryQuery = { useCases: [], free: false, tiers: [], categories: [], sort: "best" };

/** Why a constraint removed platforms from a result. */
export type ExclusionCounts = { free: number; budget: number; tier: number; category: number } & Record<FlagFilter | "runs", number>;

export const noExclusions = (): ExclusionCounts => ({ free: 0, budget: 0, tier: 0, category: 0, api: 0, open: 0, local: 0, sso: 0, runs: 0 });
