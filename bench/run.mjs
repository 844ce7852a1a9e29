// `npm run bench`: every benchmark against the production build, figures printed and written to
// bench/RESULTS.md with the machine they ran on. Numbers are measurements, never test assertions.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchApi } from "./api.mjs";
import { benchChat } from "./chat.mjs";
import { benchContact } from "./contact.mjs";
import { benchDynamicPages } from "./dynamic-pages.mjs";
import { benchFirstLoadJs } from "./first-load-js.mjs";
import { benchHydration } from "./hydration.mjs";
import { ROOT, loadAverage, machine, rssMiB, startApp, stopApp } from "./lib.mjs";
import { benchLighthouse } from "./lighthouse.mjs";
import { benchScale } from "./scale.mjs";
import { benchSearch } from "./search.mjs";
import { benchSemantic } from "./semantic.mjs";
import { benchSoak } from "./soak.mjs";
import { benchStaticPages } from "./static-pages.mjs";

const only = new Set(process.argv.slice(2));
const want = (name) => only.size === 0 || only.has(name);
// BENCH_ROUTES=/platforms,/search?q=slides narrows Lighthouse and the JS table to some routes (for a quick look).
const allRoutes = ["/", "/blog", "/blog/gemini-ai-guide", "/contact", "/ai-image", "/platforms/claude", "/platforms", "/use-cases/video", "/search?q=slides", "/compare/chatgpt-vs-claude", "/compare?ids=chatgpt,claude,gemini&use=code"];
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(/\s+|,(?=\/)/).filter(Boolean) : allRoutes;
const port = Number(process.env.BENCH_PORT ?? 3300);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
const out = [`# Benchmark results`, "", `Run ${new Date().toISOString()} on ${machine()}.`, ""];
const table = (rows) => {
  if (!rows.length) return "";
  const keys = Object.keys(rows[0]);
  const fmt = (v) => (Array.isArray(v) ? v.join(", ") : typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));
  return [`| ${keys.join(" | ")} |`, `| ${keys.map(() => "---").join(" | ")} |`, ...rows.map((r) => `| ${keys.map((k) => fmt(r[k])).join(" | ")} |`)].join("\n");
};
const section = (title, body) => {
  console.log(`\n## ${title}\n${body}`);
  out.push(`## ${title}`, "", body, "");
};

// Scale (issue 32): synthetic catalogues measured in processes of their own, no server needed.
if (want("scale")) {
  const rows = await benchScale();
  section(
    "12. Scale: 1,000 and 10,000 platforms beside today's catalogue",
    `Synthetic catalogues made from the real one (bench/scale-catalogue.ts: invented names, reworded descriptions, other tiers and prices, fewer attributes; valid against the schema), each measured in its own process (bench/scale-engine.mts): the loader and schema (catalogue load), \`createDiscovery\` and its indexes (engine + index build), heap used by both, resident memory, then the engine's own time per call (no HTTP) for distinct search queries (bench/search.mjs's, count in brackets), 300 finder selections (one to three use cases, some free or with a budget) and 900 suggestion prefixes. Sitemap: the index and its files as served (lib/sitemap.ts). Pages: what \`next build\` pre-renders at the default PRERENDER_PLATFORMS (platform pages and curated comparisons) and what is left to the first request. Then the whole server per size (unless SCALE_SERVER=0): a checkout of HEAD built for that catalogue from a cold cache (build s, .next MiB), started as \`npm start\` starts it (ready, and the first search, which waits for the engine's warm-up), resident memory idle, server time per request over HTTP (sequential, loopback) for distinct searches, finder selections and suggestions, then resident memory after them and the plateau of bench/soak.mjs's mix (16 clients, 60 s). Machine load average (1 min): ${loadAverage()}; the machine is shared with other builds and tests, so absolute figures are pessimistic.\n\n${table(rows)}`,
  );
}

// The semantic signal's options (issue 25): measured in processes of their own, no server needed.
if (want("semantic")) {
  const rows = await benchSemantic();
  section(
    "13. Semantic signal: the options measured",
    `Each option in its own process (bench/semantic-engine.mts): the site's engine with that signal, scored on the generalisation evaluation's DEV split (never the test split), the engine's own time per call for bench/search.mjs's distinct queries (no HTTP), model load and engine build (warmUp), resident memory after build, and what the option adds to \`npm install\`. A sentence encoder cannot run inside the synchronous engine, so its query embeddings are made beforehand and its own time per query is given apart. Decision: docs/decisions/0185-semantic-signal.md. Machine load average (1 min): ${loadAverage()}; the machine is shared, so absolute times are pessimistic.\n\n${table(rows)}`,
  );
}

const serverSections = ["lighthouse", "hydration", "js", "static", "search", "api", "dynamic", "soak", "chat"];
// BENCH_BARE_PAGE: the bare Next.js page of section 11 (pages/bench/bare.tsx) answers only then.
const app = serverSections.some(want) ? await startApp({ port, dataDir, env: { BENCH_BARE_PAGE: "1" } }) : undefined;
if (app) try {
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMiB(app.pid);

  // Lighthouse first, while the server is as a visitor finds it, not after the load tests.
  if (want("lighthouse")) {
    const loadBefore = loadAverage();
    const rows = await benchLighthouse(baseUrl, routes);
    section(
      "4. Lighthouse, mobile",
      `Lighthouse ${process.env.LIGHTHOUSE_RUNS ?? 5} runs per page, mobile settings (simulated throttling), Debian's Chromium; the row is Lighthouse's median run, with every run's score beside it. Issue 30 asks that \`/\`, \`/platforms\`, \`/search?q=slides\` and a compare page score no lower than before. Machine load average (1 min): ${loadBefore} before, ${loadAverage()} after; the machine is shared with other work.\n\n${table(rows)}`,
    );
  }
  if (want("hydration")) {
    const rows = await benchHydration(baseUrl);
    section(
      "11. Hydration: each page type against a bare Next.js page, Lighthouse mobile",
      `Lighthouse ${process.env.LIGHTHOUSE_RUNS ?? 5} runs per page, mobile settings (simulated throttling); each figure is the median of the runs, the score the median of the scores (all runs in brackets). Main thread: script evaluation and compilation plus style and layout (Lighthouse's mainthread-work-breakdown). The bare page is a Pages Router page with one heading (pages/bench/bare.tsx) served by the same server; each page run is followed by a bare-page run, and a page's ratios are to the median of the bare runs beside it (\`bare alongside\`), since the machine drifts over the bench. Inline payload: the bytes of the \`self.__next_f.push\` scripts in the page's HTML. Machine load average (1 min): ${loadAverage()}.\n\n${table(rows)}`,
    );
  }
  if (want("js")) section("5. First-load JavaScript per route (from the production build)", table(await benchFirstLoadJs(baseUrl, routes)));

  if (want("static")) {
    const rows = await benchStaticPages(baseUrl);
    section(
      "1. Static pages (autocannon, 50 connections, 8 s each)",
      table(rows.map((r) => ({ page: r.page, "app req/s": r.app.rps, "app p99 ms": r.app.p99, "file server req/s": r.file.rps, "file server p99 ms": r.file.p99, "app / floor": r.ratio, errors: r.app.errors + r.file.errors }))),
    );
  }

  if (want("search")) section("7. Search: server time per request, 1,000 distinct queries, sequential", table(await benchSearch(baseUrl)));
  if (want("api")) section("10. Public API, time per request (1,000 requests per endpoint, 10 at a time)", table(await benchApi(baseUrl)));

  if (want("dynamic")) {
    const { rows, load } = await benchDynamicPages(baseUrl);
    section(
      "8. Dynamic pages: repeated URL against the static floor, cold renders, HTML weight",
      `Repeated: one canonical URL, autocannon, 50 connections, 8 s, against the static-file floor (its own process) serving the same HTML. Cold: 200 distinct canonical URLs of the kind, one at a time, request to last byte over loopback (node:http, kept-alive connection), each rendered by Next.js (none cached). Machine load average (1 min): ${load}; the machine is shared with other work, so absolute figures are pessimistic, ratios less so.\n\n${table(rows)}`,
    );
  }

  if (want("soak")) {
    const r = await benchSoak(baseUrl, app.pid, { seconds: Number(process.env.SOAK_SECONDS ?? 180) });
    section(
      "9. Soak: mixed load, resident memory",
      `${r.seconds} s, 16 concurrent clients: static pages ${r.static}, dynamic URLs ${r.dynamic} (half repeated, half new), chat ${r.chat}, contact ${r.contact}, public API ${r.api}, MCP tool calls ${r.mcp}, health ${r.health}. Resident memory (MiB) every 5 s: ${r.series.join(", ")}. Machine load average: ${r.load}.${r.errorSamples.length ? ` First errors: ${r.errorSamples.join("; ")}` : ""}\n\n${table([{ requests: r.requests, "start MiB": r.startMiB, "plateau MiB": r.plateauMiB, "peak MiB": r.peakMiB, "RSS samples": r.samples, errors: r.errors }])}`,
    );
  }

  let peak = idle;
  if (want("chat")) {
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(app.pid))), 100);
    const rows = await benchChat(baseUrl);
    clearInterval(sampler);
    section("2. Chat, offline assistant (ms)", table(rows.map((r) => ({ concurrency: r.concurrency, questions: r.questions, conversations: r.conversations, "first token p50": r.ttftP50, "first token p95": r.ttftP95, "complete p50": r.totalP50, "complete p95": r.totalP95, errors: r.errors }))));
  }

  if (want("chat")) section("6. Memory (resident set of the server process)", table([{ "idle MiB": idle, "peak under chat load MiB": peak }]));
} finally {
  await stopApp(app);
}

if (want("contact")) {
  const r = await benchContact({ port, dataDir });
  section(
    "3. Contact messages",
    table([{ "acknowledged per second": r.perSecond, "burst attempts": r.attempted, "acknowledged before SIGKILL": r.acknowledged, "stored after restart": r.storedFromBurst, "acknowledged but lost": r.lost }]),
  );
}

fs.rmSync(dataDir, { recursive: true, force: true });
const resultsFile = path.join(ROOT, "bench", "RESULTS.md");
// A run narrowed to some routes prints its figures only: the table in RESULTS.md covers them all.
if (process.env.BENCH_ROUTES) console.log("\n(BENCH_ROUTES set: bench/RESULTS.md left as it was)");
else if (only.size === 0) fs.writeFileSync(resultsFile, out.join("\n"));
else if (fs.existsSync(resultsFile)) {
  // A partial run (`npm run bench -- dynamic soak`) replaces its own sections and keeps the others.
  const sections = (text) => text.split(/^(?=## )/m);
  const [head, ...old] = sections(fs.readFileSync(resultsFile, "utf8"));
  const fresh = sections(out.join("\n")).slice(1);
  const number = (sec) => /^## (\d+)\./.exec(sec)?.[1];
  const merged = old.map((sec) => fresh.find((f) => number(f) === number(sec)) ?? sec);
  for (const f of fresh) if (!old.some((sec) => number(sec) === number(f))) merged.push(f);
  const note = `Sections ${fresh.map(number).join(", ")} re-run ${new Date().toISOString()} on ${machine()} (load average ${loadAverage()}).`;
  fs.writeFileSync(resultsFile, [head.trimEnd(), note, "", ...merged.map((m) => m.trimEnd() + "\n")].join("\n"));
}
