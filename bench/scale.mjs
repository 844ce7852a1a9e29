// `npm run bench -- scale` (issue 32): what 1,000 and 10,000 platforms would cost, beside today's
// catalogue. For each size a synthetic catalogue (bench/scale-catalogue.ts: made from the real
// one, valid against the schema) is written to a temporary folder and measured in a process of its
// own (bench/scale-engine.mts, `CATALOGUE_DIR` pointing at it): catalogue load, engine and index
// build, heap and resident memory, the engine's time per search, finder selection and suggestion,
// the sitemap, and what the build would pre-render. SCALE_SIZES=0,1000 narrows the sizes (0 is
// today's catalogue). A full `next build` per size is not run here (see bench/RESULTS.md).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./lib.mjs";

const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

function run(args, env) {
  const result = spawnSync(TSX, ["--conditions=react-server", ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stderr.slice(-3000)}`);
  return result.stdout;
}

/** @param {{ sizes?: number[] }} [options] */
export async function benchScale({ sizes = (process.env.SCALE_SIZES ?? "0,1000,10000").split(",").map(Number) } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scale-bench-"));
  const rows = [];
  try {
    for (const size of sizes) {
      // 0: today's catalogue, as it is.
      const dir = size === 0 ? path.join(ROOT, "content", "platforms") : path.join(tmp, String(size));
      const started = performance.now();
      if (size !== 0) run(["bench/scale-catalogue.ts", String(size), dir], {});
      const generateS = size === 0 ? 0 : (performance.now() - started) / 1000;
      const queries = size >= 10_000 ? 200 : 1000;
      const line = run(["bench/scale-engine.mts"], { CATALOGUE_DIR: dir, NODE_OPTIONS: "--expose-gc", SCALE_QUERIES: String(queries) }).trim().split("\n").at(-1);
      const r = JSON.parse(line);
      console.log(`scale: ${r.platforms} platforms measured`);
      rows.push({
        platforms: r.platforms,
        "catalogue load ms": r.loadMs,
        "engine + index build ms": r.indexMs,
        "engine heap MiB": r.heapMiB,
        "RSS after build MiB": r.rssMiB,
        "RSS after queries MiB": r.rssAfterQueriesMiB,
        "heap after queries MiB": r.heapAfterQueriesMiB,
        "search p50 / p99 ms (CPU)": `${r.search.p50} / ${r.search.p99} (${r.search.cpuP50} / ${r.search.cpuP99}), ${r.queries}`,
        "finder p50 / p99 ms (CPU)": `${r.finder.p50} / ${r.finder.p99} (${r.finder.cpuP50} / ${r.finder.cpuP99})`,
        "suggestions p99 ms (CPU)": `${r.suggestions.p99} (${r.suggestions.cpuP99})`,
        "sitemap URLs (files, KiB)": `${r.sitemapUrls} (${r.sitemapFiles}, ${r.sitemapKiB})`,
        "pages at build / on demand": `${r.prerenderedPages} / ${r.onDemandPages}`,
        "generate s": Math.round(generateS * 10) / 10,
      });
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}
