import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createClient } from "@libsql/client";
import { and, desc, eq, gte, inArray, isNull, lte, lt, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { insightMisses, insightSightings, installSecrets, messages, outbox } from "@/server/db/schema-sqlite";
import { migrationsFolder } from "@/server/db/migrations-folder";
import { attemptValues, countViewsWith, MAX_MISS_ROWS, messageValues, missCutoff, missDay, MISSES_PER_CLIENT_PER_DAY, normaliseMiss, pairClaims, replayOf, toStoredMessage, topViewsWith, type ContactStore, type NewMessage } from "@/server/db/store";

/** The SQLite file inside the data folder. */
export function sqliteFile(dataDir: string): string {
  return path.resolve(dataDir, "site.db");
}

/**
 * The embedded store: one SQLite file ({DATA_DIR}/site.db) through @libsql/client, created and
 * migrated on first use. WAL lets `npm run messages` read while the server writes; the busy
 * timeout makes a writer wait for another instead of failing.
 */
export async function openSqliteStore(dataDir: string): Promise<ContactStore> {
  const file = sqliteFile(dataDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const client = createClient({ url: pathToFileURL(file).href, timeout: 5_000 });
  await client.execute("PRAGMA journal_mode = WAL");
  const db = drizzle({ client });
  try {
    await migrate(db, { migrationsFolder: migrationsFolder("sqlite") });
  } catch (error) {
    client.close();
    throw error;
  }

  /** The message stored earlier under this input's idempotency key, if any. */
  async function storedWithKey(input: NewMessage) {
    if (!input.idempotencyKey) return undefined;
    const [row] = await db.select().from(messages).where(eq(messages.idempotencyKey, input.idempotencyKey)).limit(1);
    return row;
  }

  return {
    kind: "sqlite",

    async saveMessage(input, now = new Date()) {
      const stored = await storedWithKey(input);
      if (stored) return replayOf(stored, input);
      const id = randomUUID();
      try {
        // A libsql batch runs as one transaction: both rows are written, or neither.
        await db.batch([
          db.insert(messages).values(messageValues(id, input, now)),
          db.insert(outbox).values({ id: randomUUID(), messageId: id, status: "pending", attempts: 0, nextAttemptAt: now }),
        ]);
      } catch (error) {
        // The same key was stored meanwhile (the unique index refused this one): answer with that message.
        const raced = await storedWithKey(input);
        if (raced) return replayOf(raced, input);
        throw error;
      }
      return { id, createdAt: now, replayed: false, conflict: false };
    },

    async claimDue({ now, limit, leaseMs }) {
      // One UPDATE ... RETURNING: SQLite runs writers one at a time, so the claim is atomic.
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now))))
        .orderBy(outbox.nextAttemptAt)
        .limit(limit);
      const claimed = await db
        .update(outbox)
        .set({ claimedUntil: new Date(now.getTime() + leaseMs) })
        .where(inArray(outbox.id, due))
        .returning({ id: outbox.id, messageId: outbox.messageId, attempts: outbox.attempts, nextAttemptAt: outbox.nextAttemptAt });
      if (claimed.length === 0) return [];
      return pairClaims(claimed, await db.select().from(messages).where(inArray(messages.id, claimed.map((c) => c.messageId))));
    },

    async recordAttempt(outboxId, outcome) {
      await db
        .update(outbox)
        .set(attemptValues(outcome, sql`${outbox.attempts} + 1`))
        .where(eq(outbox.id, outboxId));
    },

    async listMessages({ limit = 100 } = {}) {
      const rows = await db
        .select()
        .from(messages)
        .innerJoin(outbox, eq(outbox.messageId, messages.id))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit);
      return rows.map(toStoredMessage);
    },

    async countMiss(kind, raw, now = new Date(), client) {
      const text = normaliseMiss(raw);
      if (!text) return;
      const day = missDay(now);
      if (client) {
        await db.delete(insightSightings).where(lt(insightSightings.day, day));
        // One statement, so concurrent misses cannot all pass the check: counted once per client a
        // day (a second sighting inserts nothing) and at most MISSES_PER_CLIENT_PER_DAY a client a day.
        const fresh = (await db.all(sql`
          INSERT INTO insight_sightings (day, client, kind, text)
          SELECT ${day}, ${client}, ${kind}, ${text}
          WHERE (SELECT count(*) FROM insight_sightings WHERE day = ${day} AND client = ${client}) < ${MISSES_PER_CLIENT_PER_DAY}
          ON CONFLICT DO NOTHING
          RETURNING day`)).length;
        if (fresh === 0) return;
      }
      // A new text is kept only while the kind has room (MAX_MISS_ROWS); a kept one always counts.
      await db.run(sql`
        INSERT INTO insight_misses (kind, text, count, first_seen, last_seen)
        SELECT ${kind}, ${text}, 1, ${now.getTime()}, ${now.getTime()}
        WHERE EXISTS (SELECT 1 FROM insight_misses WHERE kind = ${kind} AND text = ${text})
           OR (SELECT count(*) FROM insight_misses WHERE kind = ${kind}) < ${MAX_MISS_ROWS}
        ON CONFLICT (kind, text) DO UPDATE SET count = insight_misses.count + 1, last_seen = excluded.last_seen`);
      await db.delete(insightMisses).where(lt(insightMisses.lastSeen, missCutoff(now)));
    },

    async installSecret(name, now = new Date()) {
      await db.insert(installSecrets).values({ name, value: randomBytes(32).toString("hex"), createdAt: now }).onConflictDoNothing();
      const [row] = await db.select({ value: installSecrets.value }).from(installSecrets).where(eq(installSecrets.name, name));
      if (!row) throw new Error(`install secret ${name} could not be stored`);
      return row.value;
    },

    async topMisses(kind, { limit = 20, now = new Date() } = {}) {
      return db
        .select({ text: insightMisses.text, count: insightMisses.count, firstSeen: insightMisses.firstSeen, lastSeen: insightMisses.lastSeen })
        .from(insightMisses)
        .where(and(eq(insightMisses.kind, kind), gte(insightMisses.lastSeen, missCutoff(now))))
        .orderBy(desc(insightMisses.count), desc(insightMisses.lastSeen), insightMisses.text)
        .limit(limit);
    },

    async retryDelivery(messageId, now = new Date()) {
      const updated = await db
        .update(outbox)
        .set({ status: "pending", attempts: 0, nextAttemptAt: now, claimedUntil: null, lastError: null })
        .where(and(eq(outbox.messageId, messageId), eq(outbox.status, "failed")))
        .returning({ id: outbox.id });
      return updated.length > 0;
    },

    async rows(query) {
      return (await db.all(query)) as Record<string, unknown>[];
    },

    async countViews(counts, now) {
      await countViewsWith(async (query) => (await db.all(query)) as Record<string, unknown>[], counts, now);
    },

    async topViews(options) {
      return topViewsWith(async (query) => (await db.all(query)) as Record<string, unknown>[], options);
    },

    async ping() {
      await client.execute("SELECT 1");
    },

    async close() {
      client.close();
    },
  };
}
