import { apiJson, apiPreflight, apiRoute } from "@/server/api/http";
import { openApiDocument } from "@/server/api/openapi";

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the body schemas. */
export const GET = apiRoute("api/openapi.json", () => apiJson(openApiDocument()));

export const OPTIONS = apiPreflight;
