import { StaticMarkup } from "@/components/static/static-markup";
import { jsonLd } from "@/server/seo";

/** Structured data for search engines: in the HTML once, not again in the page's payload. */
export function JsonLd({ data }: { data: unknown }) {
  return <StaticMarkup as="script" type="application/ld+json" html={jsonLd(data)} />;
}
