import { blogFeed } from "@/server/feeds";

// Written once at build time: the articles are files in the repository.
export const dynamic = "force-static";

export function GET(): Response {
  return new Response(blogFeed(), { headers: { "content-type": "application/atom+xml; charset=utf-8" } });
}
