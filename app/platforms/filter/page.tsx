import type { Metadata } from "next";
import { BrowsePage } from "@/components/discovery/browse-page";
import { categories } from "@/lib/catalogue-schema";
import { readDiscoveryParams } from "@/lib/discovery/params";
import { absoluteUrl } from "@/server/site-config";

/** `/platforms` with constraints in the URL (rewritten here by next.config.ts), rendered per request. */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "AI platforms, filtered",
  description: "AI platforms in the catalogue filtered by free plan, budget and category.",
  robots: { index: false, follow: true },
  alternates: { canonical: absoluteUrl("/platforms") },
};

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = readDiscoveryParams(await searchParams, { knownCategories: categories.map((c) => c.id) });
  return <BrowsePage query={{ ...query, text: undefined, useCases: [] }} />;
}
