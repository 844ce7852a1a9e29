// No `server-only` marker here: drizzle-kit loads this file in plain Node to generate migrations.
// It holds table definitions only, no secrets and no I/O.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { deliveryStatuses, messageKinds } from "@/server/db/delivery-status";

/** Contact messages and corrections as the visitor sent them (trimmed). Same shape as `schema-pg.ts`. */
export const messages = sqliteTable(
  "messages",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** Pseudonymous sender address, to spot abuse without keeping raw IPs. */
    ipHash: text("ip_hash"),
    /** What the visitor sent: a contact message, or a correction to one platform's page. */
    kind: text("kind", { enum: messageKinds }).notNull().default("contact"),
    /** The catalogue id of the platform a correction is about; null for contact messages. */
    platformId: text("platform_id"),
    /** The client's Idempotency-Key: a retried post with the same key is stored once (decision 0016). */
    idempotencyKey: text("idempotency_key").unique(),
  },
  (t) => [index("messages_created_at_idx").on(t.createdAt)],
);

/** One delivery job per message: written in the same transaction as the message (docs/decisions/0030). */
export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    messageId: text("message_id")
      .notNull()
      .unique()
      .references(() => messages.id, { onDelete: "cascade" }),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    lastError: text("last_error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    /** A delivery pass owns the row until then; after a crash the lease runs out and the row is due again. */
    claimedUntil: integer("claimed_until", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Operator insight (issue 14): questions the assistant could not answer and searches that found
 * nothing, by normalised text, with a count and first and last seen. No IP, no identifier; rows
 * not seen for 90 days are deleted. Same shape as `schema-pg.ts`.
 */
export const insightMisses = sqliteTable(
  "insight_misses",
  {
    kind: text("kind", { enum: ["question", "search"] }).notNull(),
    text: text("text").notNull(),
    count: integer("count").notNull().default(1),
    firstSeen: integer("first_seen", { mode: "timestamp_ms" }).notNull(),
    lastSeen: integer("last_seen", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.text] }), index("insight_misses_last_seen_idx").on(t.lastSeen), check("insight_misses_kind_check", sql`${t.kind} in ('question', 'search')`)],
);

/**
 * Secrets of this install, created on first start (issue 27, docs/decisions/0126): `ip-hmac` keys
 * the pseudonyms of client addresses. In the database, so every instance sharing it agrees.
 * Same shape as `schema-pg.ts`.
 */
export const installSecrets = sqliteTable("install_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Which client counted which miss today (issue 27, docs/decisions/0127): a miss counts once per
 * client a day, and a client counts a bounded number a day. `client` is a keyed hash of the
 * client's rate-limit key and the day, never the address; rows of earlier days are deleted.
 */
export const insightSightings = sqliteTable(
  "insight_sightings",
  {
    day: text("day").notNull(),
    client: text("client").notNull(),
    kind: text("kind", { enum: ["question", "search"] }).notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.client, t.kind, t.text] })],
);
