import type { UseCaseId } from "@/lib/use-cases";

export type Rankable = { id: string; useCases: readonly UseCaseId[] };
export type Ranked<T> = { item: T; matched: UseCaseId[] };

/**
 * Ranks platforms for a selection (SPEC §4): those with at least one selected use case, by the
 * number of selected use cases they match, highest first. Among equals, a platform whose main job
 * (the first use case its entry lists) is a selected one comes first (issue 25: ChatGPT, Gemini,
 * Meta AI and Grok came before Midjourney for Image Creation); remaining ties keep the input order,
 * the catalogue's editorial order. Array.prototype.sort is stable, so the result never depends on chance.
 */
export function rankPlatforms<T extends Rankable>(items: readonly T[], selection: readonly UseCaseId[]): Ranked<T>[] {
  if (selection.length === 0) return [];
  const wanted = new Set(selection);
  return items
    .map((item) => ({ item, matched: selection.filter((id) => item.useCases.includes(id)) }))
    .filter((r) => r.matched.length > 0)
    .sort((a, b) => b.matched.length - a.matched.length || mainJob(b.item, wanted) - mainJob(a.item, wanted))
    .map((r) => ({ item: r.item, matched: r.matched.filter((id) => wanted.has(id)) }));
}

/** 1 when the platform's main job (its first listed use case) is among the wanted ones, else 0. */
export function mainJob(item: Rankable, wanted: ReadonlySet<UseCaseId>): number {
  const first = item.useCases[0];
  return first !== undefined && wanted.has(first) ? 1 : 0;
}
