import { BrowsePage } from "@/components/discovery/browse-page";
import { platforms } from "@/lib/catalogue";
import { emptyQuery } from "@/lib/discovery/query";
import { pageMetadata } from "@/server/seo";

// Pre-rendered. `/platforms?free=1...` is rewritten to ./filter (next.config.ts) and rendered per request.
export const metadata = pageMetadata({
  title: `All ${platforms.length} AI platforms by category`,
  description: "Every AI platform in the catalogue, grouped by category, with free-plan, budget and category filters and sorting by price or name.",
  path: "/platforms",
});

export default function Page() {
  return <BrowsePage query={emptyQuery} />;
}
