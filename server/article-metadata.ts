import "server-only";
import type { Metadata } from "next";
import type { Article } from "@/server/articles";
import { articleOgImageRef } from "@/server/og/images";
import { pageMetadata } from "@/server/seo";
import { siteConfig } from "@/server/site-config";

export function articleMetadata(article: Article): Metadata {
  return pageMetadata({
    title: article.title,
    description: article.description,
    keywords: article.keywords,
    path: `/blog/${article.slug}`,
    image: articleOgImageRef(article),
    openGraph: { type: "article", publishedTime: article.date, authors: [siteConfig.owner.name], tags: article.keywords },
  });
}
