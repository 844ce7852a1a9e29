import { cleanText } from "@/lib/discovery/params";
import { suggest } from "@/server/discovery";

/**
 * Suggestions for the header search box while the visitor types (GET ?q=). Answers depend only on
 * the query and the build, so browsers and CDNs may keep them a while.
 */
export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  const q = cleanText(new URL(request.url).searchParams.get("q") ?? undefined);
  return Response.json(suggest(q), { headers: { "Cache-Control": "public, max-age=300, s-maxage=3600" } });
}
