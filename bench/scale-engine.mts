// One size of the scale bench (bench/scale.mjs), in its own process so its memory is its own:
// `CATALOGUE_DIR=<dir> tsx --conditions=react-server bench/scale-engine.mts (with --expose-gc)`. Loads the
// catalogue the site's loader reads from that folder, builds the discovery engine and its indexes
// (server/discovery createDiscovery, as the site does), and times the engine's work for searches,
// finder selections and suggestions; then the sitemap and what the build would pre-render. Prints
// one JSON line.
import { performance } from "node:perf_hooks";
import { useCaseIds } from "@/lib/use-cases";
import { emptyQuery } from "@/lib/discovery/query";
import { sitemapIndexXml, splitSitemap, urlsetXml } from "@/lib/sitemap";
import { prerenderedIds, prerenderedPairs } from "@/lib/prerender";
import { searchQueries } from "./search.mjs";

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (n: number) => Math.round(n * 100) / 100;

gc();
const baseline = process.memoryUsage();
let t = performance.now();
const { platforms } = await import("@/lib/catalogue");
const loadMs = performance.now() - t;
const { getArticles } = await import("@/server/articles");
getArticles();
const { createDiscovery } = await import("@/server/discovery/engine");
t = performance.now();
// As the site builds it (server/discovery/index.ts): the semantic signal unless SEMANTIC_SEARCH=off.
const engine = createDiscovery({ platforms, articles: getArticles, semantic: process.env.SEMANTIC_SEARCH !== "off" });
engine.warmUp();
const indexMs = performance.now() - t;
gc();
const built = process.memoryUsage();

// Wall time, and the process's CPU time per call: on a shared machine the CPU time is what the
// engine itself costs, the wall time also what other processes took from it.
function timeEach<T>(inputs: T[], run: (input: T) => unknown): { p50: number; p99: number; cpuP50: number; cpuP99: number } {
  for (const input of inputs.slice(0, 20)) run(input); // warm the JIT
  const cpu: number[] = [];
  const times = inputs.map((input) => {
    const start = performance.now();
    const used = process.cpuUsage();
    run(input);
    const d = process.cpuUsage(used);
    cpu.push((d.user + d.system) / 1000);
    return performance.now() - start;
  });
  return { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), cpuP50: round(percentile(cpu, 50)), cpuP99: round(percentile(cpu, 99)) };
}

// The search page's queries (bench/search.mjs), the finder's selections (one to three use cases,
// some with a free plan or a budget), the header box's suggestions as someone types.
const queries = Number(process.env.SCALE_QUERIES ?? 1000);
// As the search page asks: the 24 it shows (app/search/page.tsx SHOWN), with the total and named platforms.
const search = timeEach(searchQueries(queries), (text) => engine.discover({ ...emptyQuery, text }, { limit: 24 }));
const selections = Array.from({ length: Math.min(300, queries) }, (_, i) => {
  const ids = [...new Set([useCaseIds[i % useCaseIds.length]!, useCaseIds[(i * 7) % useCaseIds.length]!, ...(i % 3 === 0 ? [useCaseIds[(i * 13) % useCaseIds.length]!] : [])])];
  return { ...emptyQuery, useCases: ids, free: i % 4 === 0, budget: i % 5 === 0 ? 20 : undefined };
});
const finder = timeEach(selections, (query) => engine.discover(query));
const prefixes = searchQueries(Math.min(300, queries)).flatMap((q) => [q.slice(0, 2), q.slice(0, 4), q.slice(0, 7)]).filter((q) => q.length >= 2);
const suggestions = timeEach(prefixes, (text) => engine.suggest(text));
gc();
const afterQueries = process.memoryUsage();

const { sitemapEntries } = await import("@/server/sitemap");
const { absoluteUrl } = await import("@/server/site-config");
const curated = (await import("@/lib/compare/curated")).curatedList();
const entries = sitemapEntries();
const files = splitSitemap(entries);
const sitemapBytes = Buffer.byteLength(sitemapIndexXml(entries, absoluteUrl)) + files.reduce((sum, f) => sum + Buffer.byteLength(urlsetXml(f)), 0);
const ids = prerenderedIds(platforms);

console.log(
  JSON.stringify({
    platforms: platforms.length,
    queries,
    loadMs: Math.round(loadMs),
    indexMs: Math.round(indexMs),
    heapMiB: mib(built.heapUsed - baseline.heapUsed),
    heapTotalMiB: mib(built.heapUsed),
    rssMiB: mib(built.rss),
    rssAfterQueriesMiB: mib(afterQueries.rss),
    heapAfterQueriesMiB: mib(afterQueries.heapUsed),
    search,
    finder,
    suggestions,
    sitemapUrls: entries.length,
    sitemapFiles: files.length,
    sitemapKiB: Math.round(sitemapBytes / 1024),
    curatedPairs: curated.length,
    prerenderedPages: ids.size + prerenderedPairs(curated, ids).length,
    onDemandPages: platforms.length - ids.size + curated.length - prerenderedPairs(curated, ids).length,
  }),
);
