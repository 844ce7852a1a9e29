import { HomePage } from "@/components/home/home-page";
import { pageMetadata } from "@/server/seo";
import { siteConfig } from "@/server/site-config";

export const metadata = pageMetadata({
  title: "Find Your Perfect AI Platform: Compare 40+ AI Tools | AI Platform Finder",
  description: siteConfig.description,
  keywords: siteConfig.keywords,
  path: "/",
  absoluteTitle: true,
});

/** The home page without a selection: fully static. `/?use=...` is served by app/find/[selection]. */
export default function Page() {
  return <HomePage selection={[]} />;
}
