import "server-only";
import { env, siteUrlConfigured } from "@/server/env";

/**
 * The one site configuration: identity, owner and links. Operators change the owner through
 * OWNER_* variables (see .env.example) or by editing the defaults here.
 */
export const siteConfig = {
  name: "AI Platform Finder",
  shortName: "AI Finder",
  url: env.SITE_URL,
  /** False when SITE_URL was not set and `url` is the localhost default (shown on /developers). */
  urlConfigured: siteUrlConfigured,
  title: "AI Platform Finder: find the right AI tool for your task",
  description:
    "Compare 40+ AI tools by use case, pricing and capabilities. Pick what you want to do and get a ranked, explained list of AI platforms, plus honest guides.",
  keywords: ["AI tools", "AI platforms", "compare AI tools", "best AI tools 2025", "AI tool finder", "ChatGPT alternatives"],
  locale: "en_US",
  owner: {
    name: env.OWNER_NAME,
    firstName: env.OWNER_NAME.split(/\s+/)[0] ?? env.OWNER_NAME,
    role: "Independent AI consultant and founder of AI Platform Finder",
    bio: "I help teams and individuals choose AI tools that fit their work and budget, and I keep this catalogue's plans, prices and free-tier limits up to date.",
    photo: "/owner.svg",
    website: env.OWNER_WEBSITE,
    linkedin: env.OWNER_LINKEDIN,
    x: env.OWNER_X,
  },
  footerYear: 2025,
} as const;

export type SiteConfig = typeof siteConfig;

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteConfig.url}/`).toString();
}
