import { deflateRawSync, inflateRawSync } from "node:zlib";
import { z } from "zod";
import { CATALOGUE_DIR, catalogueOrder, readCatalogueFile } from "@/lib/catalogue-files";
import { platformSchema, type FactSource, type Platform, type PlatformRecord } from "@/lib/catalogue-schema";
import { alternativesAmong } from "@/lib/compare/pairs";
import { platformUseCases } from "@/lib/platform";
import type { UseCaseId } from "@/lib/use-cases";

/**
 * The catalogue: one JSON file per platform under content/platforms/ (docs/decisions/0101-catalogue-as-data-files.md),
 * validated when the module loads (so at build time). `_order.json` lists every id once: the
 * editorial order used to break ranking ties (docs/decisions/0004-catalogue-as-typed-data.md).
 */
const entrySchema = platformSchema.superRefine((p, ctx) => {
  if (p.pricing.tier === "free" && p.pricing.startingPrice) {
    ctx.addIssue({ code: "custom", message: `${p.id}: a free platform has no starting price`, path: ["pricing", "startingPrice"] });
  }
});

/**
 * Checks raw entries one at a time and hands each valid record to `keep`; throws with every
 * problem of every entry (paths start with the entry's position) and every duplicate id. The
 * loader below passes the files as it reads them, so no more than one whole record is held.
 */
function checkEntries(entries: Iterable<unknown>, keep: (record: PlatformRecord) => void): void {
  const issues: z.core.$ZodIssue[] = [];
  const seen = new Set<string>();
  let index = 0;
  for (const entry of entries) {
    const result = entrySchema.safeParse(entry);
    if (!result.success) issues.push(...result.error.issues.map((issue) => ({ ...issue, path: [index, ...issue.path] })));
    else {
      if (seen.has(result.data.id)) issues.push({ code: "custom", message: `duplicate platform id ${result.data.id}`, path: [], input: result.data.id });
      seen.add(result.data.id);
      keep(result.data);
    }
    index++;
  }
  if (issues.length) throw new z.ZodError(issues);
}

/** Parses a list of raw entries into a catalogue, or throws with every problem. */
export function parseCatalogue(entries: unknown[]): readonly PlatformRecord[] {
  const records: PlatformRecord[] = [];
  checkEntries(entries, (record) => records.push(record));
  return records;
}

/** What a record holds that the server keeps packed (docs/decisions/0218): its sources and its changes. */
type Evidence = {
  pricing: PlatformRecord["pricing"]["sources"];
  attributes: { [id: string]: (FactSource & { quote: string })[] };
  changes?: PlatformRecord["changes"];
};

/**
 * zlib's output buffer for one record's evidence (most deflate to under 1 KiB): its result is a
 * view of it, held until the loader copies it (the default would be 16 KiB apiece).
 */
const EVIDENCE_CHUNK = 2048;

/**
 * A record split in two: the platform kept as objects (its sources' dates only) and the rest of
 * its evidence, deflated, outside the JavaScript heap. The platform's keys keep the record's order.
 */
export function packRecord(record: PlatformRecord): { platform: Platform; evidence: Buffer } {
  const attributes = Object.entries(record.attributes ?? {});
  const evidence: Evidence = {
    pricing: record.pricing.sources,
    attributes: Object.fromEntries(attributes.map(([id, attribute]) => [id, attribute.sources])),
    ...(record.changes ? { changes: record.changes } : {}),
  };
  const s = record.pricing.sources;
  const dated = { tier: { checked: s.tier.checked }, ...(s.startingPrice ? { startingPrice: { checked: s.startingPrice.checked } } : {}), details: s.details.map((d) => ({ checked: d.checked })) };
  const platform = Object.fromEntries(
    Object.entries(record).flatMap(([key, value]): [string, unknown][] => {
      if (key === "changes") return [];
      if (key === "pricing") return [[key, { ...record.pricing, sources: dated }]];
      // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the sources are what is left out
      if (key === "attributes") return [[key, Object.fromEntries(attributes.map(([id, { sources, ...kept }]) => [id, kept]))]];
      return [[key, value]];
    }),
  ) as Platform;
  return { platform, evidence: deflateRawSync(JSON.stringify(evidence), { chunkSize: EVIDENCE_CHUNK, windowBits: 12, memLevel: 5 }) };
}

/** The whole record again from a kept platform and its packed evidence, in the schema's key order. */
export function unpackRecord(platform: Platform, packed: Buffer): PlatformRecord {
  const evidence = JSON.parse(inflateRawSync(packed, { windowBits: 12 }).toString("utf8")) as Evidence;
  return Object.fromEntries(
    Object.keys(platformSchema.shape).flatMap((key): [string, unknown][] => {
      if (key === "changes") return evidence.changes ? [[key, evidence.changes]] : [];
      if (!(key in platform)) return [];
      if (key === "pricing") return [[key, { ...platform.pricing, sources: evidence.pricing }]];
      if (key === "attributes") return [[key, Object.fromEntries(Object.entries(platform.attributes!).map(([id, a]) => [id, { ...a, sources: evidence.attributes[id] }]))]];
      return [[key, platform[key as keyof Platform]]];
    }),
  ) as PlatformRecord;
}

/**
 * One parsed catalogue per process, kept on globalThis: Next.js bundles this module into several
 * chunks (routes, instrumentation, the server-rendering layer), and each would otherwise read and
 * parse its own copy (four seen in one server at 10,000 platforms, about 12 MiB each; issue 32,
 * docs/decisions/0191-engine-and-server-memory.md). Keyed by the folder it was read from.
 */
type Shared = { dir: string; platforms: readonly Platform[]; byId: ReadonlyMap<string, Platform>; evidence: ReadonlyMap<string, Buffer>; records: Map<string, PlatformRecord>; servingAt?: ReadonlyMap<UseCaseId, Int32Array> };
const shared = globalThis as Record<symbol, Shared | undefined>;
const CATALOGUE = Symbol.for("ai-platform-finder.catalogue");
// Production only: in development and tests a module evaluated again reads the files again, as before.
if (process.env.NODE_ENV !== "production" || shared[CATALOGUE]?.dir !== CATALOGUE_DIR) {
  shared[CATALOGUE] = loadCatalogue();
}

/**
 * Reads, checks and packs the catalogue one file at a time, so that no more than one whole record
 * is in memory at once (at 10,000 platforms the records are 50 MiB of heap, the platforms as kept
 * 33); throws with every problem of every file, as parseCatalogue does.
 */
function loadCatalogue(): Shared {
  const list: Platform[] = [];
  // Every platform's evidence in one buffer, not 10,000 small ones: each record's deflated evidence
  // is a view of an 8 KiB slab of Node's buffer pool, so it is copied at once and let go. Kept to
  // the end, the slabs were 43 MiB at 10,000 platforms, which glibc then kept after they were freed
  // (and the production bundle, which inlines this function into the module's scope, kept them all).
  let all = Buffer.allocUnsafeSlow(64 * 1024);
  const ends: number[] = [];
  let at = 0;
  const files = function* () {
    for (const id of catalogueOrder()) yield readCatalogueFile(id);
  };
  checkEntries(files(), (record) => {
    const { platform, evidence } = packRecord(record);
    list.push(platform);
    if (at + evidence.length > all.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(2 * all.length, at + evidence.length));
      all.copy(grown, 0, 0, at);
      all = grown;
    }
    at += evidence.copy(all, at);
    ends.push(at);
  });
  const kept = Buffer.allocUnsafeSlow(at);
  all.copy(kept, 0, 0, at);
  all = kept; // the last grown buffer goes, whatever scope the bundle gives this variable
  const evidence = new Map<string, Buffer>();
  list.forEach((platform, i) => evidence.set(platform.id, kept.subarray(i ? ends[i - 1] : 0, ends[i])));
  return { dir: CATALOGUE_DIR, platforms: list, byId: new Map(list.map((p) => [p.id, p])), evidence, records: new Map() };
}

/** The catalogue as the server keeps it: each platform's sources' dates, not their pages and quotes (platformRecord). */
export const platforms: readonly Platform[] = shared[CATALOGUE]!.platforms;

const byId = shared[CATALOGUE]!.byId;

export function getPlatform(id: string): Platform | undefined {
  return byId.get(id);
}

/** Whole records kept unpacked, the most recently asked: a platform page renders several parts from one. */
const RECORDS_KEPT = 32;

/**
 * A platform's whole record: every source with its page, quote and note, and its change history
 * (docs/decisions/0218). For the pages, answers and checks that show or read evidence; the rest of
 * the site reads `getPlatform`.
 */
export function platformRecord(id: string): PlatformRecord | undefined {
  const { records, evidence } = shared[CATALOGUE]!;
  const kept = records.get(id);
  if (kept) {
    records.delete(id);
    records.set(id, kept);
    return kept;
  }
  const platform = byId.get(id);
  const packed = evidence.get(id);
  if (!platform || !packed) return undefined;
  const record = unpackRecord(platform, packed);
  records.set(id, record);
  if (records.size > RECORDS_KEPT) records.delete(records.keys().next().value!);
  return record;
}

export { platformUseCases, priceLine } from "@/lib/platform";

/** Each use case's platforms, by their places in the editorial order: made on first use, once per process. */
function servingAt(): ReadonlyMap<UseCaseId, Int32Array> {
  const kept = shared[CATALOGUE]!;
  if (kept.servingAt) return kept.servingAt;
  const at = new Map<UseCaseId, number[]>();
  platforms.forEach((platform, i) => {
    for (const id of platformUseCases(platform)) {
      const list = at.get(id);
      if (list) list.push(i);
      else at.set(id, [i]);
    }
  });
  kept.servingAt = new Map([...at].map(([id, list]) => [id, Int32Array.from(list)]));
  return kept.servingAt;
}

/**
 * The platforms serving at least one of these use cases (a finder selection's recommendations
 * before ranking), in the editorial order. Read from a list per use case, not by asking every
 * platform on each request (decision 0239).
 */
export function platformsServing(selection: readonly UseCaseId[]): Platform[] {
  const lists = [...new Set(selection)].map((id) => servingAt().get(id) ?? new Int32Array(0));
  const at = lists.length === 1 ? lists[0]! : Int32Array.from(new Set(lists.flatMap((list) => [...list]))).sort();
  return Array.from(at, (i) => platforms[i]!);
}

/**
 * The platforms sharing the most use cases with this one; ties keep the editorial order. The
 * curated comparisons (lib/compare/curated.ts) are drawn from the same list.
 */
export function alternativesTo(platform: Platform, count: number): { platform: Platform; shared: number }[] {
  return alternativesAmong(platforms, platform, count);
}
