import type { UseCaseId } from "@/lib/use-cases";

export type Rankable = { id: string; useCases: readonly UseCaseId[] };
export type Ranked<T> = { item: T; matched: UseCaseId[] };

/**
 * Ranks platforms for a selection (SPEC §4): those with at least one selected use case, by the
 * number of selected use cases they match, highest first. Ties keep the input order, which is the
 * catalogue's editorial order; Array.prototype.sort is stable, so the result never depends on chance.
 */
export function rankPlatforms<T extends Rankable>(items: readonly T[], selection: readonly UseCaseId[]): Ranked<T>[] {
  if (selection.length === 0) return [];
  const wanted = new Set(selection);
  return items
    .map((item) => ({ item, matched: selection.filter((id) => item.useCases.includes(id)) }))
    .filter((r) => r.matched.length > 0)
    .sort((a, b) => b.matched.length - a.matched.length)
    .map((r) => ({ item: r.item, matched: r.matched.filter((id) => wanted.has(id)) }));
}
