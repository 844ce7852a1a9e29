import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { platformSchema, type Platform } from "@/lib/catalogue-schema";
import { alternativesAmong } from "@/lib/compare/pairs";

/**
 * The catalogue: one JSON file per platform under content/platforms/ (docs/decisions/0101-catalogue-as-data-files.md),
 * validated when the module loads (so at build time). `_order.json` lists every id once: the
 * editorial order used to break ranking ties (docs/decisions/0004-catalogue-as-typed-data.md).
 */
export const CATALOGUE_DIR = path.join(process.cwd(), "content", "platforms");

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

/** The raw entries, in editorial order, before the schema: the content check reads these so it can report gaps. */
export function readCatalogueFiles(dir: string = CATALOGUE_DIR): unknown[] {
  const order = JSON.parse(fs.readFileSync(path.join(dir, "_order.json"), "utf8")) as string[];
  const files = new Set(fs.readdirSync(dir).filter((f) => f.endsWith(".json") && !f.startsWith("_")).map((f) => f.slice(0, -".json".length)));
  const missing = order.filter((id) => !files.has(id));
  const unlisted = [...files].filter((id) => !order.includes(id));
  if (missing.length || unlisted.length) {
    throw new Error(
      `content/platforms/_order.json and the platform files disagree: ${[...missing.map((id) => `${id} is listed but has no file`), ...unlisted.map((id) => `${id}.json is not listed`)].join("; ")}`,
    );
  }
  return order.map((id) => {
    const entry = JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), "utf8")) as { id?: unknown };
    if (entry.id !== id) throw new Error(`content/platforms/${id}.json has id ${String(entry.id)}`);
    return entry;
  });
}

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
