import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
await chrome.kill();
console.log("perf", lhr.categories.performance.score, "TBT", lhr.audits["total-blocking-time"].numericValue, "LCP", lhr.audits["largest-contentful-paint"].numericValue);
for (const id of ["mainthread-work-breakdown", "bootup-time", "long-tasks"]) {
  const a = lhr.audits[id]; console.log("--", id, a.displayValue ?? "");
  for (const item of (a.details?.items ?? []).slice(0, 10)) console.log("  ", JSON.stringify(item).slice(0, 220));
}
