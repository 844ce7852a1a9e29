// The TypeScript modules the server layer needs before and beside Next.js: the environment's
// schema (validated before anything starts), the canonical URL of a dynamic page (the page
// cache's key) and the pages it may have rendered on demand (docs/decisions/0170). They are bundled with esbuild into plain ES modules when the server starts (about
// 0.2 s), then imported; esbuild's service is stopped at once. Importing them through tsx instead
// kept a module-loader thread and esbuild's worker alive for the server's whole life, about 40 MiB
// of resident memory (issue 16, docs/decisions/0092-heap-bound.md).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import * as esbuild from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "..");
// Not under .next: `next build` empties it, and the environment is read before any build. One
// folder per process (servers may start side by side in the tests), removed once imported.
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache", "server-layer");
const ENTRIES = { "env-schema": "server/env-schema.ts", "canonical-url": "lib/discovery/canonical-url.ts", "on-demand-list": "lib/on-demand-list.ts" };

/** Bundles the server layer's TypeScript modules (packages stay imports) and loads them. */
export async function loadServerLayerModules() {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const OUT_DIR = fs.mkdtempSync(path.join(CACHE_DIR, `${process.pid}-`));
  try {
    await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: ENTRIES,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outdir: OUT_DIR,
      outExtension: { ".js": ".mjs" },
      packages: "external",
      logLevel: "error",
    });
  } finally {
    await esbuild.stop();
  }
  const load = (name) => import(pathToFileURL(path.join(OUT_DIR, `${name}.mjs`)).href);
  const [envSchema, canonical, onDemand] = await Promise.all([load("env-schema"), load("canonical-url"), listInWorker(path.join(OUT_DIR, "on-demand-list.mjs"))]).finally(() =>
    fs.rmSync(OUT_DIR, { recursive: true, force: true }),
  );
  return { parseEnv: envSchema.parseEnv, EnvError: envSchema.EnvError, canonicalUrl: canonical.canonicalUrl, sameUrl: canonical.sameUrl, onDemandCandidates: () => onDemand };
}

/**
 * The list of pages that may be rendered on demand, worked out in a worker thread: it reads the
 * whole catalogue and its curated pairs, which the server layer would otherwise keep for the
 * process's life beside Next.js's own copy (about 1 KiB per platform and 3 s of start at 10,000
 * platforms; docs/decisions/0191-engine-and-server-memory.md). Only the paths come back.
 */
function listInWorker(file) {
  const code = `import { parentPort } from "node:worker_threads"; const m = await import(${JSON.stringify(pathToFileURL(file).href)}); parentPort.postMessage(m.onDemandCandidates());`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { env: process.env });
    worker.once("message", (paths) => {
      resolve(paths);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => code !== 0 && reject(new Error(`the on-demand page list's worker stopped with code ${code}`)));
  });
}
