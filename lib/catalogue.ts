import { z } from "zod";
import { assistantsAndCode } from "@/content/platforms/assistants-and-code";
import { businessAndDesign } from "@/content/platforms/business-and-design";
import { media } from "@/content/platforms/media";
import { moreTools } from "@/content/platforms/more-tools";
import { newKinds } from "@/content/platforms/new-kinds";
import { platformSchema, type Platform } from "@/lib/catalogue-schema";
import { alternativesAmong } from "@/lib/compare/pairs";

/**
 * The catalogue, validated when the module loads (so at build time). The order of the entries,
 * file by file, is the editorial order used to break ranking ties
 * (docs/decisions/0004-catalogue-as-typed-data.md).
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

export const platforms: readonly Platform[] = catalogueSchema.parse([...assistantsAndCode, ...media, ...businessAndDesign, ...moreTools, ...newKinds]);

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
