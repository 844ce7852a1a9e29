// 4. Lighthouse (mobile, the default form factor) with Debian's Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { round } from "./lib.mjs";

export async function benchLighthouse(baseUrl, routes) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const rows = [];
  try {
    for (const route of routes) {
      // A run on this shared 2-core machine occasionally fails to trace (scores null): try once more.
      let lhr;
      for (let attempt = 0; attempt < 2; attempt++) {
        lhr = (await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: "json", logLevel: "error" })).lhr;
        if (lhr.categories.performance?.score !== null && !lhr.runtimeError) break;
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      rows.push({
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: round(lhr.audits["largest-contentful-paint"].numericValue, 0),
        tbtMs: round(lhr.audits["total-blocking-time"].numericValue, 0),
        cls: round(lhr.audits["cumulative-layout-shift"].numericValue, 3),
        failing: lhr.runtimeError ? [lhr.runtimeError.code] : Object.values(lhr.audits)
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
