import { z } from "zod";
import { CATALOGUE_DIR, readCatalogueFiles } from "@/lib/catalogue-files";
import { platformSchema, type Platform } from "@/lib/catalogue-schema";
import { alternativesAmong } from "@/lib/compare/pairs";

/**
 * The catalogue: one JSON file per platform under content/platforms/ (docs/decisions/0101-catalogue-as-data-files.md),
 * validated when the module loads (so at build time). `_order.json` lists every id once: the
 * editorial order used to break ranking ties (docs/decisions/0004-catalogue-as-typed-data.md).
 */
const catalogueSchema = z
  .array(
    platformSchema.superRefine((p, ctx) => {
      if (p.pricing.tier === "free" && p.pricing.startingPrice) {
        ctx.addIssue({ code: "custom", message: `${p.id}: a free platform has no starting price`, path: ["pricing", "startingPrice"] });
      }
    }),
  )
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const p of list) {
      if (seen.has(p.id)) ctx.addIssue({ code: "custom", message: `duplicate platform id ${p.id}` });
      seen.add(p.id);
    }
  });

/** Parses a list of raw entries into a catalogue, or throws with every problem. */
export function parseCatalogue(entries: unknown[]): readonly Platform[] {
  return catalogueSchema.parse(entries);
}

/**
 * One parsed catalogue per process, kept on globalThis: Next.js bundles this module into several
 * chunks (routes, instrumentation, the server-rendering layer), and each would otherwise read and
 * parse its own copy (four seen in one server at 10,000 platforms, about 12 MiB each; issue 32,
 * docs/decisions/0191-engine-and-server-memory.md). Keyed by the folder it was read from.
 */
const shared = globalThis as Record<symbol, { dir: string; platforms: readonly Platform[]; byId: ReadonlyMap<string, Platform> } | undefined>;
const CATALOGUE = Symbol.for("ai-platform-finder.catalogue");
// Production only: in development and tests a module evaluated again reads the files again, as before.
if (process.env.NODE_ENV !== "production" || shared[CATALOGUE]?.dir !== CATALOGUE_DIR) {
  const list = parseCatalogue(readCatalogueFiles());
  shared[CATALOGUE] = { dir: CATALOGUE_DIR, platforms: list, byId: new Map(list.map((p) => [p.id, p])) };
}

export const platforms: readonly Platform[] = shared[CATALOGUE]!.platforms;

const byId = shared[CATALOGUE]!.byId;

export function getPlatform(id: string): Platform | undefined {
  return byId.get(id);
}

export { platformUseCases, priceLine } from "@/lib/platform";

/**
 * The platforms sharing the most use cases with this one; ties keep the editorial order. The
 * curated comparisons (lib/compare/curated.ts) are drawn from the same list.
 */
export function alternativesTo(platform: Platform, count: number): { platform: Platform; shared: number }[] {
  return alternativesAmong(platforms, platform, count);
}
