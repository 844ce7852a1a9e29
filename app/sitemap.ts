import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/server/site-config";

/** Every public URL. Pages without a content date carry none rather than a made-up "now". */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages: MetadataRoute.Sitemap = [
    { url: absoluteUrl("/"), changeFrequency: "weekly", priority: 1 },
    { url: absoluteUrl("/contact"), changeFrequency: "yearly", priority: 0.5 },
  ];
  return pages;
}
