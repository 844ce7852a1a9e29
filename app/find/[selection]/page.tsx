import { HomePage, homeMetadata } from "@/components/home/home-page";
import FinderCards from "@/components/finder/finder-cards";
import { finderConstraintsOf } from "@/components/finder/finder-constraints";
import { readDiscoveryParams } from "@/lib/discovery/params";
import { parseSelection } from "@/lib/selection";

/**
 * `/?use=code,images` is rewritten here (next.config.ts), so the server renders the results for a
 * shared URL while `/` itself stays a static file (docs/decisions/0006-finder-selection-in-the-url.md).
 * The finder's constraints and sort (`&free=1&budget=20&sort=price`) come through as search params.
 * Rendered per request: caching every possible query string would let anyone fill the cache.
 */
export const dynamic = "force-dynamic";

export const metadata = homeMetadata;

type Props = { params: Promise<{ selection: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const { selection } = await params;
  let decoded = selection;
  try {
    decoded = decodeURIComponent(selection);
  } catch {
    // A malformed escape is just an unknown use case: show the page without a selection.
  }
  const query = readDiscoveryParams(await searchParams);
  return <HomePage selection={parseSelection(decoded)} constraints={finderConstraintsOf(query)} cards={<FinderCards />} />;
}
