import { changesFeed } from "@/server/feeds";

// Written once at build time: the change log is data in the repository.
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(changesFeed(), { headers: { "content-type": "application/atom+xml; charset=utf-8" } });
}
