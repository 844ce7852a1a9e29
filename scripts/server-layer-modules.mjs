// The TypeScript modules the server layer needs before and beside Next.js: the environment's
// schema (validated before anything starts), the canonical URL of a dynamic page (the page
// cache's key) and the pages it may have rendered on demand (docs/decisions/0170). They are bundled with esbuild into plain ES modules when the server starts (about
// 0.2 s), then imported; esbuild's service is stopped at once. Importing them through tsx instead
// kept a module-loader thread and esbuild's worker alive for the server's whole life, about 40 MiB
// of resident memory (issue 16, docs/decisions/0092-heap-bound.md).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
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
  const [envSchema, canonical, onDemand] = await Promise.all([load("env-schema"), load("canonical-url"), load("on-demand-list")]).finally(() => fs.rmSync(OUT_DIR, { recursive: true, force: true }));
  return { parseEnv: envSchema.parseEnv, EnvError: envSchema.EnvError, canonicalUrl: canonical.canonicalUrl, sameUrl: canonical.sameUrl, onDemandCandidates: onDemand.onDemandCandidates };
}
