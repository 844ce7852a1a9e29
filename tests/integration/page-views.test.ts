import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "@/server/db/store";
import { startAppServer, type AppServer } from "@/tests/support/app-process";

/**
 * Issue 29: page views per platform page and article, per day, counted by the server layer over real
 * HTTP: a visit adds one to the day's row of its page; prefetches, a script's requests, crawlers,
 * HEAD and pages that do not exist add nothing; and nothing that could identify a visitor (address,
 * user agent, cookie) is kept anywhere in the data folder, Do Not Track and Global Privacy Control
 * visitors being counted in the same anonymous tally.
 */
let app: AppServer;
const IP = "203.0.113.77";
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) Visitor-Agent-7f3a9c";
const COOKIE = "tracking=cookie-value-51d2e8";

beforeAll(async () => {
  app = await startAppServer({ TRUSTED_IP_HEADER: "x-forwarded-for" });
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

type Raw = { status: number; headers: http.IncomingHttpHeaders };

function visit(method: string, target: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: app.port, method, path: target, headers: { "x-forwarded-for": IP, "user-agent": AGENT, cookie: COOKIE, ...headers } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

const document = { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" };

describe("page views over HTTP", () => {
  it("counts each visit of a platform page or an article in the day's row of its page, and keeps nothing about the visitor", async () => {
    const answers = [
      // Counted: a browser's navigation (with Do Not Track, with Global Privacy Control), the static
      // blocks' loader after a client-side navigation, a client without fetch metadata, and a URL with a query string.
      await visit("GET", "/platforms/claude", document),
      await visit("GET", "/platforms/claude", { ...document, dnt: "1" }),
      await visit("GET", "/platforms/claude", { ...document, "sec-gpc": "1" }),
      await visit("GET", "/platforms/claude", { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "x-static-blocks": "1", accept: "text/html" }),
      await visit("GET", "/platforms/claude?utm_source=newsletter"),
      await visit("GET", "/blog/ai-coding-tools", document),
      await visit("GET", "/ai-coding-tools", document),
      // Not counted: a script's request, a prefetch, HEAD, a crawler, a page that does not exist, a list page.
      await visit("GET", "/platforms/claude", { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" }),
      await visit("GET", "/platforms/claude", { rsc: "1", "next-router-prefetch": "1", "sec-fetch-dest": "empty" }),
      await visit("HEAD", "/platforms/claude", document),
      await visit("GET", "/platforms/claude", { ...document, "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
      await visit("GET", "/platforms/no-such-platform", document),
      await visit("GET", "/platforms", document),
    ];
    // (The prefetch is answered as Next.js answers it; it is not a view whatever its status.)
    expect(answers.map((a, i) => (i === 8 ? "any" : a.status))).toEqual([200, 200, 200, 200, 200, 200, 200, 200, "any", 200, 200, 404, 200]);
    // No visitor gets a cookie.
    expect(answers.filter((a) => a.headers["set-cookie"])).toEqual([]);

    // Stopping the server stores the views counted since its last write.
    await new Promise((resolve) => (app.child.once("exit", resolve), app.child.kill("SIGTERM")));
    const store = await openStore({ dataDir: app.dataDir });
    try {
      const rows = await store.rows(sql`SELECT day, path, views FROM page_views ORDER BY path`);
      const today = new Date().toISOString().slice(0, 10);
      expect(rows.map((r) => ({ day: r.day, path: r.path, views: Number(r.views) }))).toEqual([
        { day: today, path: "/blog/ai-coding-tools", views: 2 },
        { day: today, path: "/platforms/claude", views: 5 },
      ]);
      expect(await store.topViews({ prefix: "/platforms/", days: 7 })).toEqual([{ path: "/platforms/claude", views: 5 }]);
      const [columns] = await store.rows(sql`SELECT count(*) AS n FROM pragma_table_info('page_views')`);
      expect(Number(columns?.n)).toBe(3); // day, path, views: nothing else
    } finally {
      await store.close();
    }
    // Nothing the visitor sent that could identify them is in any file of the data folder (the database included).
    const files = fs.readdirSync(app.dataDir, { recursive: true, encoding: "utf8" }).map((f) => path.join(app.dataDir, f)).filter((f) => fs.statSync(f).isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      for (const secret of [IP, "Visitor-Agent-7f3a9c", "cookie-value-51d2e8"]) expect(bytes.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  }, 120_000);
});
