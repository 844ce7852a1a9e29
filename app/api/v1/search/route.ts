import { apiError, apiJson, apiPreflight, apiRoute } from "@/server/api/http";
import { nextLink, parseApiPage, parseApiQuery, searchCatalogue } from "@/server/api/discovery";

/** GET /api/v1/search?q=: platforms and guides for text in a person's own words, with the same filters, a page at a time (limit, offset). */
export const GET = apiRoute("api/search", (request: Request) => {
  const url = new URL(request.url);
  const parsed = parseApiQuery(url.searchParams);
  if (!parsed.ok) return apiError(400, parsed.error);
  if (!parsed.query.text) return apiError(400, "Add what you are looking for in 'q', for example /api/v1/search?q=free+image+generator.");
  const page = parseApiPage(url.searchParams);
  if (!page.ok) return apiError(400, page.error);
  const body = searchCatalogue(parsed.query, page.page, url);
  return nextLink(apiJson(body), body.meta.next);
});

export const OPTIONS = apiPreflight;
