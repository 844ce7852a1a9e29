import "server-only";
import type { Metadata } from "next";
import { absoluteUrl, siteConfig } from "@/server/site-config";

/** The Atom feeds every page links from its head (issue 17); server/feeds.ts writes them. */
const feedAlternates = {
  "application/atom+xml": [
    { url: "/changes.xml", title: `${siteConfig.name}: catalogue changes` },
    { url: "/blog/feed.xml", title: `${siteConfig.name}: guides` },
  ],
};

type PageMeta = {
  title: string;
  description: string;
  path: string;
  keywords?: readonly string[];
  /** Use the title as given, without the site-name template. */
  absoluteTitle?: boolean;
  openGraph?: Metadata["openGraph"];
};

/** One metadata helper for every page: title, description, canonical, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, keywords, absoluteTitle, openGraph }: PageMeta): Metadata {
  const url = absoluteUrl(path);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords: keywords ? [...keywords] : undefined,
    alternates: { canonical: url, types: feedAlternates },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      title,
      description,
      url,
      ...openGraph,
    },
    twitter: { card: "summary_large_image", title, description },
  };
}

/** Serialises JSON-LD safely for a <script> tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
