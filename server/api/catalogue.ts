import "server-only";
import { getPlatform, platformUseCases, platforms, priceLine } from "@/lib/catalogue";
import type { Platform } from "@/lib/catalogue-schema";
import { apiPlatformSchema, useCaseListSchema, type ApiPlatform, type PlatformDetail, type UseCaseList } from "@/lib/api/schemas";
import { useCases } from "@/lib/use-cases";
import { factsChecked } from "@/lib/platform";
import { absoluteUrl } from "@/server/site-config";

// The catalogue as the public API publishes it. The catalogue only changes with a build, so each
// body is built (and checked against its schema) once per process.

/**
 * One entry as the API shows it; the operator's referral link is not part of the open data, nor the
 * interpreter's vocabulary (aliases, tasks, example requests: the site's reading aids, not facts).
 */
export function toApiPlatform(platform: Platform): ApiPlatform {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose
  const { referral, changes, vendorDomains, vocabulary, ...facts } = platform;
  return { ...facts, lastReviewed: factsChecked(platform), useCases: platformUseCases(platform), priceLine: priceLine(platform), url: absoluteUrl(`/platforms/${platform.id}`) };
}

let apiPlatforms: Map<string, ApiPlatform> | undefined;

/** Every entry, in the editorial order, validated against the published schema once. */
export function allApiPlatforms(): Map<string, ApiPlatform> {
  apiPlatforms ??= new Map(platforms.map((p) => [p.id, apiPlatformSchema.parse(toApiPlatform(p))]));
  return apiPlatforms;
}

export function platformDetail(id: string): PlatformDetail | undefined {
  const platform = getPlatform(id) && allApiPlatforms().get(id);
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

function attributeCells(p: ApiPlatform): string[] {
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
  const all = allApiPlatforms();
  const rows = (list: Iterable<ApiPlatform>) =>
    [
      csvColumns.join(","),
      ...[...list].map((p) =>
        [
          p.id, p.name, p.category, p.pricing.tier, p.pricing.startingPrice ?? "", p.priceLine, p.useCases.join("; "),
          p.capabilities.join("; "), p.description, p.pricing.details, p.strengths.join("; "), p.website, p.lastReviewed, p.url,
          ...attributeCells(p),
        ].map(csvField).join(","),
      ),
    ].join("\r\n") + "\r\n";
  if (ids) return rows(ids.flatMap((id) => all.get(id) ?? []));
  csvBody ??= rows(all.values());
  return csvBody;
}
