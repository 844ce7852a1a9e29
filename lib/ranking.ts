import { DERIVED_USE_CASE, type UseCaseId } from "@/lib/use-cases";

export type Rankable = { id: string; useCases: readonly UseCaseId[] };
export type Ranked<T> = { item: T; matched: UseCaseId[] };

/**
 * How central the selection is to a platform: the place of its first selected use case in its own
 * list, which starts with its main job (0: the selection is what it is for). 'Free' is derived from
 * the price and says nothing about the job; a selection of it alone gives every platform the same.
 */
function centrality(useCases: readonly UseCaseId[], wanted: ReadonlySet<UseCaseId>): number {
  const at = useCases.findIndex((u) => u !== DERIVED_USE_CASE && wanted.has(u));
  return at === -1 ? Number.MAX_SAFE_INTEGER : at;
}

/**
 * Ranks platforms for a selection (SPEC §4): those with at least one selected use case, by the
 * number of selected use cases they match, highest first. Among equals, the platforms whose main
 * job is a selected use case come first, then those for which it is the next job, and so on
 * (docs/decisions/0147-finder-tie-order.md): Midjourney before the chat assistants that also make
 * images. Remaining ties keep the input order, the catalogue's editorial order; Array.prototype.sort
 * is stable, so the result never depends on chance.
 */
export function rankPlatforms<T extends Rankable>(items: readonly T[], selection: readonly UseCaseId[]): Ranked<T>[] {
  if (selection.length === 0) return [];
  const wanted = new Set(selection);
  return items
    .map((item) => ({ item, matched: selection.filter((id) => item.useCases.includes(id)), central: centrality(item.useCases, wanted) }))
    .filter((r) => r.matched.length > 0)
    .sort((a, b) => b.matched.length - a.matched.length || a.central - b.central)
    .map((r) => ({ item: r.item, matched: r.matched }));
}

/** 1 when the platform's main job (its first listed use case) is among the wanted ones, else 0. */
export function mainJob(item: Rankable, wanted: ReadonlySet<UseCaseId>): number {
  const first = item.useCases[0];
  return first !== undefined && wanted.has(first) ? 1 : 0;
}
