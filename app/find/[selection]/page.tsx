import { HomePage, homeMetadata } from "@/components/home/home-page";
import { parseSelection } from "@/lib/selection";

/**
 * `/?use=code,images` is rewritten here (next.config.ts), so the server renders the results for a
 * shared URL while `/` itself stays a static file (docs/decisions/0006-finder-selection-in-the-url.md).
 * Rendered per request: caching every possible query string would let anyone fill the cache.
 */
export const dynamic = "force-dynamic";

export const metadata = homeMetadata;

export default async function Page({ params }: { params: Promise<{ selection: string }> }) {
  const { selection } = await params;
  let decoded = selection;
  try {
    decoded = decodeURIComponent(selection);
  } catch {
    // A malformed escape is just an unknown use case: show the page without a selection.
  }
  return <HomePage selection={parseSelection(decoded)} />;
}
