import { SiteLink } from "@/components/site/site-link";
import { pageMetadata } from "@/server/seo";
import { absoluteUrl, siteConfig } from "@/server/site-config";

export const metadata = pageMetadata({
  title: "Developers: the open API, MCP endpoint and data licence",
  description: `Read the ${siteConfig.name} catalogue over a free JSON API or CSV, search it with the same engine as the finder, or connect an AI agent through MCP. Data licensed CC BY 4.0.`,
  path: "/developers",
});

const api = absoluteUrl("/api/v1").replace(/\/$/, "");
const mcp = absoluteUrl("/mcp");

const endpoints = [
  ["GET /api/v1/platforms", "Platforms, filtered and ordered like the finder, each with its score and reasons."],
  ["GET /api/v1/platforms/{id}", "One platform. 404 when no platform has that id."],
  ["GET /api/v1/search?q=…", "The discovery engine: platforms and guides for text in your own words, with the same filters."],
  ["GET /api/v1/use-cases", "The finder's use cases, with how many platforms serve each."],
  ["GET /api/v1/platforms.csv", "The whole catalogue, one row per platform, for spreadsheets."],
  ["GET /api/v1/openapi.json", "The OpenAPI 3.1 document describing all of the above."],
] as const;

const filters = [
  ["use", "Use-case ids, comma-separated, as in the finder's address: use=code,images."],
  ["free", "free=1 keeps platforms with a free plan."],
  ["budget", "The most you would pay in US$ a month: 10, 20, 50 or any positive number."],
  ["tier", "Pricing tiers, comma-separated: free, freemium, paid."],
  ["category", "Category ids, comma-separated, e.g. category=code,image."],
  ["sort", "best (the default), price (cheapest first) or name."],
] as const;

const pre = "overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm leading-relaxed text-slate-100";

/** The human page of the open API: endpoints, limits, licence and how to connect an agent. */
export default function DevelopersPage() {
  const mcpConfig = JSON.stringify({ mcpServers: { "ai-platform-finder": { type: "http", url: mcp } } }, null, 2);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">Developers</h1>
      <p className="mt-3 text-lg text-slate-700">
        The catalogue behind {siteConfig.name} is open: read it as JSON or CSV, search it with the same engine as the finder, or let an
        AI agent look things up through MCP. No key, no sign-up.
      </p>

      {/* Issue 30: every URL below is built from SITE_URL; an operator sees here what it is. */}
      <p className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
        This site’s address, as configured: <code className="font-semibold">{siteConfig.url}</code>
        {siteConfig.urlConfigured ? null : (
          <>
            {" "}
            (the default: the operator has not set <code>SITE_URL</code>, so the addresses on this page may not work from elsewhere)
          </>
        )}
      </p>

      <div className="prose-article mt-8">
        <h2 id="api">The API</h2>
        <p>
          Every endpoint is a <code>GET</code> under <code>{api}</code> and answers JSON (or CSV), described by the{" "}
          <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>, which is generated from the same schemas that check the answers.
        </p>
        <table>
          <thead>
            <tr><th scope="col">Endpoint</th><th scope="col">What it answers</th></tr>
          </thead>
          <tbody>
            {endpoints.map(([path, what]) => (
              <tr key={path}><td><code>{path}</code></td><td>{what}</td></tr>
            ))}
          </tbody>
        </table>

        <h3 id="filters">Filters</h3>
        <p>
          <code>/platforms</code> and <code>/search</code> take the finder&apos;s filters, with the same names and meaning as in its address. A
          value the API does not know is a <code>400</code> with a message saying what to send instead.
        </p>
        <table>
          <thead>
            <tr><th scope="col">Parameter</th><th scope="col">Meaning</th></tr>
          </thead>
          <tbody>
            {filters.map(([name, meaning]) => (
              <tr key={name}><td><code>{name}</code></td><td>{meaning}</td></tr>
            ))}
          </tbody>
        </table>
        <h3 id="pages">Pages</h3>
        <p>
          <code>/platforms</code> and <code>/search</code> answer at most 500 platforms at a time. <code>meta.count</code> counts every match;{" "}
          <code>limit</code> (1 to 500) sets how many an answer holds and <code>offset</code> how many to skip. When more match, the answer&apos;s{" "}
          <code>meta.next</code> and its <code>Link</code> header (<code>rel=&quot;next&quot;</code>) give the next page&apos;s address. The CSV
          export is never paged.
        </p>
        <pre className={pre} tabIndex={0} aria-label="Example requests">
          <code>{`curl '${api}/platforms?use=code&free=1&sort=price'\ncurl '${api}/platforms/claude'\ncurl '${api}/search?q=free+image+generator'\ncurl -o ai-platforms.csv '${api}/platforms.csv'`}</code>
        </pre>

        <h3 id="caching">Caching, CORS and limits</h3>
        <ul>
          <li>Any web page may call the API from the browser: CORS is open for reading.</li>
          <li>
            Answers carry <code>Cache-Control</code> (<code>private</code>: your client may keep them five minutes, a shared cache may not,
            since each answer carries your own rate-limit headers) and an <code>ETag</code>: send it back in <code>If-None-Match</code> and an
            unchanged answer is an empty <code>304</code>.
          </li>
          <li>
            Requests are limited per client address, 600 a minute unless the operator set another limit, shared with the MCP endpoint.
            Every answer says the limit and how many are left in its <code>RateLimit</code> and <code>RateLimit-Policy</code> headers; over the limit the API answers{" "}
            <code>429</code> with <code>Retry-After</code> (seconds).
          </li>
          <li>The catalogue changes when the site is published, not from minute to minute: cache freely.</li>
        </ul>

        <h2 id="licence">Data licence</h2>
        <p>
          The catalogue data (platforms, use cases, prices and the facts about them) is licensed{" "}
          <a href="https://creativecommons.org/licenses/by/4.0/" rel="license noopener">Creative Commons Attribution 4.0 International (CC BY 4.0)</a>.
          Use it for anything, commercial uses included, as long as you credit &ldquo;{siteConfig.name}&rdquo; with a link to{" "}
          <a href={siteConfig.url}>{new URL(siteConfig.url).host}</a>. Prices change often: show the <code>lastReviewed</code> date with them.
          The guide articles are not part of the open data.
        </p>

        <h2 id="mcp">For AI agents: MCP</h2>
        <p>
          <code>{mcp}</code> is a Model Context Protocol server (Streamable HTTP, stateless, no key) with four read-only tools that answer
          from the same engine and data as the API: <code>search_platforms</code>, <code>get_platform</code>, <code>compare_platforms</code>{" "}
          and <code>list_use_cases</code>. To add it to a client that reads an <code>mcpServers</code> file (Claude Desktop, Cursor, VS
          Code and others):
        </p>
        <pre className={pre} tabIndex={0} aria-label="MCP client configuration">
          <code>{mcpConfig}</code>
        </pre>
        <p>With Claude Code, from a terminal:</p>
        <pre className={pre} tabIndex={0} aria-label="Claude Code command">
          <code>{`claude mcp add --transport http ai-platform-finder ${mcp}`}</code>
        </pre>
        <p>
          Agents that read plain text can start from <a href="/llms.txt">/llms.txt</a>, a short map of the site and its API in the
          llms.txt format.
        </p>

        <h2 id="questions">Questions</h2>
        <p>
          Found a wrong price or a missing platform? <SiteLink href="/contact">Tell us</SiteLink>.
        </p>
      </div>
    </div>
  );
}
