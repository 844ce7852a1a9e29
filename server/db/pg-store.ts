import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import { insightMisses, insightSightings, installSecrets, messages, outbox } from "@/server/db/schema-pg";
import { migrationsFolder } from "@/server/db/migrations-folder";
import { attemptValues, countViewsWith, MAX_MISS_ROWS, messageValues, missCutoff, missDay, MISSES_PER_CLIENT_PER_DAY, normaliseMiss, pairClaims, replayOf, toStoredMessage, topViewsWith, type ContactStore, type NewMessage } from "@/server/db/store";

/** Any constant: instances starting together take turns migrating under this advisory lock. */
const MIGRATION_LOCK = 7_301_215;

/**
 * The PostgreSQL store (DATABASE_URL), for several app instances sharing one database. Outbox rows
 * are claimed with SELECT ... FOR UPDATE SKIP LOCKED, so two instances never send one message twice.
 */
export async function openPgStore(databaseUrl: string): Promise<ContactStore> {
  const pool = new Pool({ connectionString: databaseUrl, max: 5, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  const db = drizzle({ client: pool });
  try {
    const lock = await pool.connect();
    try {
      await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migrate(db, { migrationsFolder: migrationsFolder("pg") });
    } finally {
      await lock.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }

  /** The message stored earlier under this input's idempotency key, if any. */
  async function storedWithKey(input: NewMessage) {
    if (!input.idempotencyKey) return undefined;
    const [row] = await db.select().from(messages).where(eq(messages.idempotencyKey, input.idempotencyKey)).limit(1);
    return row;
  }

  return {
    kind: "postgres",

    async saveMessage(input, now = new Date()) {
      const stored = await storedWithKey(input);
      if (stored) return replayOf(stored, input);
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          await tx.insert(messages).values(messageValues(id, input, now));
          await tx.insert(outbox).values({ id: randomUUID(), messageId: id, status: "pending", attempts: 0, nextAttemptAt: now });
        });
      } catch (error) {
        // The same key was stored meanwhile (the unique constraint refused this one): answer with that message.
        const raced = await storedWithKey(input);
        if (raced) return replayOf(raced, input);
        throw error;
      }
      return { id, createdAt: now, replayed: false, conflict: false };
    },

    async claimDue({ now, limit, leaseMs }) {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now))))
        .orderBy(outbox.nextAttemptAt)
        .limit(limit)
        .for("update", { skipLocked: true });
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
        const fresh = (await db.execute(sql`
          INSERT INTO insight_sightings (day, client, kind, text)
          SELECT ${day}, ${client}, ${kind}, ${text}
          WHERE (SELECT count(*) FROM insight_sightings WHERE day = ${day} AND client = ${client}) < ${MISSES_PER_CLIENT_PER_DAY}
          ON CONFLICT DO NOTHING
          RETURNING day`)).rows.length;
        if (fresh === 0) return;
      }
      // A new text is kept only while the kind has room (MAX_MISS_ROWS); a kept one always counts.
      await db.execute(sql`
        INSERT INTO insight_misses (kind, text, count, first_seen, last_seen)
        SELECT ${kind}, ${text}, 1, ${now}, ${now}
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
      return (await db.execute(query)).rows as Record<string, unknown>[];
    },

    async countViews(counts, now) {
      await countViewsWith(async (query) => (await db.execute(query)).rows as Record<string, unknown>[], counts, now);
    },

    async topViews(options) {
      return topViewsWith(async (query) => (await db.execute(query)).rows as Record<string, unknown>[], options);
    },

    async ping() {
      await pool.query("SELECT 1");
    },

    async close() {
      await pool.end();
    },
  };
}
