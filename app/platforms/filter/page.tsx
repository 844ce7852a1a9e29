import type { Metadata } from "next";
import { BrowsePage } from "@/components/discovery/browse-page";
import { platforms } from "@/lib/catalogue";
import { categories } from "@/lib/catalogue-schema";
import { LIST_PAGE_SIZE, pageUrl, readPageNumber } from "@/lib/discovery/list-pages";
import { discoveryQueryString, pageQueryKeys, readDiscoveryParams } from "@/lib/discovery/params";
import { absoluteUrl } from "@/server/site-config";

/** `/platforms` with constraints or a page number in the URL (rewritten here by next.config.ts), rendered per request. */
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const knownCategories = categories.map((c) => c.id);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams;
  const query = readDiscoveryParams(params, { knownCategories });
  const page = readPageNumber(params.page);
  // A later page of the whole list is a page of its own for search engines (indexed, its own
  // canonical URL); a filtered list is not indexed and points at the whole list
  // (docs/decisions/0192-paginated-lists.md).
  if (page > 1 && !discoveryQueryString(query, pageQueryKeys.browse)) {
    const pages = Math.max(1, Math.ceil(platforms.length / LIST_PAGE_SIZE));
    return {
      title: `All ${platforms.length} AI platforms by category, page ${page} of ${pages}`,
      description: `Page ${page} of every AI platform in the catalogue, grouped by category, with free-plan, budget and category filters and sorting by price or name.`,
      alternates: { canonical: absoluteUrl(pageUrl("/platforms", page)) },
    };
  }
  return {
    title: "AI platforms, filtered",
    description: "AI platforms in the catalogue filtered by free plan, budget and category.",
    robots: { index: false, follow: true },
    alternates: { canonical: absoluteUrl("/platforms") },
  };
}

export default async function Page({ searchParams }: Props) {
  const params = await searchParams;
  const query = readDiscoveryParams(params, { knownCategories });
  return <BrowsePage query={{ ...query, text: undefined, useCases: [] }} page={readPageNumber(params.page)} />;
}
