// No `server-only` marker here: drizzle-kit loads this file in plain Node to generate migrations.
// It holds table definitions only, no secrets and no I/O.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { deliveryStatuses, messageKinds } from "@/server/db/delivery-status";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Contact messages and corrections as the visitor sent them (trimmed). Same shape as `schema-sqlite.ts`. */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: at("created_at").notNull(),
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
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey(),
    messageId: uuid("message_id")
      .notNull()
      .unique()
      .references(() => messages.id, { onDelete: "cascade" }),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull(),
    lastError: text("last_error"),
    sentAt: at("sent_at"),
    /** A delivery pass owns the row until then; after a crash the lease runs out and the row is due again. */
    claimedUntil: at("claimed_until"),
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
 * not seen for 90 days are deleted. Same shape as `schema-sqlite.ts`.
 */
export const insightMisses = pgTable(
  "insight_misses",
  {
    kind: text("kind", { enum: ["question", "search"] }).notNull(),
    text: text("text").notNull(),
    count: integer("count").notNull().default(1),
    firstSeen: at("first_seen").notNull(),
    lastSeen: at("last_seen").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.text] }), index("insight_misses_last_seen_idx").on(t.lastSeen), check("insight_misses_kind_check", sql`${t.kind} in ('question', 'search')`)],
);

/**
 * Secrets of this install, created on first start (issue 27, docs/decisions/0126): `ip-hmac` keys
 * the pseudonyms of client addresses. In the database, so every instance sharing it agrees.
 * Same shape as `schema-sqlite.ts`.
 */
export const installSecrets = pgTable("install_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: at("created_at").notNull(),
});

/**
 * Which client counted which miss today (issue 27, docs/decisions/0127): a miss counts once per
 * client a day, and a client counts a bounded number a day. `client` is a keyed hash of the
 * client's rate-limit key and the day, never the address; rows of earlier days are deleted.
 */
export const insightSightings = pgTable(
  "insight_sightings",
  {
    day: text("day").notNull(),
    client: text("client").notNull(),
    kind: text("kind", { enum: ["question", "search"] }).notNull(),
    text: text("text").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.client, t.kind, t.text] })],
);

const ms = (name: string) => bigint(name, { mode: "number" });

// --- The owner's console (issue 29, docs/decisions/0140). Times are epoch milliseconds in both
// dialects (integer in SQLite, bigint here), so server/console/console-store.ts runs the same SQL on both.

/** The site's owners: added by `npm run console -- add-owner NAME`, never by a visitor. */
export const owners = pgTable("owners", {
  id: text("id").primaryKey(),
  name: text("name").notNull().unique(),
  createdAt: ms("created_at").notNull(),
});

/** One-time setup links printed by the CLI: only a SHA-256 of the token is kept. */
export const ownerTokens = pgTable("owner_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  ownerId: text("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
  createdAt: ms("created_at").notNull(),
  expiresAt: ms("expires_at").notNull(),
  usedAt: ms("used_at"),
});

/** WebAuthn credentials (passkeys) of the owners. */
export const passkeys = pgTable("passkeys", {
  id: text("id").primaryKey(),
  ownerId: text("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
  publicKey: text("public_key").notNull(),
  counter: bigint("counter", { mode: "number" }).notNull().default(0),
  transports: text("transports").notNull().default(""),
  createdAt: ms("created_at").notNull(),
  lastUsedAt: ms("last_used_at"),
});

/** WebAuthn challenges waiting for their answer (a few minutes, used once). */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  id: text("id").primaryKey(),
  challenge: text("challenge").notNull(),
  purpose: text("purpose").notNull(),
  ownerId: text("owner_id"),
  expiresAt: ms("expires_at").notNull(),
});

/** Server-side console sessions: the cookie holds a random id, the table its SHA-256. */
export const consoleSessions = pgTable(
  "console_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    ownerId: text("owner_id").notNull().references(() => owners.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: ms("created_at").notNull(),
    expiresAt: ms("expires_at").notNull(),
    revokedAt: ms("revoked_at"),
  },
  (t) => [index("console_sessions_owner_idx").on(t.ownerId)],
);

/** Who did what in the console (and the CLI). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    at: ms("at").notNull(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    detail: text("detail"),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

/** The owner's handling of a message: replied or archived, and a correction's decision with its note. */
export const messageHandling = pgTable("message_handling", {
  messageId: text("message_id").primaryKey(),
  state: text("state").notNull().default("open"),
  decision: text("decision"),
  note: text("note"),
  updatedAt: ms("updated_at").notNull(),
  updatedBy: text("updated_by").notNull(),
});

/** The source watcher's latest verdict on each cited source of each fact (`npm run sources:check`). */
export const sourceChecks = pgTable(
  "source_checks",
  {
    factKey: text("fact_key").primaryKey(),
    platformId: text("platform_id").notNull(),
    url: text("url").notNull(),
    verdict: text("verdict").notNull(),
    detail: text("detail"),
    finalUrl: text("final_url"),
    textHash: text("text_hash"),
    checkedAt: ms("checked_at").notNull(),
  },
  (t) => [index("source_checks_verdict_idx").on(t.verdict)],
);

/**
 * Scheduled jobs' leases (the source watcher's schedule inside the server): with several instances
 * sharing one database, the one that takes the lease runs the job; the others skip it.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  until: ms("until").notNull(),
  lastRunAt: ms("last_run_at"),
});

/** Page views per page per UTC day, nothing else (docs/decisions/0160). Same shape as `schema-sqlite.ts`. */
export const pageViews = pgTable(
  "page_views",
  {
    day: text("day").notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
