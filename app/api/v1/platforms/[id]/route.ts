import { apiError, apiJson, apiPreflight, apiRoute } from "@/server/api/http";
import { platformDetail } from "@/server/api/catalogue";

/** GET /api/v1/platforms/{id}: one catalogue entry, or 404 with where to find the ids. */
export const GET = apiRoute("api/platforms/[id]", async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const body = platformDetail(id);
  if (!body) return apiError(404, `There is no platform with the id '${id}'. GET /api/v1/platforms lists every id.`);
  return apiJson(body);
});

export const OPTIONS = apiPreflight;
