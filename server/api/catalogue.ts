import "server-only";
import { getPlatform, platformRecord, platformUseCases, platforms, priceLine } from "@/lib/catalogue";
import type { KeptAttributes, Platform, PlatformRecord } from "@/lib/catalogue-schema";
import { apiPlatformSchema, useCaseListSchema, type ApiPlatform, type PlatformDetail, type UseCaseList } from "@/lib/api/schemas";
import { useCases } from "@/lib/use-cases";
import { factsChecked } from "@/lib/platform";
import { absoluteUrl } from "@/server/site-config";

// The catalogue as the public API publishes it. The catalogue only changes with a build, so each
// body is built (and checked against its schema) once per process.

/**
 * One entry as the API shows it: the whole record, its sources with their quotes included; the
 * operator's referral link is not part of the open data, nor the interpreter's vocabulary (aliases,
 * tasks, example requests: the site's reading aids, not facts).
 */
export function toApiPlatform(record: PlatformRecord): ApiPlatform {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose
  const { referral, changes, vendorDomains, vocabulary, ...facts } = record;
  return { ...facts, lastReviewed: factsChecked(record), useCases: [...platformUseCases(record)], priceLine: priceLine(record), url: absoluteUrl(`/platforms/${record.id}`) };
}

/**
 * Entries as published, each validated against the published schema once, the most recently asked
 * kept: every entry of today's catalogue; at 10,000 platforms the API's pages of up to 500 and the
 * most asked-for, not a second copy of the whole catalogue with its sources unpacked (decision 0218).
 */
const API_PLATFORMS_KEPT = 1_000;
const apiPlatforms = new Map<string, ApiPlatform>();

/** One entry as the API publishes it, or undefined when the catalogue has no such id. */
export function apiPlatform(id: string): ApiPlatform | undefined {
  const kept = apiPlatforms.get(id);
  if (kept) {
    apiPlatforms.delete(id);
    apiPlatforms.set(id, kept);
    return kept;
  }
  const record = platformRecord(id);
  if (!record) return undefined;
  const published = apiPlatformSchema.parse(toApiPlatform(record));
  apiPlatforms.set(id, published);
  if (apiPlatforms.size > API_PLATFORMS_KEPT) apiPlatforms.delete(apiPlatforms.keys().next().value!);
  return published;
}

export function platformDetail(id: string): PlatformDetail | undefined {
  const platform = apiPlatform(id);
  return platform ? { data: platform } : undefined;
}

let useCaseBody: UseCaseList | undefined;

export function listUseCases(): UseCaseList {
  useCaseBody ??= useCaseListSchema.parse({
    data: useCases.map((u) => ({
      id: u.id,
      label: u.label,
      platformCount: platforms.filter((p) => platformUseCases(p).includes(u.id)).length,
      url: absoluteUrl(`/use-cases/${u.id}`),
    })),
  });
  return useCaseBody;
}

/** The CSV columns, in order: one row per platform, lists joined with '; '. */
export const csvColumns = [
  "id", "name", "category", "tier", "starting_price", "price_line", "use_cases", "capabilities", "description",
  "pricing_details", "strengths", "website", "last_reviewed", "url",
  // The attributes (lib/attributes.ts): the recorded value, or 'not recorded'; runs_on joined with '; '.
  "api", "open_source", "runs_locally", "runs_on", "team_plan", "sso", "free_output_commercial_use", "free_output_watermark",
  "trains_on_content_by_default", "eu_data_region",
] as const;

const csvAttributeOrder = ["api", "openSource", "local", "runsOn", "teamPlan", "sso", "commercialUse", "watermark", "trainsOnContent", "euDataRegion"] as const;

function attributeCells(p: { attributes?: KeptAttributes }): string[] {
  return csvAttributeOrder.map((id) => {
    const value = p.attributes?.[id]?.value;
    if (value === undefined) return "not recorded";
    if (Array.isArray(value)) return value.join("; ");
    return id === "openSource" && p.attributes?.openSource?.licence ? `${value} (${p.attributes.openSource.licence})` : value;
  });
}

const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uff1d\uff0b\uff0d\uff20])/u;

export function csvField(value: string): string {
  // RFC 4180: quote a field holding a comma, a quote or a line break; double the quotes inside.
  // A cell that starts a formula (=, +, - or @, also their full-width forms, also behind leading
  // white space or a line break, which spreadsheets trim) or starts with a tab or line break is
  // prefixed with ' so spreadsheets never run it as a formula (OWASP CSV injection; issue 27).
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

let csvBody: string | undefined;

/**
 * The catalogue as CSV (RFC 4180, CRLF line ends) for spreadsheets: every platform in the editorial
 * order, or, given the ids a filtered query kept (the API's own filters), those in that order.
 */
export function platformsCsv(ids?: readonly string[]): string {
  // From the platforms as kept: the CSV has no sources, so nothing is unpacked.
  const rows = (list: Iterable<Platform>) =>
    [
      csvColumns.join(","),
      ...[...list].map((p) =>
        [
          p.id, p.name, p.category, p.pricing.tier, p.pricing.startingPrice ?? "", priceLine(p), platformUseCases(p).join("; "),
          p.capabilities.join("; "), p.description, p.pricing.details, p.strengths.join("; "), p.website, factsChecked(p), absoluteUrl(`/platforms/${p.id}`),
          ...attributeCells(p),
        ].map(csvField).join(","),
      ),
    ].join("\r\n") + "\r\n";
  if (ids) return rows(ids.flatMap((id) => getPlatform(id) ?? []));
  csvBody ??= rows(platforms);
  return csvBody;
}
