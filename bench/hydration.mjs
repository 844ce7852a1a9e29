// 11. Hydration: each page type against a bare Next.js page served by the same server, in one run:
// main-thread time during load (script evaluation and compilation, style and layout) and total
// blocking time under Lighthouse's mobile settings, as ratios to the bare page, plus the bytes of
// payload each page inlines for hydration (the `self.__next_f.push` scripts). Lighthouse runs five
// times per page (LIGHTHOUSE_RUNS) and each figure is the median of the runs; the score is the
// median of the scores. Each page run is followed by a run of the bare page, and a page's ratios are
// to the bare runs taken beside it (the machine drifts over the bench's half hour).
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

/** One Lighthouse run that produced a score, or null (a run on this shared 2-core machine occasionally fails to trace). */
async function runOnce(chrome, baseUrl, route) {
  const flags = { port: chrome.port, output: "json", logLevel: "error", ...(isNoindexRoute(route) ? { skipAudits: ["is-crawlable"] } : {}) };
  const { lhr } = await lighthouse(`${baseUrl}${route}`, flags);
  return lhr.categories.performance?.score !== null && !lhr.runtimeError ? lhr : null;
}

/** The medians of a page's runs. */
function summary(runs) {
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

/**
 * A page's runs, each followed by a run of the bare page: the machine's state drifts over a run of
 * the bench (the bare page alone measured 683 and 1,079 ms in two runs of one day), so each page is
 * compared with the bare runs taken beside its own.
 */
async function measurePaired(chrome, baseUrl, route) {
  const page = [];
  const bare = [];
  for (let attempt = 0; (page.length < RUNS || bare.length < RUNS) && attempt < RUNS * 2; attempt++) {
    if (page.length < RUNS) {
      const run = await runOnce(chrome, baseUrl, route);
      if (run) page.push(run);
    }
    if (bare.length < RUNS) {
      const run = await runOnce(chrome, baseUrl, BARE_ROUTE);
      if (run) bare.push(run);
    }
  }
  return page.length && bare.length ? { page, bare } : null;
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
    const bareRuns = [];
    const measured = [];
    for (const [type, route] of pages) {
      const page = await html(route);
      const paired = await measurePaired(chrome, baseUrl, route);
      if (paired) bareRuns.push(...paired.bare);
      measured.push({ type, route, page, paired });
    }
    if (bareRuns.length === 0) throw new Error("the bare page produced no Lighthouse score");
    const bare = summary(bareRuns);
    const row = (type, route, m, alongside, page) => ({
      page: type,
      route,
      "main thread ms": round(m.mainThread, 0),
      "× bare": round(m.mainThread / alongside.mainThread, 2),
      "bare alongside ms": round(alongside.mainThread, 0),
      "scripting ms": round(m.scripting, 0),
      "style+layout ms": round(m.styleLayout, 0),
      "TBT ms": round(m.tbt, 0),
      "TBT × bare": alongside.tbt > 0 ? round(m.tbt / alongside.tbt, 2) : m.tbt === 0 ? "0 (bare 0)" : `${round(m.tbt, 0)} ms (bare 0)`,
      performance: `${m.performance} (${m.performanceAll.join(" ")})`,
      "a11y / BP / SEO": `${m.accessibility} / ${m.bestPractices} / ${m.seo}${isNoindexRoute(route) ? " (is-crawlable skipped: noindex)" : ""}`,
      "inline payload KiB": round(inlinePayloadBytes(page) / 1024, 1),
      "HTML KiB": round(Buffer.byteLength(page) / 1024, 1),
    });
    rows.push(row("bare Next.js page (every run)", BARE_ROUTE, bare, bare, bareHtml));
    for (const { type, route, page, paired } of measured) {
      if (!paired) rows.push({ page: type, route, "main thread ms": "no run produced a score" });
      else rows.push(row(type, route, summary(paired.page), summary(paired.bare), page));
      console.log(`  ${type}: ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
