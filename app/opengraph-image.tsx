import { ogContentType, ogImage, ogSize } from "@/server/og/card";

export const alt = "AI Platform Finder: find the right AI tool for your task. Compare 40+ AI platforms by use case, pricing and capabilities.";
export const size = ogSize;
export const contentType = ogContentType;

/** The site's card: the home page's, and every page's without its own. Drawn at build time. */
export default function Image() {
  return ogImage({
    eyebrow: "Compare 40+ AI platforms",
    title: "Find the right AI tool for your task",
    subtitle: "Ranked, explained picks by use case, pricing and capabilities, plus honest guides.",
  });
}
