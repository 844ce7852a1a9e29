// Where a page's style and layout time goes at load (issue 31, bench/RESULTS.md section 11): each
// page loaded in a fresh browser context (a cold renderer, as a first visit), with the site's
// stylesheet as served and with variants of it swapped in flight, and the trace's `UpdateLayoutTree`
// and `Layout` time summed from the navigation to 0.7 s after `load`. Prints the median, the first
// quartile and the minimum per page and variant (the loads of one page and stylesheet spread by a
// factor of two on a shared machine, so compare medians over many loads, variants interleaved).
// Also prints the pairs of font size and weight each page sets its visible text in.
//   node bench/first-layout.mjs <base url> <path>... [REPS=15] [VARIANTS=site,one-size,no-stylesheet]
// Against a running server (`npm start`, or the bench's own); Chromium at CHROMIUM_PATH or /usr/bin/chromium.
import { chromium } from "@playwright/test";

/** Stylesheet variants: the site's, every text at one size and weight, and none at all. */
const variants = {
  site: (css) => css,
  "one-size": (css) => `${css}\n*{font-size:16px!important;font-weight:400!important}`,
  "no-stylesheet": () => "",
};

const [base, ...paths] = process.argv.slice(2);
if (!base || !paths.length) {
  console.error("usage: node bench/first-layout.mjs <base url> <path>...");
  process.exit(2);
}
const reps = Number(process.env.REPS ?? 15);
const chosen = (process.env.VARIANTS ?? Object.keys(variants).join(",")).split(",");
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });

/** The stylesheets a page links, by URL, as served. */
async function stylesheetsOf(path) {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const sheets = new Map();
  page.on("response", async (r) => {
    if (r.request().resourceType() === "stylesheet") sheets.set(r.url(), await r.text());
  });
  await page.goto(base + path, { waitUntil: "load" });
  // The pairs of size and weight of the visible text: each is a font instance the first layout sets up.
  const pairs = await page.evaluate(() => {
    const found = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!n.textContent?.trim() || !el || !el.getClientRects().length) continue;
      const style = getComputedStyle(el);
      found.add(`${style.fontSize}/${style.fontWeight}`);
    }
    return [...found];
  });
  await context.close();
  return { sheets, pairs };
}

/** One cold load of `path` with its stylesheets replaced by `variant`'s: style and layout ms. */
async function load(path, sheets, variant) {
  const context = await browser.newContext(phone);
  await context.route("**/*.css", (route) => {
    const css = sheets.get(route.request().url());
    return css === undefined ? route.continue() : route.fulfill({ status: 200, contentType: "text/css", body: variants[variant](css) });
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  await page.goto(base + path, { waitUntil: "load" });
  await page.waitForTimeout(700);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  let ms = 0;
  for (const e of traceEvents) if (e.dur && (e.name === "Layout" || e.name === "UpdateLayoutTree")) ms += e.dur / 1000;
  return ms;
}

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)];
try {
  for (const path of paths) {
    const { sheets, pairs } = await stylesheetsOf(path);
    const times = Object.fromEntries(chosen.map((v) => [v, []]));
    for (let i = 0; i < reps; i++) for (const v of chosen) times[v].push(await load(path, sheets, v));
    console.log(`${path}: ${pairs.length} pairs of font size and weight (${pairs.join(", ")})`);
    for (const v of chosen) console.log(`  ${v.padEnd(14)} style+layout ms: median ${quantile(times[v], 0.5).toFixed(1)}, first quartile ${quantile(times[v], 0.25).toFixed(1)}, min ${Math.min(...times[v]).toFixed(1)} (${reps} loads)`);
  }
} finally {
  await browser.close();
}
