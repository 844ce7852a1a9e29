import "server-only";
import { priceLine } from "@/lib/catalogue";
import { categories, type Platform } from "@/lib/catalogue-schema";
import { formatDate, type Article } from "@/server/articles";
import { siteConfig } from "@/server/site-config";

// Where each page's Open Graph card is and what it shows, in words (its alt text). The cards are
// drawn at build time by the routes under app/og/ (docs/decisions/0074-open-graph-images-at-build.md).

export type OgImageRef = { path: string; alt: string };

const tierLabel = { free: "Free", freemium: "Freemium", paid: "Paid" } as const;

export function platformFacts(platform: Platform) {
  const category = categories.find((c) => c.id === platform.category)?.label ?? "AI platform";
  return { category, tier: tierLabel[platform.pricing.tier], price: priceLine(platform) };
}

export const siteOgImageRef: OgImageRef = {
  path: "/og/site",
  alt: `${siteConfig.name}: find the right AI tool for your task. Compare 40+ AI platforms by use case, pricing and capabilities.`,
};

export function platformOgImageRef(platform: Platform): OgImageRef {
  const { category, tier, price } = platformFacts(platform);
  return { path: `/og/platforms/${platform.id}`, alt: `${platform.name} on ${siteConfig.name}: ${category}, ${tier.toLowerCase()}, ${price.charAt(0).toLowerCase()}${price.slice(1)}.` };
}

export function articleOgImageRef(article: Pick<Article, "slug" | "title" | "date">): OgImageRef {
  return { path: `/og/blog/${article.slug}`, alt: `${article.title}: a guide on ${siteConfig.name}, published ${formatDate(article.date)}.` };
}

export function ogImageRefOfUseCase(id: string, title: string, platformCount: number): OgImageRef {
  return { path: `/og/use-cases/${id}`, alt: `${title}: ${platformCount} platforms compared on ${siteConfig.name}.` };
}
