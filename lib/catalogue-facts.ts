import { platformRecord, platforms } from "@/lib/catalogue";
import type { FactSource, PlatformRecord } from "@/lib/catalogue-schema";

/** One sourced fact of a platform: its field, the value the site shows, and the source cited for it. */
export type SourcedFact = {
  /** Stable key: `platform/field` or `platform/details/N` (the position in pricing.sources.details). */
  key: string;
  platformId: string;
  field: "tier" | "startingPrice" | "details";
  /** The JSON path of the source in content/platforms/{platformId}.json. */
  path: string;
  value: string;
  source: FactSource;
};

/** Every sourced fact of a platform, in the order of its file. */
export function sourcedFacts(p: Pick<PlatformRecord, "id" | "pricing">): SourcedFact[] {
  const s = p.pricing.sources;
  return [
    { key: `${p.id}/tier`, platformId: p.id, field: "tier" as const, path: "pricing.sources.tier", value: p.pricing.tier, source: s.tier },
    ...(s.startingPrice && p.pricing.startingPrice
      ? [{ key: `${p.id}/startingPrice`, platformId: p.id, field: "startingPrice" as const, path: "pricing.sources.startingPrice", value: p.pricing.startingPrice, source: s.startingPrice }]
      : []),
    ...s.details.map((source, i) => ({ key: `${p.id}/details/${i}`, platformId: p.id, field: "details" as const, path: `pricing.sources.details[${i}]`, value: p.pricing.details, source })),
  ];
}

/**
 * The sourced fact a key names (`platform/field`, `platform/details/N`), or undefined: only that
 * platform's record is unpacked, where `catalogueFacts` unpacks every one (half a second at 10,000
 * platforms, which the platform pages' marks paid every 15 s on the event loop).
 */
export function sourcedFact(key: string): SourcedFact | undefined {
  const slash = key.indexOf("/");
  const record = slash > 0 ? platformRecord(key.slice(0, slash)) : undefined;
  return record && sourcedFacts(record).find((f) => f.key === key);
}

/** Every sourced fact of the catalogue, each platform's record unpacked in turn (docs/decisions/0218). */
export function catalogueFacts(): SourcedFact[] {
  return platforms.flatMap((p) => sourcedFacts(platformRecord(p.id)!));
}
