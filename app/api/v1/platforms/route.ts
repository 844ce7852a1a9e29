import { apiError, apiJson, apiPreflight, apiRoute } from "@/server/api/http";
import { listPlatforms, nextLink, parseApiPage, parseApiQuery } from "@/server/api/discovery";

/** GET /api/v1/platforms: the finder's filters and sort, answered by the discovery engine, a page at a time (limit, offset). */
export const GET = apiRoute("api/platforms", (request: Request) => {
  const url = new URL(request.url);
  const parsed = parseApiQuery(url.searchParams);
  if (!parsed.ok) return apiError(400, parsed.error);
  const page = parseApiPage(url.searchParams);
  if (!page.ok) return apiError(400, page.error);
  const body = listPlatforms(parsed.query, page.page, url);
  return nextLink(apiJson(body), body.meta.next);
});

export const OPTIONS = apiPreflight;
