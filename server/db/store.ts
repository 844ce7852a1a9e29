import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { DeliveryStatus, MessageKind } from "@/server/db/delivery-status";

export type { DeliveryStatus, MessageKind } from "@/server/db/delivery-status";

/**
 * A message to keep, as validated by the route: a contact message (the default) or a correction
 * to a platform's page (`kind: "correction"` with its `platformId`; `name` and `email` may be empty).
 */
export type NewMessage = {
  name: string;
  email: string;
  message: string;
  ipHash?: string;
  kind?: MessageKind;
  platformId?: string;
  /** The client's Idempotency-Key: saving again with the same key stores nothing new. */
  idempotencyKey?: string;
};

/**
 * The outcome of `saveMessage`. `replayed`: a message with this idempotency key was stored before,
 * and `id`/`createdAt` are its own; `conflict`: that message differs from this one (the key was
 * reused for something else).
 */
export type SavedMessage = { id: string; createdAt: Date; replayed: boolean; conflict: boolean };

/** One outbox row claimed for delivery, with the message it carries. */
export type DueMessage = {
  outboxId: string;
  messageId: string;
  /** Attempts made before this one. */
  attempts: number;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  kind: MessageKind;
  platformId: string | null;
};

/** A stored message with its delivery state, for the operator (`npm run messages`). */
export type StoredMessage = {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  ipHash: string | null;
  kind: MessageKind;
  platformId: string | null;
  idempotencyKey: string | null;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
};

/** The outcome of one delivery attempt. A failure without `retryAt` gives up (status failed). */
export type AttemptOutcome = { ok: true; at: Date } | { ok: false; at: Date; error: string; retryAt?: Date };

/**
 * Where contact messages live: one interface, two adapters (SQLite by default, PostgreSQL when
 * DATABASE_URL is set), one contract test suite (store.contract.test.ts). See docs/decisions/0031.
 */
export interface ContactStore {
  readonly kind: "sqlite" | "postgres";
  /**
   * Saves the message and its pending outbox row in one transaction; resolves once both are durable.
   * With an idempotency key already stored (even by a concurrent call or another instance), saves
   * nothing and answers with the stored message's id (decision 0016).
   */
  saveMessage(input: NewMessage, now?: Date): Promise<SavedMessage>;
  /**
   * Claims up to `limit` pending rows due at `now` that nobody holds, for `leaseMs`. Concurrent
   * callers (other instances included) never get the same row while its lease runs.
   */
  claimDue(options: { now: Date; limit: number; leaseMs: number }): Promise<DueMessage[]>;
  /** Records one attempt on a claimed row and releases the claim. */
  recordAttempt(outboxId: string, outcome: AttemptOutcome): Promise<void>;
  /** Messages with their delivery state, newest first. */
  listMessages(options?: { limit?: number }): Promise<StoredMessage[]>;
  /**
   * Counts one miss (a question the assistant could not answer, a search that found nothing) by its
   * normalised text, and deletes misses not seen for {@link MISS_RETENTION_DAYS} days. With a
   * `client` (a keyed hash of the client for the day, `insightClient`), a miss counts once per
   * client a day and at most {@link MISSES_PER_CLIENT_PER_DAY} a client a day; a new text is kept
   * only while a kind has fewer than {@link MAX_MISS_ROWS} rows (issue 27, decision 0127).
   */
  countMiss(kind: MissKind, text: string, now?: Date, client?: string): Promise<void>;
  /**
   * The install's secret of this name (64 hex characters), created at random on first use and the
   * same for every instance sharing the database afterwards (decision 0126).
   */
  installSecret(name: string, now?: Date): Promise<string>;
  /** The most frequent misses of a kind seen in the last 90 days, most frequent first. */
  topMisses(kind: MissKind, options?: { limit?: number; now?: Date }): Promise<Miss[]>;
  /**
   * Puts a message whose delivery failed back in the queue, due at `now`, with its attempts reset
   * (the owner's "retry delivery"). Answers false when the message has no failed delivery.
   */
  retryDelivery(messageId: string, now?: Date): Promise<boolean>;
  /**
   * Runs one statement written for both dialects (the console's tables keep times as epoch
   * milliseconds in both: docs/decisions/0140) and answers its rows. Numbers of bigint columns
   * may come back as strings from PostgreSQL: read them with Number().
   */
  rows(query: SQL): Promise<Record<string, unknown>[]>;
  /**
   * Adds page views to today's (UTC) count of each page, one row per page per day, and deletes days
   * older than {@link PAGE_VIEW_RETENTION_DAYS}. Nothing about the visitors is passed or kept.
   */
  countViews(counts: ReadonlyMap<string, number>, now?: Date): Promise<void>;
  /** The most-viewed pages whose path starts with `prefix` over the last `days` days (today included), most viewed first. */
  topViews(options: { prefix: string; days: number; limit?: number; now?: Date }): Promise<PageViews[]>;
  /** Throws when the database cannot be reached (readiness checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** What went unanswered: a chat question, or a search with no result. */
export type MissKind = "question" | "search";
export type Miss = { text: string; count: number; firstSeen: Date; lastSeen: Date };
/** Misses not seen for this long are deleted. */
export const MISS_RETENTION_DAYS = 90;
export const missCutoff = (now: Date) => new Date(now.getTime() - MISS_RETENTION_DAYS * 86_400_000);
/** At most this many misses of a kind are kept; past it a new text is not recorded, a known one still counts. */
export const MAX_MISS_ROWS = 1000;
/** One client (a /64, an IPv4 address) counts at most this many misses a day, each text once. */
export const MISSES_PER_CLIENT_PER_DAY = 20;
/** The UTC day a sighting belongs to. */
export const missDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The text of a miss as stored: lower case, single spaces, at most 200 characters, with anything
 * that could identify a person (an email address, a long number, a URL) replaced by a placeholder.
 */
export function normaliseMiss(text: string): string {
  return text
    .slice(0, 1000)
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\bhttps?:\/\/\S+/g, "[link]")
    .replace(/[^\s@]{1,64}@[^\s@]{1,255}/g, "[email]")
    .replace(/\+?\d[\d\s().-]{5,}\d/g, "[number]")
    .replace(/[\p{C}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
}

/** A page (its path, `/platforms/{id}` or `/blog/{slug}`) and its views over a period. */
export type PageViews = { path: string; views: number };
/** Page views are kept per day for this long (one row per page per day). */
export const PAGE_VIEW_RETENTION_DAYS = 400;
/** The UTC day `days - 1` days before `now`'s: the first day of a period of `days` days ending today. */
const firstDay = (now: Date, days: number) => missDay(new Date(now.getTime() - (days - 1) * 86_400_000));

/** `countViews` for both adapters: one statement per page, so concurrent instances add up, never overwrite. */
export async function countViewsWith(rows: ContactStore["rows"], counts: ReadonlyMap<string, number>, now = new Date()): Promise<void> {
  const day = missDay(now);
  for (const [path, views] of counts) {
    if (!Number.isSafeInteger(views) || views <= 0) continue;
    await rows(sql`INSERT INTO page_views (day, path, views) VALUES (${day}, ${path}, ${views})
      ON CONFLICT (day, path) DO UPDATE SET views = page_views.views + excluded.views`);
  }
  await rows(sql`DELETE FROM page_views WHERE day < ${firstDay(now, PAGE_VIEW_RETENTION_DAYS)}`);
}

/** `topViews` for both adapters. */
export async function topViewsWith(rows: ContactStore["rows"], { prefix, days, limit = 20, now = new Date() }: { prefix: string; days: number; limit?: number; now?: Date }): Promise<PageViews[]> {
  const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = await rows(sql`SELECT path, SUM(views) AS total FROM page_views
    WHERE day >= ${firstDay(now, days)} AND path LIKE ${like} ESCAPE '\\'
    GROUP BY path ORDER BY total DESC, path LIMIT ${limit}`);
  return found.map((r) => ({ path: String(r.path), views: Number(r.total) }));
}

export type StoreConfig = { databaseUrl?: string; dataDir: string };

/** Opens (creating and migrating as needed) the store the configuration names. */
export async function openStore(config: StoreConfig): Promise<ContactStore> {
  if (config.databaseUrl) {
    const { openPgStore } = await import("@/server/db/pg-store");
    return openPgStore(config.databaseUrl);
  }
  const { openSqliteStore } = await import("@/server/db/sqlite-store");
  return openSqliteStore(config.dataDir);
}

/** Pairs claimed outbox rows with their messages, in due order (RETURNING promises no order). */
export function pairClaims(
  claimed: { id: string; messageId: string; attempts: number; nextAttemptAt: Date }[],
  rows: { id: string; name: string; email: string; message: string; createdAt: Date; kind: MessageKind; platformId: string | null }[],
): DueMessage[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...claimed]
    .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
    .flatMap((c) => {
      const m = byId.get(c.messageId);
      return m
        ? [{ outboxId: c.id, messageId: m.id, attempts: c.attempts, name: m.name, email: m.email, message: m.message, createdAt: m.createdAt, kind: m.kind, platformId: m.platformId }]
        : [];
    });
}

type MessageRow = Omit<StoredMessage, "status" | "attempts" | "nextAttemptAt" | "lastError" | "sentAt">;
type OutboxRow = Pick<StoredMessage, "status" | "attempts" | "nextAttemptAt" | "lastError" | "sentAt">;

/** One joined row of either adapter as the operator sees it. */
export function toStoredMessage({ messages: m, outbox: o }: { messages: MessageRow; outbox: OutboxRow }): StoredMessage {
  return { ...m, status: o.status, attempts: o.attempts, nextAttemptAt: o.nextAttemptAt, lastError: o.lastError, sentAt: o.sentAt };
}

/** The outbox columns an attempt sets, in both dialects; `attempts` is the dialect's increment expression. */
export function attemptValues<Increment>(outcome: AttemptOutcome, attempts: Increment) {
  return outcome.ok
    ? { status: "sent" as const, attempts, sentAt: outcome.at, lastError: null, claimedUntil: null }
    : { status: outcome.retryAt ? ("pending" as const) : ("failed" as const), attempts, lastError: outcome.error, nextAttemptAt: outcome.retryAt ?? outcome.at, claimedUntil: null };
}

/** The message row both adapters insert. */
export function messageValues(id: string, input: NewMessage, now: Date) {
  return {
    id,
    name: input.name,
    email: input.email,
    message: input.message,
    createdAt: now,
    ipHash: input.ipHash ?? null,
    kind: input.kind ?? ("contact" as const),
    platformId: input.platformId ?? null,
    idempotencyKey: input.idempotencyKey ?? null,
  };
}

/** The answer to a save whose idempotency key was stored before: the stored message's id, and whether it differs. */
export function replayOf(stored: MessageRow, input: NewMessage): SavedMessage {
  const same =
    stored.name === input.name &&
    stored.email === input.email &&
    stored.message === input.message &&
    stored.kind === (input.kind ?? "contact") &&
    (stored.platformId ?? undefined) === (input.platformId ?? undefined);
  return { id: stored.id, createdAt: stored.createdAt, replayed: true, conflict: !same };
}
