import { platforms } from "@/lib/catalogue";
import { curatedList } from "@/lib/compare/curated";
import { onDemandPaths } from "@/lib/prerender";

/**
 * The pages the server layer may have rendered on first request (scripts/start.mjs, loaded through
 * scripts/server-layer-modules.mjs): every platform page and curated comparison of this catalogue.
 * Those the build pre-rendered are answered from the static cache before this list is asked.
 */
export function onDemandCandidates(): string[] {
  return onDemandPaths(platforms, curatedList().map((p) => p.slug));
}
