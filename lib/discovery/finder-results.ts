import { applyConstraints, describeConstraints, sortResults } from "@/lib/discovery/constraints";
import type { DiscoveryQuery } from "@/lib/discovery/query";
import type { AttributeRecord } from "@/lib/attributes";
import { platformUseCases, type CardPlatform } from "@/lib/platform";
import { rankPlatforms, type Ranked } from "@/lib/ranking";
import type { UseCaseId } from "@/lib/use-cases";

/**
 * The finder's cards on one screen, and the platforms a shared finder URL carries in its page
 * (docs/decisions/0206-bounded-answers.md): past this many, 'Show more' adds as many again. Today's
 * whole catalogue nearly fits; a catalogue of 10,000 no longer puts thousands of cards in one page.
 */
export const FINDER_SHOWN = 200;

/**
 * One use case's platforms as the finder fetches them (`/catalogue/{id}.json`, decision 0206): the
 * recommendations are the union of the selected use cases' lists, so a selection needs only its own
 * files, never the whole catalogue. `positions` are the platforms' places in the editorial order
 * (ties in the ranking keep it).
 */
export type UseCaseFile = { positions: number[]; platforms: CardPlatform[] };

/** The platforms of several use cases' files, each once, in the editorial order. */
export function mergeUseCaseFiles(files: readonly UseCaseFile[]): CardPlatform[] {
  const byPosition = new Map<number, CardPlatform>();
  for (const file of files) file.positions.forEach((position, i) => byPosition.set(position, file.platforms[i]!));
  return [...byPosition.entries()].sort((a, b) => a[0] - b[0]).map(([, platform]) => platform);
}

export type FinderQuery = Pick<DiscoveryQuery, "free" | "budget" | "has" | "runs" | "sort">;
/** What the ranking, the constraints and the sorts read: a card, or a whole entry on the server. */
export type FinderPlatform = Pick<CardPlatform, "id" | "name" | "category" | "useCases" | "flags"> & { pricing: Pick<CardPlatform["pricing"], "tier" | "startingPrice">; attributes?: AttributeRecord };
export type FinderItem<P extends FinderPlatform = CardPlatform> = { id: string; platform: P; useCases: readonly UseCaseId[] };

/**
 * The finder's recommendations (SPEC §4): the platforms serving a selected use case, those serving
 * more first, then the constraints and the sort, with the sentence saying what the constraints left
 * out. One function for the server's render of a shared URL and the browser's answer to a click.
 */
export function finderResults<P extends FinderPlatform>(platforms: readonly P[], selection: readonly UseCaseId[], constraints: FinderQuery): { ranked: Ranked<FinderItem<P>>[]; note: string | undefined } {
  const rankable = platforms.map((platform) => ({ id: platform.id, platform, useCases: platformUseCases(platform) }));
  const query: DiscoveryQuery = { ...constraints, useCases: [...selection], tiers: [], categories: [] };
  const { kept, excluded, excludedTotal } = applyConstraints(rankPlatforms(rankable, selection), (r) => r.item.platform, query);
  return { ranked: sortResults(kept, (r) => r.item.platform, constraints.sort), note: describeConstraints(query, excluded, excludedTotal) };
}
