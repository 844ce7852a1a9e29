import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleStore } from "@/server/console/console-store";
import { openStore, type ContactStore } from "@/server/db/store";
import { saveVerdicts, sourceVerdicts } from "@/server/sources/results";
import { checkSources, quoteOnPage, type WatchedFact } from "@/server/sources/watcher";
import { startLoopbackServer, type LoopbackServer } from "@/tests/support/loopback-server";
import { startTestPostgres, type TestPostgres } from "@/tests/support/postgres";

/**
 * The source watcher against loopback servers standing in for vendors: one keeps its quote, one
 * changes it, one moves to another host, one dies, one's robots.txt forbids us.
 */
const QUOTE = "The Pro plan costs $20 per month, billed monthly.";
let pricingText = `<p>${QUOTE.replace("$20", "<strong>$20</strong>")}</p>`;
let vendor: LoopbackServer;
let elsewhere: LoopbackServer;
let closed: LoopbackServer;
let forbidding: LoopbackServer;
const page = (body: string) => `<!doctype html><html><head><title>Pricing</title><script>var x = "${QUOTE}";</script></head><body><nav><a href="/a">Home</a></nav>${body}</body></html>`;

beforeAll(async () => {
  elsewhere = await startLoopbackServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html" }).end(page(`<p>${QUOTE}</p>`));
  });
  vendor = await startLoopbackServer((req, res) => {
    if (req.url === "/robots.txt") return void res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: *\nDisallow: /private\n");
    if (req.url === "/pricing") return void res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(page(pricingText));
    if (req.url === "/plans") return void res.writeHead(200, { "Content-Type": "text/html" }).end(page("<p>The Pro plan costs $25 per month.</p>"));
    if (req.url === "/old-pricing") return void res.writeHead(301, { Location: "/pricing" }).end();
    if (req.url === "/moved") return void res.writeHead(301, { Location: `${elsewhere.origin.replace("127.0.0.1", "localhost")}/new` }).end();
    if (req.url === "/huge") {
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end(page(`${"<p>filler</p>".repeat(20_000)}<p>${QUOTE}</p>`));
      return;
    }
    res.writeHead(404, { "Content-Type": "text/html" }).end("<h1>Not found</h1>");
  });
  forbidding = await startLoopbackServer((req, res) => {
    if (req.url === "/robots.txt") return void res.writeHead(200, { "Content-Type": "text/plain" }).end("User-agent: TestWatcher\nDisallow: /\n");
    res.writeHead(200, { "Content-Type": "text/html" }).end(page(`<p>${QUOTE}</p>`));
  });
  closed = await startLoopbackServer((req, res) => {
    res.end();
  });
  await closed.close(); // nothing listens there any more
});

afterAll(async () => {
  await Promise.all([vendor, elsewhere, forbidding].map((s) => s.close()));
});

const options = { userAgent: "TestWatcher/1.0 (+http://localhost:3000)", robotsAgent: "TestWatcher", pauseMs: 20, timeoutMs: 5_000 };

function facts(): WatchedFact[] {
  return [
    { key: "a/tier", platformId: "a", url: `${vendor.origin}/pricing`, quote: QUOTE },
    { key: "a/details/0", platformId: "a", url: `${vendor.origin}/old-pricing`, quote: QUOTE },
    { key: "b/tier", platformId: "b", url: `${vendor.origin}/plans`, quote: QUOTE },
    { key: "c/tier", platformId: "c", url: `${vendor.origin}/moved`, quote: QUOTE },
    { key: "d/tier", platformId: "d", url: `${vendor.origin}/gone`, quote: QUOTE },
    { key: "e/tier", platformId: "e", url: `${closed.origin}/pricing`, quote: QUOTE },
    { key: "f/tier", platformId: "f", url: `${forbidding.origin}/pricing`, quote: QUOTE },
    { key: "g/tier", platformId: "g", url: `${vendor.origin}/private/pricing`, quote: QUOTE },
    { key: "h/tier", platformId: "h", url: `${vendor.origin}/pricing` },
  ];
}

describe("the source watcher against loopback vendors", () => {
  it("tells a kept quote, a changed one, a move, a dead page and a robots.txt refusal apart", async () => {
    const before = vendor.requests.length;
    const results = await checkSources(facts(), options);
    const verdict = Object.fromEntries(results.map((r) => [r.key, r.verdict]));
    expect(verdict).toEqual({
      "a/tier": "present",
      "a/details/0": "present",
      "b/tier": "quote-gone",
      "c/tier": "moved",
      "d/tier": "dead",
      "e/tier": "dead",
      "f/tier": "blocked",
      "g/tier": "blocked",
      "h/tier": "no-quote",
    });
    const byKey = new Map(results.map((r) => [r.key, r]));
    expect(byKey.get("a/details/0")?.detail).toContain(`301 ${vendor.origin}/pricing`);
    expect(byKey.get("c/tier")?.finalUrl).toMatch(/^http:\/\/localhost:\d+\/new$/);
    expect(byKey.get("d/tier")?.detail).toContain("404");
    const requests = vendor.requests.slice(before);
    // robots.txt read once per host; the forbidden page never fetched; one fetch per distinct URL.
    expect(requests.filter((r) => r.url === "/robots.txt")).toHaveLength(1);
    expect(requests.some((r) => r.url.startsWith("/private"))).toBe(false);
    expect(forbidding.requests.map((r) => r.url)).toEqual(["/robots.txt"]);
    expect(requests.filter((r) => r.url === "/pricing")).toHaveLength(2); // the page itself, and the redirect's target
    expect(requests.every((r) => r.headers["user-agent"] === options.userAgent)).toBe(true);
  });

  it("reads text, not markup: a quote split by tags is found, one only in a script is not", async () => {
    expect(quoteOnPage(QUOTE, "the pro plan costs $20 per month, billed monthly.")).toBe(true);
    expect(quoteOnPage("The Pro plan … billed monthly.", QUOTE)).toBe(true);
    expect(quoteOnPage("The Team plan … billed monthly.", QUOTE)).toBe(false);
    const [result] = await checkSources([{ key: "s", platformId: "s", url: `${vendor.origin}/plans`, quote: QUOTE }], options);
    // /plans carries the quote only inside its <script>.
    expect(result?.verdict).toBe("quote-gone");
  });

  it("stops reading at the size cap", async () => {
    const [cut] = await checkSources([{ key: "z", platformId: "z", url: `${vendor.origin}/huge`, quote: QUOTE }], { ...options, maxBytes: 64 * 1024 });
    expect(cut?.verdict).toBe("quote-gone");
    expect(cut?.detail).toContain("only the first part");
    const [whole] = await checkSources([{ key: "z", platformId: "z", url: `${vendor.origin}/huge`, quote: QUOTE }], options);
    expect(whole?.verdict).toBe("present");
  });
});

describe.each(["sqlite", "postgres"] as const)("watcher results in %s", (kind) => {
  let pg: TestPostgres | undefined;
  let store: ContactStore;
  const dirs: string[] = [];
  beforeAll(async () => {
    if (kind === "postgres") {
      pg = await startTestPostgres();
      store = await openStore({ databaseUrl: await pg.newDatabase(), dataDir: "unused" });
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "watcher-"));
      dirs.push(dir);
      store = await openStore({ dataDir: dir });
    }
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await pg?.stop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it("keeps each fact's verdict, and a page that changed but kept its quote is 'changed' on the next run", async () => {
    pricingText = `<p>${QUOTE}</p>`;
    const first = await checkSources(facts(), options);
    await saveVerdicts(store, first, 1_000);
    const stored = await sourceVerdicts(store);
    expect(stored.get("b/tier")?.verdict).toBe("quote-gone");
    expect(stored.get("a/tier")?.checkedAt).toBe(1_000);

    pricingText = `<p>New: annual billing.</p><p>${QUOTE}</p>`;
    const second = await checkSources(facts(), { ...options, previousHash: (key) => stored.get(key)?.textHash ?? undefined });
    await saveVerdicts(store, second, 2_000);
    const again = await sourceVerdicts(store);
    expect(again.get("a/tier")?.verdict).toBe("changed");
    expect(again.get("f/tier")?.verdict).toBe("blocked");
    expect(again.get("a/tier")?.checkedAt).toBe(2_000);
    expect(again.size).toBe(9);
    const audit = await consoleStore(store).auditLog();
    expect(audit.filter((e) => e.action === "sources.checked")).toHaveLength(2);
  });
});
