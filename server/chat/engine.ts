import "server-only";
import type { Platform } from "@/lib/catalogue-schema";
import { describeConstraints, failedConstraints } from "@/lib/discovery/constraints";
import { emptyQuery, type DiscoveryQuery } from "@/lib/discovery/query";
import type { UseCaseId } from "@/lib/use-cases";
import type { FlagFilter, RunsOn } from "@/lib/attributes";
import { discover, type DiscoveryResult, type PlatformResult } from "@/server/discovery";

/**
 * Stage two of the offline assistant (docs/decisions/0043-assistant-pipeline.md): the question,
 * as understood, asked of the discovery engine. No ranking here: `discover()` decides the order,
 * constraints filter and break ties there, and this module only shapes the query.
 */

export type Constraints = { free: boolean; budget?: number; cheap: boolean; team?: boolean };

export type EngineAnswer = {
  results: PlatformResult[];
  /** Everything the engine found before constraints, for 'none fits your budget' answers. */
  unconstrained: PlatformResult[];
  /** One line naming the constraints and what they removed, when any applied. */
  constraintNote?: string;
  useCases: UseCaseId[];
  articles: DiscoveryResult["articles"];
  /** Features and places the text wished for ('open source', 'works on android'), which ordered the results but hid none. */
  wishes?: { has: FlagFilter[]; runs: RunsOn[] };
};

function query(text: string | undefined, c: Constraints, extra: Partial<DiscoveryQuery> = {}): DiscoveryQuery {
  return {
    ...emptyQuery,
    ...(text ? { text: text.slice(0, 200) } : {}),
    free: c.free,
    ...(c.budget !== undefined ? { budget: c.budget, freePlanFits: true } : {}),
    cheap: c.cheap,
    ...(c.team ? { team: true } : {}),
    ...extra,
  };
}

function run(q: DiscoveryQuery): EngineAnswer {
  const result = discover(q, { articles: 3 });
  const constrained = q.free || q.budget !== undefined;
  let unconstrained: PlatformResult[] | undefined = constrained ? undefined : result.platforms;
  const note = describeConstraints(q, result.excluded, result.excludedTotal);
  return {
    results: result.platforms,
    // Asked only when an answer needs it (nothing fits, or prices unknown under a budget).
    get unconstrained() {
      unconstrained ??= discover({ ...q, free: false, budget: undefined }, { articles: 0 }).platforms;
      return unconstrained;
    },
    ...(note ? { constraintNote: note } : {}),
    useCases: result.useCases,
    articles: result.articles,
    ...(result.wishes?.has?.length || result.wishes?.runs?.length ? { wishes: { has: result.wishes.has ?? [], runs: result.wishes.runs ?? [] } } : {}),
  };
}

/** Platforms for a task in the visitor's words ('short marketing videos with an AI avatar'). */
export function recommend(text: string, c: Constraints): EngineAnswer {
  return run(query(text, c));
}

/** Platforms like `subject`, never itself; a task in the text ('for logos') narrows them. */
export function alternatives(subject: Platform, taskText: string | undefined, c: Constraints): EngineAnswer {
  return run(query(taskText, c, { similarTo: subject.id }));
}

/** Platforms whose catalogue text matches the words, for an answer that has nothing better. */
export function lookUp(text: string): PlatformResult[] {
  return discover(query(text, { free: false, cheap: false }), { articles: 0 }).platforms;
}

/** The platforms of a list that pass the constraints, in the list's order (a follow-up over the last answer). */
export function filterList(list: readonly Platform[], c: Constraints): Platform[] {
  const q = query(undefined, c);
  return list.filter((p) => failedConstraints(p, q).length === 0);
}
