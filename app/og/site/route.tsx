import { siteOgImage } from "@/server/og/card";

// The site's Open Graph card (the home page's, and every page's without its own), drawn at build
// time (docs/decisions/0074-open-graph-images-at-build.md).
export const dynamic = "force-static";

export function GET() {
  return siteOgImage();
}
