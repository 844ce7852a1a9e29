// 8. Dynamic pages (issue 16): for each page whose answer depends on its query string, the
// throughput of one repeated URL as a ratio to the static-file floor (its own process) serving the
// same HTML in the same run; the server time of a cold render (sequential requests, each for a
// distinct canonical URL, first byte to last, over loopback); and the HTML's weight beside `/`.
import { brotliCompressSync } from "node:zlib";
import { tsImport } from "tsx/esm/api";
import { loadAverage, percentile, round, startFloor, timedGet } from "./lib.mjs";
import { searchQueries } from "./search.mjs";
import { load } from "./static-pages.mjs";

const { canonicalUrl } = await tsImport("../lib/discovery/canonical-url.ts", import.meta.url);
const { useCases } = await tsImport("../lib/use-cases.ts", import.meta.url);
const { categories } = await tsImport("../lib/catalogue-schema.ts", import.meta.url);
const { platforms } = await tsImport("../lib/catalogue.ts", import.meta.url);

/** The canonical form of a URL (the server would redirect any other form). */
function canonical(url) {
  const q = url.indexOf("?");
  return canonicalUrl(url.slice(0, q), new URLSearchParams(url.slice(q + 1)))?.url ?? url;
}

/** `n` distinct canonical URLs of one kind, deterministic. */
function distinct(make, n) {
  const out = new Set();
  for (let i = 0; out.size < n && i < n * 50; i++) {
    const url = canonical(make(i));
    if (url.includes("?")) out.add(url);
  }
  return [...out];
}

const ids = useCases.map((u) => u.id);
const pairs = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b]));
const constraintsOf = (i) => ["", "&free=1", "&budget=20", "&sort=price", "&free=1&budget=50&sort=name"][i % 5];

export const kinds = [
  { name: "finder", page: canonical("/?use=code,images"), urls: (n) => distinct((i) => `/?use=${pairs[(i * 7) % pairs.length].join(",")}${constraintsOf(i)}`, n) },
  { name: "search", page: canonical("/search?q=image generator"), urls: (n) => distinct((i) => `/search?q=${encodeURIComponent(searchQueries(n + 50)[i + 40])}`, n) },
  {
    name: "browse",
    page: canonical("/platforms?free=1&budget=20&sort=price"),
    urls: (n) =>
      distinct((i) => {
        // Mixed radix over every constraint, category fastest, so neighbours differ most.
        const cats = ["", ...categories.map((c) => c.id)];
        let k = i * 7 + 1;
        const digit = (base) => {
          const d = k % base;
          k = Math.floor(k / base);
          return d;
        };
        const category = cats[digit(cats.length)];
        const budget = ["", "10", "20", "50"][digit(4)];
        const sort = ["best", "price", "name"][digit(3)];
        const tier = ["", "free", "freemium", "paid", "free,freemium"][digit(5)];
        return `/platforms?free=${digit(2)}&budget=${budget}&sort=${sort}&category=${category}&tier=${tier}`;
      }, n),
  },
];

/** Compare (issue 15), measured when the build has it. */
const platformIds = platforms.map((p) => p.id);
export const compareKind = {
  name: "compare",
  page: canonical("/compare?ids=chatgpt,claude,gemini&use=code,writing"),
  urls: (n) =>
    distinct((i) => `/compare?ids=${platformIds[i % platformIds.length]},${platformIds[(i * 7 + 3) % platformIds.length]}${i % 3 ? `,${platformIds[(i * 13 + 5) % platformIds.length]}` : ""}${["", "&use=code", "&use=images,video"][i % 3]}`, n),
};

async function timed(url) {
  const { ms, status, body } = await timedGet(url);
  return { ms, ok: status === 200, body };
}

export async function benchDynamicPages(baseUrl, { distinctUrls = 200, seconds = 8, connections = 50 } = {}) {
  const hasCompare = (await fetch(baseUrl + compareKind.page, { redirect: "manual" })).status === 200;
  const all = hasCompare ? [...kinds, compareKind] : kinds;
  const home = (await timed(`${baseUrl}/`)).body;
  const bodies = new Map([["/", home]]);
  for (const kind of all) bodies.set(kind.page, (await timed(baseUrl + kind.page)).body);
  const floor = await startFloor(bodies);
  const rows = [];
  try {
    const loadBefore = loadAverage();
    for (const kind of all) {
      // Cold renders first, before the load test warms anything else.
      const urls = kind.urls(distinctUrls + 10);
      for (const url of urls.slice(distinctUrls)) await timed(baseUrl + url); // warm-up, not counted
      const times = [];
      let errors = 0;
      for (const url of urls.slice(0, distinctUrls)) {
        const r = await timed(baseUrl + url);
        times.push(r.ms);
        if (!r.ok) errors++;
      }
      const app = await load(baseUrl + kind.page, seconds, connections);
      const file = await load(floor.url + kind.page, seconds, connections);
      const html = bodies.get(kind.page);
      rows.push({
        page: kind.page,
        "repeated req/s": app.rps,
        "repeated p99 ms": app.p99,
        "floor req/s": file.rps,
        "ratio to floor": round(app.rps / file.rps, 2),
        "cold URLs": times.length,
        "cold p50 ms": round(percentile(times, 50)),
        "cold p99 ms": round(percentile(times, 99)),
        "HTML KiB": round(html.length / 1024),
        "HTML brotli KiB": round(brotliCompressSync(html).length / 1024),
        errors: errors + app.errors + file.errors,
      });
    }
    // The ceiling of Next.js's own options (partial prerendering, Cache Components): Next.js
    // answering a page that is fully pre-rendered, through its own pipeline (a query string the
    // page ignores keeps our static cache out of the way). A PPR page does this plus its render.
    const next = await load(`${baseUrl}/?ref=bench`, seconds, connections);
    const floorHome = await load(`${floor.url}/`, seconds, connections);
    rows.push({
      page: "/ (static; repeated: Next.js serving it itself, the ceiling of PPR)",
      "repeated req/s": next.rps,
      "repeated p99 ms": next.p99,
      "floor req/s": floorHome.rps,
      "ratio to floor": round(next.rps / floorHome.rps, 2),
      "cold URLs": "",
      "cold p50 ms": "",
      "cold p99 ms": "",
      "HTML KiB": round(home.length / 1024),
      "HTML brotli KiB": round(brotliCompressSync(home).length / 1024),
      errors: "",
    });
    return { rows, load: `${loadBefore} before, ${loadAverage()} after` };
  } finally {
    await floor.stop();
  }
}
