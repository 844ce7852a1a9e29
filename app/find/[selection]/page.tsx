import { HomePage } from "@/components/home/home-page";
import { parseSelection } from "@/lib/selection";
import { pageMetadata } from "@/server/seo";
import { siteConfig } from "@/server/site-config";

/**
 * `/?use=code,images` is rewritten here (next.config.ts), so the server renders the results for a
 * shared URL while `/` itself stays a static file (docs/decisions/0006-finder-selection-in-the-url.md).
 * Rendered per request: caching every possible query string would let anyone fill the cache.
 */
export const dynamic = "force-dynamic";

export const metadata = pageMetadata({
  title: "Find Your Perfect AI Platform: Compare 40+ AI Tools | AI Platform Finder",
  description: siteConfig.description,
  keywords: siteConfig.keywords,
  path: "/",
  absoluteTitle: true,
});

export default async function Page({ params }: { params: Promise<{ selection: string }> }) {
  const { selection } = await params;
  return <HomePage selection={parseSelection(decodeURIComponent(selection))} />;
}
