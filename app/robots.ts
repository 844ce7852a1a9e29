import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/server/site-config";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/functions/", "/images/"] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
