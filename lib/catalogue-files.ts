import fs from "node:fs";
import path from "node:path";

/**
 * Where the catalogue lives: one JSON file per platform, and `_order.json`, the editorial order.
 * `CATALOGUE_DIR` points elsewhere for the scale bench's synthetic catalogues (bench/scale.mjs);
 * the site itself always reads content/platforms.
 */
export const CATALOGUE_DIR = process.env.CATALOGUE_DIR ? path.resolve(process.env.CATALOGUE_DIR) : path.join(process.cwd(), "content", "platforms");

/** The raw entries, in editorial order, before the schema: the content check reads these so it can report gaps. */
export function readCatalogueFiles(dir: string = CATALOGUE_DIR): unknown[] {
  return catalogueOrder(dir).map((id) => readCatalogueFile(id, dir));
}

/** The platforms' ids in editorial order (`_order.json`), checked against the files there. */
export function catalogueOrder(dir: string = CATALOGUE_DIR): string[] {
  const order = JSON.parse(fs.readFileSync(path.join(dir, "_order.json"), "utf8")) as string[];
  const files = new Set(fs.readdirSync(dir).filter((f) => f.endsWith(".json") && !f.startsWith("_")).map((f) => f.slice(0, -".json".length)));
  const listed = new Set(order);
  const missing = order.filter((id) => !files.has(id));
  const unlisted = [...files].filter((id) => !listed.has(id));
  if (missing.length || unlisted.length) {
    throw new Error(
      `content/platforms/_order.json and the platform files disagree: ${[...missing.map((id) => `${id} is listed but has no file`), ...unlisted.map((id) => `${id}.json is not listed`)].join("; ")}`,
    );
  }
  return order;
}

/** One platform's raw entry, whose id must be its file's name. */
export function readCatalogueFile(id: string, dir: string = CATALOGUE_DIR): unknown {
  const entry = JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), "utf8")) as { id?: unknown };
  if (entry.id !== id) throw new Error(`content/platforms/${id}.json has id ${String(entry.id)}`);
  return entry;
}
