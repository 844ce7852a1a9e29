// 11. Hydration: each page type against a bare Next.js page served by the same server, in one run:
// main-thread time during load (script evaluation and compilation, style and layout) and total
// blocking time under Lighthouse's mobile settings, as ratios to the bare page, plus the bytes of
// payload each page inlines for hydration (the `self.__next_f.push` scripts). Lighthouse runs five
// times per page (LIGHTHOUSE_RUNS) and each figure is the median of the runs; the score is the
// median of the scores.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { isNoindexRoute } from "./lighthouse.mjs";
import { round } from "./lib.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** The bare page: pages/bench/bare.tsx, served only when the server runs with BENCH_BARE_PAGE=1. */
export const BARE_ROUTE = "/bench/bare";

export const hydrationPages = [
  ["home", "/"],
  ["home with a selection", "/?use=images,code"],
  ["article", "/blog/gemini-ai-guide"],
  ["platform page", "/platforms/cursor"],
  ["/platforms", "/platforms"],
  ["use-case page", "/use-cases/video"],
  ["search", "/search?q=slides"],
  ["compare pair", "/compare/chatgpt-vs-claude"],
  ["compare by ids", "/compare?ids=chatgpt,claude,gemini&use=code"],
  ["contact", "/contact"],
  ["image", "/ai-image"],
];

/** Bytes of the flight payload a page's HTML inlines for hydration. */
export function inlinePayloadBytes(html) {
  let bytes = 0;
  for (const m of html.matchAll(/<script\b[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)) bytes += Buffer.byteLength(m[1]);
  return bytes;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Main-thread time by Lighthouse's groups (mainthread-work-breakdown, ms). */
function mainThread(lhr) {
  const items = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  const by = Object.fromEntries(items.map((i) => [i.group, i.duration]));
  const scripting = (by.scriptEvaluation ?? 0) + (by.scriptParseCompile ?? 0);
  const styleLayout = by.styleLayout ?? 0;
  return { scripting, styleLayout, total: scripting + styleLayout };
}

async function measure(chrome, baseUrl, route) {
  const runs = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
    const flags = { port: chrome.port, output: "json", logLevel: "error", ...(isNoindexRoute(route) ? { skipAudits: ["is-crawlable"] } : {}) };
    const { lhr } = await lighthouse(`${baseUrl}${route}`, flags);
    if (lhr.categories.performance?.score !== null && !lhr.runtimeError) runs.push(lhr);
  }
  if (runs.length === 0) return null;
  const score = (run, id) => Math.round((run.categories[id]?.score ?? 0) * 100);
  const threads = runs.map(mainThread);
  return {
    runs: runs.length,
    performance: median(runs.map((r) => score(r, "performance"))),
    performanceAll: runs.map((r) => score(r, "performance")),
    accessibility: median(runs.map((r) => score(r, "accessibility"))),
    bestPractices: median(runs.map((r) => score(r, "best-practices"))),
    seo: median(runs.map((r) => score(r, "seo"))),
    tbt: median(runs.map((r) => r.audits["total-blocking-time"].numericValue)),
    scripting: median(threads.map((t) => t.scripting)),
    styleLayout: median(threads.map((t) => t.styleLayout)),
    mainThread: median(threads.map((t) => t.total)),
  };
}

export async function benchHydration(baseUrl, pages = hydrationPages) {
  const html = async (route) => {
    const response = await fetch(baseUrl + route);
    if (!response.ok) throw new Error(`${route} answered ${response.status}: start the server with BENCH_BARE_PAGE=1 for the bare page`);
    return response.text();
  };
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const rows = [];
  try {
    const bareHtml = await html(BARE_ROUTE);
    const bare = await measure(chrome, baseUrl, BARE_ROUTE);
    if (!bare) throw new Error("the bare page produced no Lighthouse score");
    const row = (type, route, m, page) => ({
      page: type,
      route,
      "main thread ms": round(m.mainThread, 0),
      "× bare": round(m.mainThread / bare.mainThread, 2),
      "scripting ms": round(m.scripting, 0),
      "style+layout ms": round(m.styleLayout, 0),
      "TBT ms": round(m.tbt, 0),
      "TBT × bare": bare.tbt > 0 ? round(m.tbt / bare.tbt, 2) : m.tbt === 0 ? "0 (bare 0)" : `${round(m.tbt, 0)} ms (bare 0)`,
      performance: `${m.performance} (${m.performanceAll.join(" ")})`,
      "a11y / BP / SEO": `${m.accessibility} / ${m.bestPractices} / ${m.seo}${isNoindexRoute(route) ? " (is-crawlable skipped: noindex)" : ""}`,
      "inline payload KiB": round(inlinePayloadBytes(page) / 1024, 1),
      "HTML KiB": round(Buffer.byteLength(page) / 1024, 1),
    });
    rows.push(row("bare Next.js page", BARE_ROUTE, bare, bareHtml));
    for (const [type, route] of pages) {
      const page = await html(route);
      const m = await measure(chrome, baseUrl, route);
      if (!m) rows.push({ page: type, route, "main thread ms": "no run produced a score" });
      else rows.push(row(type, route, m, page));
      console.log(`  ${type}: ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
