// 4. Lighthouse (mobile, the default form factor and simulated throttling) with Debian's Chromium.
// Lighthouse's scores vary from run to run, most of all on a small machine that also runs the
// server; its documentation (docs/variability.md) recommends five runs and the median run, chosen
// by its own computeMedianRun. The table shows that run and the range of all five.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { round } from "./lib.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/**
 * Pages the issues require to be noindex (`/search`, `/compare?ids=`): Lighthouse's is-crawlable
 * audit fails on them by design, so it is skipped there and the table says so
 * (docs/decisions/0094-lighthouse-on-noindex-pages.md); an e2e test asserts their noindex.
 */
export const isNoindexRoute = (route) => route.startsWith("/search") || route.startsWith("/compare?");

export async function benchLighthouse(baseUrl, routes) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const rows = [];
  try {
    for (const route of routes) {
      const runs = [];
      // A run on this shared 2-core machine occasionally fails to trace (no score): it is retried.
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
        const flags = { port: chrome.port, output: "json", logLevel: "error", ...(isNoindexRoute(route) ? { skipAudits: ["is-crawlable"] } : {}) };
        const { lhr } = await lighthouse(`${baseUrl}${route}`, flags);
        if (lhr.categories.performance?.score !== null && !lhr.runtimeError) runs.push(lhr);
      }
      if (runs.length === 0) {
        rows.push({ route, runs: 0, failing: ["no run produced a score"] });
        continue;
      }
      const lhr = computeMedianRun(runs);
      const score = (run, id) => Math.round((run.categories[id]?.score ?? 0) * 100);
      const all = runs.map((run) => score(run, "performance"));
      rows.push({
        route,
        performance: score(lhr, "performance"),
        "performance, all runs": `${Math.min(...all)}-${Math.max(...all)} (${all.join(" ")})`,
        // Lighthouse's median run is chosen by its first paint and interactive times, not its score.
        "median of the scores": [...all].sort((a, b) => a - b)[Math.floor(all.length / 2)],
        accessibility: score(lhr, "accessibility"),
        bestPractices: score(lhr, "best-practices"),
        seo: `${score(lhr, "seo")}${isNoindexRoute(route) ? " (noindex by design: is-crawlable skipped)" : ""}`,
        fcpMs: round(lhr.audits["first-contentful-paint"].numericValue, 0),
        lcpMs: round(lhr.audits["largest-contentful-paint"].numericValue, 0),
        tbtMs: round(lhr.audits["total-blocking-time"].numericValue, 0),
        cls: round(lhr.audits["cumulative-layout-shift"].numericValue, 3),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id)
          .slice(0, 8),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
