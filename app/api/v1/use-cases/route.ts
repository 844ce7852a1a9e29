import { apiJson, apiPreflight, apiRoute } from "@/server/api/http";
import { listUseCases } from "@/server/api/catalogue";

/** GET /api/v1/use-cases: the finder's use cases, with how many platforms serve each. */
export const GET = apiRoute("api/use-cases", () => apiJson(listUseCases()));

export const OPTIONS = apiPreflight;
