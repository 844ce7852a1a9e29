import { apiError, apiJson, apiPreflight, apiRoute } from "@/server/api/http";
import { listPlatforms, parseApiQuery } from "@/server/api/discovery";

/** GET /api/v1/platforms: the finder's filters and sort, answered by the discovery engine. */
export const GET = apiRoute("api/platforms", (request: Request) => {
  const parsed = parseApiQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(400, parsed.error);
  return apiJson(listPlatforms(parsed.query));
});

export const OPTIONS = apiPreflight;
