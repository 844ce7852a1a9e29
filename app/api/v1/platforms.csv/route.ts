import { apiError, apiPreflight, apiRoute, apiText } from "@/server/api/http";
import { platformsCsv } from "@/server/api/catalogue";
import { matchingIds, parseApiQuery } from "@/server/api/discovery";

/**
 * GET /api/v1/platforms.csv: one row per platform, for spreadsheets. Without parameters, the whole
 * catalogue; with the finder's filters (the same as /api/v1/platforms: use, free, budget, tier,
 * category, api, open, local, sso, runs, sort), the platforms they keep, in the engine's order.
 */
export const GET = apiRoute("api/platforms.csv", (request: Request) => {
  const params = new URL(request.url).searchParams;
  let ids: string[] | undefined;
  if ([...params.keys()].length > 0) {
    const parsed = parseApiQuery(params);
    if (!parsed.ok) return apiError(400, parsed.error);
    ids = matchingIds(parsed.query);
  }
  const response = apiText(platformsCsv(ids), "text/csv; charset=utf-8; header=present");
  response.headers.set("Content-Disposition", 'inline; filename="ai-platforms.csv"');
  return response;
});

export const OPTIONS = apiPreflight;
