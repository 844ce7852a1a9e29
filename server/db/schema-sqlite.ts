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

// --- The owner's console (issue 29, docs/decisions/0140). Times are epoch milliseconds in both
// dialects (integer here, bigint in PostgreSQL), so server/console/console-store.ts runs the same SQL on both.

/** The site's owners: added by `npm run console -- add-owner NAME`, never by a visitor. */
export const owners = sqliteTable("owners", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  createdAt: integer("created_at").notNull(),
});

/** One-time setup links printed by the CLI: only a SHA-256 of the token is kept. */
export const ownerTokens = sqliteTable("owner_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  ownerId: text("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
  createdAt: integer("created_at").notNull(),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

/** WebAuthn credentials (passkeys) of the owners. */
export const passkeys = sqliteTable("passkeys", {
  id: text("id").primaryKey(),
  ownerId: text("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
  publicKey: text("public_key").notNull(),
  counter: integer("counter").notNull().default(0),
  transports: text("transports").notNull().default(""),
  createdAt: integer("created_at").notNull(),
  lastUsedAt: integer("last_used_at"),
});

/** WebAuthn challenges waiting for their answer (a few minutes, used once). */
export const webauthnChallenges = sqliteTable("webauthn_challenges", {
  id: text("id").primaryKey(),
  challenge: text("challenge").notNull(),
  purpose: text("purpose").notNull(),
  ownerId: text("owner_id"),
  expiresAt: integer("expires_at").notNull(),
});

/** Server-side console sessions: the cookie holds a random id, the table its SHA-256. */
export const consoleSessions = sqliteTable(
  "console_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    ownerId: text("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("console_sessions_owner_idx").on(t.ownerId)],
);

/** Who did what in the console (and the CLI). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    at: integer("at").notNull(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    detail: text("detail"),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

/** The owner's handling of a message: replied or archived, and a correction's decision with its note. */
export const messageHandling = sqliteTable("message_handling", {
  messageId: text("message_id").primaryKey(),
  state: text("state").notNull().default("open"),
  decision: text("decision"),
  note: text("note"),
  updatedAt: integer("updated_at").notNull(),
  updatedBy: text("updated_by").notNull(),
});

/** The source watcher's latest verdict on each cited source of each fact (`npm run sources:check`). */
export const sourceChecks = sqliteTable(
  "source_checks",
  {
    factKey: text("fact_key").primaryKey(),
    platformId: text("platform_id").notNull(),
    url: text("url").notNull(),
    verdict: text("verdict").notNull(),
    detail: text("detail"),
    finalUrl: text("final_url"),
    textHash: text("text_hash"),
    checkedAt: integer("checked_at").notNull(),
  },
  (t) => [index("source_checks_verdict_idx").on(t.verdict)],
);

/**
 * Scheduled jobs' leases (the source watcher's schedule inside the server): with several instances
 * sharing one database, the one that takes the lease runs the job; the others skip it.
 */
export const jobLeases = sqliteTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  until: integer("until").notNull(),
  lastRunAt: integer("last_run_at"),
});

/**
 * Page views (issue 29, docs/decisions/0160): one row per platform page or article per UTC day with
 * its count, and nothing else (no cookie, no identifier, no address, no user agent). Rows older than
 * PAGE_VIEW_RETENTION_DAYS are deleted as counts are added.
 */
export const pageViews = sqliteTable(
  "page_views",
  {
    day: text("day").notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
