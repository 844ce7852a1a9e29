// `npx tsx --conditions=react-server bench/sources-check.ts [pauseMs]`: the source watcher over the
// whole catalogue against loopback vendors (one loopback server per host the catalogue cites, each
// page holding its facts' quotes). Prints the run time and the process's memory: figures, never
// assertions (docs/decisions/0142).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { catalogueFacts } from "@/lib/catalogue-facts";
import { checkSources } from "@/server/sources/watcher";

const pauseMs = Number(process.argv[2] ?? 1000);
const facts = catalogueFacts();
const hosts = [...new Set(facts.map((f) => new URL(f.source.url).host))];
const quotesByPath = new Map<string, string[]>();
for (const f of facts) {
  const u = new URL(f.source.url);
  const key = `${u.host}${u.pathname}${u.search}`;
  quotesByPath.set(key, [...(quotesByPath.get(key) ?? []), f.source.quote ?? ""]);
}

async function main() {
const servers = await Promise.all(
  hosts.map(
    (host) =>
      new Promise<{ host: string; server: http.Server; origin: string }>((resolve) => {
        const server = http.createServer((req, res) => {
          if (req.url === "/robots.txt") return void res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: *\nAllow: /\n");
          const quotes = quotesByPath.get(`${host}${req.url}`) ?? [];
          const filler = "<p>Plans, prices and limits of this product, with a comparison table and frequently asked questions.</p>".repeat(300);
          res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(`<!doctype html><html><body><main>${filler}${quotes.map((q) => `<p>${q}</p>`).join("")}</main></body></html>`);
        });
        server.listen(0, "127.0.0.1", () => resolve({ host, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }));
      }),
  ),
);
const originOf = new Map(servers.map((s) => [s.host, s.origin]));
const watched = facts.map((f) => {
  const u = new URL(f.source.url);
  return { key: f.key, platformId: f.platformId, url: `${originOf.get(u.host)}${u.pathname}${u.search}`, quote: f.source.quote };
});

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const results = await checkSources(watched, { userAgent: "BenchWatcher/1.0", robotsAgent: "BenchWatcher", pauseMs });
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const counts = results.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.verdict]: (acc[r.verdict] ?? 0) + 1 }), {});
console.log(
  JSON.stringify({ facts: facts.length, urls: quotesByPath.size, hosts: hosts.length, pauseMs, seconds: Number(seconds.toFixed(2)), rssBeforeMiB: Math.round(rssBefore / 2 ** 20), peakRssMiB: Math.round(peakRss / 2 ** 20), verdicts: counts }),
);
for (const s of servers) s.server.close();
}

void main();
