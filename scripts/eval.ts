// `npm run eval`: the generalisation evaluation (server/eval/; docs/decisions/0145-generalisation-eval.md).
// Prints nDCG@5, precision@3 of the right kind of tool, first-hit rate for named platforms and the
// rate of honest answers (names we lack, site and off-topic questions), per face and per split.
// `--failures dev` lists the dev split's failures (never read the test split's to tune anything).
import { parseArgs } from "node:util";
import { runGeneralisationEval } from "@/server/eval/run";

const { values } = parseArgs({ options: { failures: { type: "string" }, json: { type: "boolean", default: false } } });
const run = runGeneralisationEval();
if (values.failures) {
  for (const o of run.outcomes.filter((x) => x.split === values.failures && x.problems.length)) console.log(`[${o.face}] ${o.query}\n  ${o.problems.join("\n  ")}`);
  console.log("");
}
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);
console.log("face       split  n    nDCG@5  kind P@3  first-hit   honest");
for (const [face, bySplit] of Object.entries(run.table)) {
  for (const [split, f] of Object.entries(bySplit)) {
    console.log(`${face.padEnd(10)} ${split.padEnd(5)} ${String(f.count).padStart(3)}  ${f.ndcg.toFixed(3).padStart(6)}  ${pct(f.precision)}  ${pct(f.firstHit)} (${f.counts.firstHit})  ${pct(f.honest)} (${f.counts.honest})`);
  }
}
if (values.json) console.log(JSON.stringify(run.table));
