import { apiError, apiJson, apiPreflight, apiRoute } from "@/server/api/http";
import { parseApiQuery, searchCatalogue } from "@/server/api/discovery";

/** GET /api/v1/search?q=: platforms and guides for text in a person's own words, with the same filters. */
export const GET = apiRoute("api/search", (request: Request) => {
  const parsed = parseApiQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(400, parsed.error);
  if (!parsed.query.text) return apiError(400, "Add what you are looking for in 'q', for example /api/v1/search?q=free+image+generator.");
  return apiJson(searchCatalogue(parsed.query));
});

export const OPTIONS = apiPreflight;
