// Runs the source watcher (server/sources/watcher.ts, the code `npm run sources:check` runs) over one
// platform's facts against a real HTTP server on loopback standing in for the vendor's pages, and
// keeps the verdicts in the database of DATA_DIR as the command does (saveVerdicts). Each fact's page
// is served at its own loopback path; the verdict is kept under the fact's real source URL, since the
// loopback page stands in for that page.
//
// Usage: tsx --conditions=react-server tests/support/watch-loopback.ts PLATFORM_ID BEHAVIOUR...
// BEHAVIOUR, one per source line of the platform page in order (the rest keep): keep | gone | move | dead.
// Prints one JSON line: the source lines with their keys, quote, behaviour and verdicts.
import { platformRecord } from "@/lib/catalogue";
import { sourcedFacts } from "@/lib/catalogue-facts";
import { formatDate } from "@/server/articles";
import { openStore } from "@/server/db/store";
import { saveVerdicts } from "@/server/sources/results";
import { checkSources } from "@/server/sources/watcher";
import { startLoopbackServer } from "@/tests/support/loopback-server";

type Behaviour = "keep" | "gone" | "move" | "dead";

async function main() {
  const [platformId = "", ...wanted] = process.argv.slice(2);
  const platform = platformRecord(platformId);
  if (!platform) throw new Error(`no platform ${platformId}`);
  const facts = sourcedFacts(platform);
  // Source lines as the platform page groups them: same URL, same day, same quote.
  const lines: { keys: string[]; url: string; quote: string; checked: string; behaviour: Behaviour }[] = [];
  for (const f of facts) {
    const same = lines.find((l) => l.url === f.source.url && l.checked === f.source.checked && l.quote === (f.source.quote ?? ""));
    if (same) same.keys.push(f.key);
    else lines.push({ keys: [f.key], url: f.source.url, quote: f.source.quote ?? "", checked: f.source.checked, behaviour: (wanted[lines.length] as Behaviour | undefined) ?? "keep" });
  }
  const lineOf = (key: string) => lines.find((l) => l.keys.includes(key))!;

  const elsewhere = await startLoopbackServer((req, res) => void res.writeHead(200, { "Content-Type": "text/html" }).end("<p>Welcome to our new home.</p>"));
  const vendor = await startLoopbackServer((req, res) => {
    if (req.url === "/robots.txt") return void res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: *\nAllow: /\n");
    const line = lines[Number(/^\/line\/(\d+)$/.exec(req.url)?.[1] ?? -1)];
    if (!line || line.behaviour === "dead") return void res.writeHead(404, { "Content-Type": "text/html" }).end("<h1>Not found</h1>");
    if (line.behaviour === "move") return void res.writeHead(301, { Location: `${elsewhere.origin.replace("127.0.0.1", "localhost")}/welcome` }).end();
    const said = line.behaviour === "gone" ? "<p>Our plans have changed. Contact sales for a quote.</p>" : `<p>${line.quote.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>`;
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><title>Pricing</title></head><body><h1>${platform.name} pricing</h1>${said}</body></html>`);
  });
  const store = await openStore({ dataDir: process.env.DATA_DIR ?? "data", databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    const results = await checkSources(
      facts.map((f) => ({ key: f.key, platformId: f.platformId, url: `${vendor.origin}/line/${lines.indexOf(lineOf(f.key))}`, quote: f.source.quote })),
      { userAgent: "AIPlatformFinderSourceWatcher/1.0 (+http://localhost; test)", robotsAgent: "AIPlatformFinderSourceWatcher", pauseMs: 0, timeoutMs: 5_000 },
    );
    const bySource = new Map(facts.map((f) => [f.key, f.source.url]));
    await saveVerdicts(store, results.map((r) => ({ ...r, url: bySource.get(r.key)! })));
    const verdicts = new Map(results.map((r) => [r.key, r.verdict]));
    const today = formatDate(new Date().toISOString().slice(0, 10));
    console.log(JSON.stringify(lines.map((l) => ({ keys: l.keys, quote: l.quote, behaviour: l.behaviour, checked: formatDate(l.checked), seen: today, verdicts: l.keys.map((k) => verdicts.get(k)) }))));
  } finally {
    await store.close();
    await Promise.all([vendor.close(), elsewhere.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
