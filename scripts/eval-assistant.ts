// `npm run eval:assistant`: the offline assistant's evaluation set (server/chat/eval/questions.ts),
// run in-process. Prints each failure with the answer's first platforms, then the pass rate.
// `--verbose` prints every answer; `--only TEXT` runs the questions containing TEXT.
import { parseArgs } from "node:util";
import { questions } from "@/server/chat/eval/questions";
import { runEval } from "@/server/chat/eval/run";

const { values } = parseArgs({ options: { verbose: { type: "boolean", default: false }, only: { type: "string" } } });
const set = values.only ? questions.filter((q) => JSON.stringify(q.ask).toLowerCase().includes(values.only!.toLowerCase())) : questions;
const started = performance.now();
const report = runEval(set);
for (const o of report.outcomes) {
  const ask = typeof o.question.ask === "string" ? o.question.ask : o.question.ask.join(" → ");
  if (o.failures.length) {
    console.log(`FAIL [${o.question.kind}] ${ask}\n  first: ${o.ranked.slice(0, 5).join(", ") || "(none)"}`);
    for (const f of o.failures) console.log(`  - ${f}`);
  }
  if (values.verbose) console.log(`\n── ${ask}\n${o.answer}\n`);
}
const byKind = new Map<string, { passed: number; total: number }>();
for (const o of report.outcomes) {
  const k = byKind.get(o.question.kind) ?? { passed: 0, total: 0 };
  k.total++;
  if (!o.failures.length) k.passed++;
  byKind.set(o.question.kind, k);
}
console.log(`\nBy kind: ${[...byKind].map(([k, v]) => `${k} ${v.passed}/${v.total}`).join(", ")}`);
console.log(`Pass rate: ${report.passed}/${report.total} = ${(report.rate * 100).toFixed(1)}% (${Math.round(performance.now() - started)} ms)`);
