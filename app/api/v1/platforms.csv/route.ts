import { apiPreflight, apiRoute, apiText } from "@/server/api/http";
import { platformsCsv } from "@/server/api/catalogue";

/** GET /api/v1/platforms.csv: the whole catalogue, one row per platform, for spreadsheets. */
export const GET = apiRoute("api/platforms.csv", () => {
  const response = apiText(platformsCsv(), "text/csv; charset=utf-8; header=present");
  response.headers.set("Content-Disposition", 'inline; filename="ai-platforms.csv"');
  return response;
});

export const OPTIONS = apiPreflight;
