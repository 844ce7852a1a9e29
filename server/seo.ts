import "server-only";
import type { Metadata } from "next";
import { siteOgImageRef, type OgImageRef } from "@/server/og/images";
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
  /** The page's Open Graph card (drawn at build time under /og/); the site's card by default. */
  image?: OgImageRef;
};

/** The og:image / twitter:image fields of a card (1200x630 PNG, with its alt text). */
export function ogImages(image: OgImageRef = siteOgImageRef) {
  return [{ url: absoluteUrl(image.path), width: 1200, height: 630, type: "image/png", alt: image.alt }];
}

/** One metadata helper for every page: title, description, canonical, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, keywords, absoluteTitle, openGraph, image }: PageMeta): Metadata {
  const images = ogImages(image);
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
      images,
      ...openGraph,
    },
    twitter: { card: "summary_large_image", title, description, images },
  };
}

/** Serialises JSON-LD safely for a <script> tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
