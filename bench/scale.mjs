// `npm run bench -- scale` (issue 32): what 1,000 and 10,000 platforms would cost, beside today's
// catalogue. For each size a synthetic catalogue (bench/scale-catalogue.ts: made from the real
// one, valid against the schema) is written to a temporary folder and measured in a process of its
// own (bench/scale-engine.mts, `CATALOGUE_DIR` pointing at it): catalogue load, engine and index
// build, heap and resident memory, the engine's time per search, finder selection and suggestion,
// the sitemap, and what the build would pre-render. SCALE_SIZES=0,1000 narrows the sizes (0 is
// today's catalogue). Then the whole server per size (SCALE_SERVER=0 skips it: about six minutes a
// size): a checkout of HEAD beside the working tree is built for that catalogue (`next build`, timed
// from a cold cache), started as `npm start` starts it, and measured by bench/scale-http.mjs (start,
// first search, resident memory idle and under the soak mix, search, finder and suggestions over
// HTTP).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./lib.mjs";

const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 2 ** 20, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${(result.stderr || result.stdout || "").slice(-3000)}`);
  return result.stdout;
}

function directoryMiB(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return Math.round(bytes / 2 ** 20);
}

/**
 * The whole server for one catalogue: a cold `next build` of HEAD in `tree` (a checkout sharing
 * node_modules), then bench/scale-http.mjs against it. The working tree's own build is left alone.
 */
function serverFigures(tree, catalogueDir, size) {
  const env = { ...process.env, CATALOGUE_DIR: catalogueDir, NEXT_TELEMETRY_DISABLED: "1" };
  fs.rmSync(path.join(tree, ".next"), { recursive: true, force: true });
  const started = performance.now();
  sh(process.execPath, ["node_modules/next/dist/bin/next", "build"], { cwd: tree, env });
  const buildS = Math.round((performance.now() - started) / 1000);
  // The source hash `npm start` compares, so the start measured is a start, not a second build.
  sh(process.execPath, ["-e", 'import("./scripts/source-hash.mjs").then((m) => require("fs").writeFileSync(m.HASH_FILE, m.sourceHash()))'], { cwd: tree, env });
  const args = size >= 10_000 ? ["200", "60", "20"] : ["300", "60", "50"];
  const line = sh(process.execPath, ["bench/scale-http.mjs", ...args], { cwd: tree, env: { ...env, E2E_PORT: process.env.SCALE_PORT ?? "3141" } }).trim().split("\n").at(-1);
  return { buildS, nextMiB: directoryMiB(path.join(tree, ".next")), ...JSON.parse(line) };
}

function run(args, env) {
  const result = spawnSync(TSX, ["--conditions=react-server", ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stderr.slice(-3000)}`);
  return result.stdout;
}

/** @param {{ sizes?: number[] }} [options] */
export async function benchScale({ sizes = (process.env.SCALE_SIZES ?? "0,1000,10000").split(",").map(Number) } = {}) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "scale-bench-"));
  const rows = [];
  const withServer = process.env.SCALE_SERVER !== "0";
  const tree = path.join(tmp, "tree");
  if (withServer) {
    sh("git", ["worktree", "add", "--detach", tree, "HEAD"], { cwd: ROOT });
    // Hard links: the same packages without a copy (a symlink leads the bundler outside the project).
    sh("cp", ["-al", path.join(ROOT, "node_modules"), path.join(tree, "node_modules")]);
  }
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
      if (withServer) {
        const h = serverFigures(tree, dir, size);
        console.log(`scale: ${r.platforms} platforms, the server measured`);
        Object.assign(rows.at(-1), {
          "build s (.next MiB)": `${h.buildS} (${h.nextMiB})`,
          "ready s / first search s": `${Math.round(h.readyMs / 100) / 10} / ${Math.round(h.firstSearchMs / 100) / 10}`,
          "RSS idle MiB": h.idleMiB,
          "HTTP search p50 / p99 ms": `${h.search.p50} / ${h.search.p99} (${h.search.n})`,
          "HTTP finder p50 / p99 ms": `${h.finder.p50} / ${h.finder.p99} (${h.finder.n})`,
          "HTTP suggestions p99 ms": h.suggestions.p99,
          "RSS after requests / soak plateau MiB (soak requests, errors)": `${h.afterRequestsMiB} / ${h.soak.plateauMiB} (${h.soak.requests}, ${h.soak.errors})`,
          "load during the server's run": h.load.join(" / "),
        });
      }
    }
  } finally {
    if (withServer) sh("git", ["worktree", "remove", "--force", tree], { cwd: ROOT });
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}
