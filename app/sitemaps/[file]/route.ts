import { sitemapFileNumber, splitSitemap, urlsetXml } from "@/lib/sitemap";
import { sitemapEntries } from "@/server/sitemap";

// The files the sitemap index lists (/sitemaps/1.xml, ...), each at most 50,000 URLs, written at
// build; any other name is a 404 (docs/decisions/0171-sitemap-index.md).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return splitSitemap(sitemapEntries()).map((_, i) => ({ file: `${i + 1}.xml` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const n = sitemapFileNumber((await params).file);
  const file = n === undefined ? undefined : splitSitemap(sitemapEntries())[n - 1];
  if (!file) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(urlsetXml(file), { headers: { "Content-Type": "application/xml" } });
}
