import { sitemapIndexXml } from "@/lib/sitemap";
import { absoluteUrl } from "@/server/site-config";
import { sitemapEntries } from "@/server/sitemap";

// The sitemap index robots.txt names: one file per 50,000 URLs (docs/decisions/0171-sitemap-index.md).
export const dynamic = "force-static";

export function GET() {
  return new Response(sitemapIndexXml(sitemapEntries(), absoluteUrl), { headers: { "Content-Type": "application/xml" } });
}
