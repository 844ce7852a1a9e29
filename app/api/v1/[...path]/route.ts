import { apiError, apiPreflight, apiRoute } from "@/server/api/http";

/** Any other path under /api/v1 answers a JSON 404 that says where the list of endpoints is. */
export const GET = apiRoute("api/not-found", () => apiError(404, "No such API endpoint. The endpoints are described at /api/v1/openapi.json."));

export const OPTIONS = apiPreflight;
