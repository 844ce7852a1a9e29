import { pageMetadata } from "@/server/seo";
import { siteConfig } from "@/server/site-config";

export const metadata = pageMetadata({
  title: "Find Your Perfect AI Platform",
  description: siteConfig.description,
  path: "/",
  absoluteTitle: true,
});

export default function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold">Find Your Perfect AI Platform</h1>
    </section>
  );
}
