import { platforms, priceLine } from "@/lib/catalogue";
import { getArticles } from "@/server/articles";
import { absoluteUrl, siteConfig } from "@/server/site-config";

// /llms.txt (the llmstxt.org format): what the site is, and links to its key pages, the API and
// its OpenAPI document, for agents that read plain text. Generated at build time.
export const dynamic = "force-static";

export function GET(): Response {
  const link = (title: string, path: string, note: string) => `- [${title}](${absoluteUrl(path)}): ${note}`;
  const text = [
    `# ${siteConfig.name}`,
    "",
    `> ${siteConfig.description}`,
    "",
    `A curated catalogue of ${platforms.length} AI platforms (use cases, pricing tiers, starting prices, strengths, the date each was checked), ` +
      "a finder that ranks them for what you want to do and explains why, and long guide articles. The catalogue data is licensed CC BY 4.0: " +
      `credit "${siteConfig.name}" with a link to ${siteConfig.url}.`,
    "",
    "## Key pages",
    link("Finder", "/", "pick use cases (e.g. /?use=code,images) and get a ranked, explained list of platforms"),
    link("Guides", "/blog", "every guide article"),
    link("Developers", "/developers", "the API, its limits, the data licence and the MCP endpoint"),
    "",
    "## API and agents",
    link("OpenAPI document", "/api/v1/openapi.json", "OpenAPI 3.1 description of the read-only JSON API"),
    link("Platforms", "/api/v1/platforms", "filters use, free, budget, tier, category and sort, as in the finder's address"),
    link("Search", "/api/v1/search?q=free%20image%20generator", "the discovery engine over platforms and guides"),
    link("Use cases", "/api/v1/use-cases", "the use-case ids the filters accept"),
    link("Catalogue as CSV", "/api/v1/platforms.csv", "one row per platform"),
    `- MCP endpoint: ${absoluteUrl("/mcp")} (Streamable HTTP, stateless; tools search_platforms, get_platform, compare_platforms, list_use_cases)`,
    "",
    "## Guides",
    ...getArticles().map((a) => link(a.title, `/blog/${a.slug}`, a.description)),
    "",
    "## Optional",
    ...platforms.map((p) => link(p.name, `/platforms/${p.id}`, `${p.pricing.tier}, ${priceLine(p).toLowerCase()}`)),
    "",
  ].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
