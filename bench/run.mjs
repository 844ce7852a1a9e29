// `npm run bench`: every benchmark against the production build, figures printed and written to
// bench/RESULTS.md with the machine they ran on. Numbers are measurements, never test assertions.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { benchChat } from "./chat.mjs";
import { benchContact } from "./contact.mjs";
import { benchFirstLoadJs } from "./first-load-js.mjs";
import { ROOT, machine, rssMiB, startApp, stopApp } from "./lib.mjs";
import { benchLighthouse } from "./lighthouse.mjs";
import { benchSearch } from "./search.mjs";
import { benchStaticPages } from "./static-pages.mjs";

const only = new Set(process.argv.slice(2));
const want = (name) => only.size === 0 || only.has(name);
const routes = ["/", "/blog", "/blog/gemini-ai-guide", "/contact", "/ai-image", "/platforms/claude", "/platforms", "/use-cases/video", "/search?q=slides"];
const port = 3300;
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

const app = await startApp({ port, dataDir });
try {
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMiB(app.pid);

  // Lighthouse first, while the server is as a visitor finds it, not after the load tests.
  if (want("lighthouse")) section("4. Lighthouse, mobile", table(await benchLighthouse(baseUrl, routes)));
  if (want("js")) section("5. First-load JavaScript per route (from the production build)", table(await benchFirstLoadJs(baseUrl, routes)));

  if (want("static")) {
    const rows = await benchStaticPages(baseUrl);
    section(
      "1. Static pages (autocannon, 50 connections, 8 s each)",
      table(rows.map((r) => ({ page: r.page, "app req/s": r.app.rps, "app p99 ms": r.app.p99, "file server req/s": r.file.rps, "file server p99 ms": r.file.p99, "app / floor": r.ratio, errors: r.app.errors + r.file.errors }))),
    );
  }

  if (want("search")) section("7. Search: server time per request, 1,000 distinct queries, sequential", table(await benchSearch(baseUrl)));

  let peak = idle;
  if (want("chat")) {
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(app.pid))), 100);
    const rows = await benchChat(baseUrl);
    clearInterval(sampler);
    section("2. Chat, offline assistant (ms)", table(rows.map((r) => ({ concurrency: r.concurrency, conversations: r.conversations, "first token p50": r.ttftP50, "first token p95": r.ttftP95, "complete p50": r.totalP50, "complete p95": r.totalP95, errors: r.errors }))));
  }

  section("6. Memory (resident set of the server process)", table([{ "idle MiB": idle, "peak under chat load MiB": peak }]));
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
if (only.size === 0) fs.writeFileSync(path.join(ROOT, "bench", "RESULTS.md"), out.join("\n"));
