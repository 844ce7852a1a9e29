// The server's side of the scale bench (issue 32): against the current production build (built
// with `CATALOGUE_DIR=<catalogue> npx next build`), start the server as `npm start` does and time
// the start until /healthz answers and until the first search answers (the engine's indexes
// built), resident memory idle, server time per request over HTTP for distinct searches, finder
// selections and suggestions, the size of the list pages, then the soak mix's resident memory.
//   CATALOGUE_DIR=<same catalogue> node bench/scale-http.mjs [queries] [soak seconds] [finder selections]
// Prints one JSON line. Port: E2E_PORT or 3141.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { kinds } from "./dynamic-pages.mjs";
import { loadAverage, percentile, round, rssMiB, startApp, stopApp, timedGet } from "./lib.mjs";
import { searchQueries } from "./search.mjs";
import { benchSoak } from "./soak.mjs";

const queries = Number(process.argv[2] ?? 300);
const soakSeconds = Number(process.argv[3] ?? 120);
// Finder selections render every matching platform (SPEC's recommendations): thousands of cards at 10,000, so fewer of them.
const finderUrls = Number(process.argv[4] ?? 100);
const port = Number(process.env.E2E_PORT ?? 3141);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scale-http-"));
const load = [loadAverage()];

let t = performance.now();
const app = await startApp({ port, dataDir });
const readyMs = performance.now() - t;
t = performance.now();
await timedGet(`${base}/search?q=warm`);
const firstSearchMs = performance.now() - t;
await new Promise((r) => setTimeout(r, 2000));
const idleMiB = rssMiB(app.pid);

async function times(urls) {
  const ms = [];
  let errors = 0;
  for (const url of urls) {
    const r = await timedGet(base + url);
    ms.push(r.ms);
    if (r.status !== 200) errors++;
  }
  return { p50: round(percentile(ms, 50)), p99: round(percentile(ms, 99)), n: urls.length, errors };
}

try {
  const words = searchQueries(queries);
  const search = await times(words.map((q) => `/search?q=${encodeURIComponent(q)}`));
  const suggestions = await times(words.map((q) => `/search/suggestions?q=${encodeURIComponent(q.slice(0, 6))}`));
  const finder = await times(kinds.find((k) => k.name === "finder").urls(finderUrls));
  load.push(loadAverage());
  const bytes = async (url) => {
    const r = await fetch(base + url);
    return { status: r.status, KiB: Math.round((await r.arrayBuffer()).byteLength / 1024) };
  };
  const pages = { platforms: await bytes("/platforms"), platformsPage2: await bytes("/platforms?page=2"), useCaseFree: await bytes("/use-cases/free"), home: await bytes("/"), finderDataFree: await bytes("/catalogue/free.json"), finderDataWriting: await bytes("/catalogue/writing.json"), compare: await bytes("/compare") };
  const afterRequestsMiB = rssMiB(app.pid);
  const soak = await benchSoak(base, app.pid, { seconds: soakSeconds });
  load.push(loadAverage());
  console.log(JSON.stringify({ readyMs: Math.round(readyMs), firstSearchMs: Math.round(firstSearchMs), idleMiB, afterRequestsMiB, search, suggestions, finder, pages, soak: { plateauMiB: soak.plateauMiB, peakMiB: soak.peakMiB, requests: soak.requests, errors: soak.errors, errorSamples: soak.errorSamples.slice(0, 3) }, load }));
} finally {
  await stopApp(app);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
