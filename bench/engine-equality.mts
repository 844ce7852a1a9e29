// Same answers from two versions of the discovery engine (issue 32, docs/decisions/0190): the engine
// at a git revision (default HEAD) and the working tree's, over one catalogue (the site's, or
// CATALOGUE_DIR's), for the evaluation's searches and conversations' turns, the search bench's
// queries, finder selections with constraints and sorts, 'alternatives to' every Nth platform,
// suggestions as someone types and the words `knows` is asked. Each answer is compared whole
// (platform ids in order, scores, reasons, counts of what constraints removed, guides, use cases,
// the reading): any difference is printed, and the exit code is 1.
//   node --import tsx --conditions=react-server bench/engine-equality.mts [rev]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { platforms } from "@/lib/catalogue";
import { emptyQuery, type DiscoveryQuery } from "@/lib/discovery/query";
import { useCaseIds } from "@/lib/use-cases";
import { getArticles } from "@/server/articles";
import { conversations } from "@/server/eval/conversations";
import { searches } from "@/server/eval/searches";
import type { Discovery, DiscoveryResult } from "@/server/discovery/engine";
import { searchQueries } from "./search.mjs";

const rev = process.argv[2] ?? "HEAD";
const root = path.resolve(import.meta.dirname, "..");
// Inside the repository, so its '@/' imports resolve; removed at the end.
// The engine's own modules that change with it (term-hits.ts) are copied beside it at the same revision.
const suffix = `-at-${rev.replace(/[^\w]/g, "_")}.ignored`;
const copy = path.join(root, "server", "discovery", `engine${suffix}.ts`);
const companions = ["term-hits"];
const atRev = (file: string) => execFileSync("git", ["show", `${rev}:server/discovery/${file}.ts`], { cwd: root, encoding: "utf8" });
let engineSource = atRev("engine");
for (const name of companions) {
  fs.writeFileSync(path.join(root, "server", "discovery", `${name}${suffix}.ts`), atRev(name));
  engineSource = engineSource.replaceAll(`"@/server/discovery/${name}"`, `"@/server/discovery/${name}${suffix}"`);
}
fs.writeFileSync(copy, engineSource);
try {
  const before: Discovery = (await import(copy)).createDiscovery({ platforms, articles: getArticles });
  const after: Discovery = (await import("@/server/discovery/engine")).createDiscovery({ platforms, articles: getArticles });

  const texts = [...new Set([...searches.map((s) => s.q.slice(0, 200)), ...conversations.flatMap((c) => c.turns), ...searchQueries(Number(process.env.EQUALITY_QUERIES ?? 1000))])];
  const queries: DiscoveryQuery[] = [
    ...texts.map((text) => ({ ...emptyQuery, text })),
    ...texts.slice(0, 200).map((text, i) => ({ ...emptyQuery, text, free: i % 3 === 0, budget: i % 4 === 0 ? 20 : undefined, sort: (["best", "price", "name"] as const)[i % 3]!, useCases: i % 5 === 0 ? [useCaseIds[i % useCaseIds.length]!] : [] })),
    ...useCaseIds.flatMap((u, i) => [
      { ...emptyQuery, useCases: [u] },
      { ...emptyQuery, useCases: [u, useCaseIds[(i * 7) % useCaseIds.length]!], free: i % 2 === 0, budget: i % 3 === 0 ? 20 : undefined },
    ]),
    { ...emptyQuery },
    ...platforms.filter((_, i) => i % Math.max(1, Math.floor(platforms.length / 60)) === 0).flatMap((p) => [
      { ...emptyQuery, similarTo: p.id },
      { ...emptyQuery, text: `alternatives to ${p.name}` },
      { ...emptyQuery, text: `${p.name} pricing` },
    ]),
  ];
  const plain = (r: DiscoveryResult) => JSON.stringify({ ...r, platforms: r.platforms.map((p) => ({ ...p, platform: p.platform.id })), alternativeTo: r.alternativeTo?.id, compare: r.compare?.map((p) => p.id) });
  let differences = 0;
  const time = { before: 0, after: 0 };
  const check = (label: string, a: () => unknown, b: () => unknown) => {
    let t = performance.now();
    const x = JSON.stringify(a());
    time.before += performance.now() - t;
    t = performance.now();
    const y = JSON.stringify(b());
    time.after += performance.now() - t;
    if (x !== y) {
      differences++;
      if (differences <= 20) console.log(`DIFFERENT ${label}\n  before ${x.slice(0, 600)}\n  after  ${y.slice(0, 600)}`);
    }
  };
  for (const q of queries) check(`discover ${JSON.stringify(q)}`, () => plain(before.discover(q, { articles: 3 })), () => plain(after.discover(q, { articles: 3 })));
  const prefixes = texts.slice(0, 400).flatMap((q) => [q.slice(0, 2), q.slice(0, 4), q.slice(0, 7), q]);
  for (const p of prefixes) check(`suggest ${p}`, () => before.suggest(p), () => after.suggest(p));
  const wordsAsked = [...new Set(texts.flatMap((t) => t.split(/\s+/)))];
  for (const w of wordsAsked) check(`knows ${w}`, () => before.knows(w), () => after.knows(w));
  console.log(
    `${platforms.length} platforms: ${queries.length} queries, ${prefixes.length} suggestions, ${wordsAsked.length} words; ${differences} different. ` +
      `Time: ${rev} ${Math.round(time.before)} ms, working tree ${Math.round(time.after)} ms.`,
  );
  process.exitCode = differences ? 1 : 0;
} finally {
  fs.rmSync(copy, { force: true });
  for (const name of companions) fs.rmSync(path.join(root, "server", "discovery", `${name}${suffix}.ts`), { force: true });
}
