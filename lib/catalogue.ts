import { z } from "zod";
import { readCatalogueFiles } from "@/lib/catalogue-files";
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

export const platforms: readonly Platform[] = parseCatalogue(readCatalogueFiles());

const byId = new Map(platforms.map((p) => [p.id, p]));

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
