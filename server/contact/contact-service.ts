import "server-only";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { createSmtpMailer } from "@/server/contact/mailer";
import { startDeliveryLoop, type DeliveryLoop } from "@/server/contact/delivery";
import { missDay, openStore, type ContactStore, type NewMessage, type SavedMessage } from "@/server/db/store";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { rateLimitKey } from "@/server/rate-limit-key";

/**
 * The process-wide contact runtime: one store and at most one delivery loop. Kept on globalThis
 * because Next.js bundles instrumentation.ts and each route separately, each with its own copy of
 * this module; the symbol makes them share one store and one loop.
 */
type Runtime = {
  store?: Promise<ContactStore>;
  loop?: DeliveryLoop;
  started?: boolean;
  saveMs: number;
  decoyKey: Buffer;
  /** The install's `ip-hmac` secret (decision 0126), read once from the store. */
  ipSecret?: Promise<Buffer>;
  /** Idempotency keys the honeypot answered, with a digest of the message (bounded; decision 0128). */
  decoys?: Map<string, string>;
};
const KEY = Symbol.for("ai-platform-finder.contact-runtime");
const runtime = ((globalThis as Record<symbol, Runtime | undefined>)[KEY] ??= { saveMs: 5, decoyKey: randomBytes(32) });
const log = logger.child({ component: "contact" });

/** The store named by the environment, opened (and migrated) once per process. */
export function contactStore(): Promise<ContactStore> {
  runtime.store ??= openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch((error: unknown) => {
    runtime.store = undefined; // the next call tries again
    throw error;
  });
  return runtime.store;
}

/**
 * Called once at server start (instrumentation.ts): opens the store and, when SMTP is configured,
 * starts the delivery loop. Without SMTP every message stays stored; the log says so once.
 */
export async function startContactDelivery(): Promise<void> {
  if (runtime.started) return;
  runtime.started = true;
  let store: ContactStore;
  try {
    store = await contactStore();
    await ipSecret(); // created on first start (decision 0126)
  } catch (error) {
    log.error({ err: error }, "contact store unavailable at start; the contact form will retry on its next message");
    runtime.started = false;
    return;
  }
  if (!env.SMTP_URL || !env.CONTACT_TO) {
    log.info(
      { store: store.kind },
      "SMTP is not configured (SMTP_URL and CONTACT_TO): contact messages are stored and not e-mailed; list them with `npm run messages`",
    );
    return;
  }
  const mailer = createSmtpMailer(env.SMTP_URL, { to: env.CONTACT_TO, from: env.CONTACT_FROM ?? env.CONTACT_TO });
  runtime.loop = startDeliveryLoop({ store, mailer, log });
  log.info({ store: store.kind, to: env.CONTACT_TO }, "contact delivery started");
}

/**
 * The install's secret for pseudonyms of client addresses: 32 random bytes created on first start
 * and kept in the database, so every instance sharing it agrees (issue 27, decision 0126).
 */
function ipSecret(): Promise<Buffer> {
  runtime.ipSecret ??= contactStore()
    .then((store) => store.installSecret("ip-hmac"))
    .then((hex) => Buffer.from(hex, "hex"))
    .catch((error: unknown) => {
      runtime.ipSecret = undefined; // the next call tries again
      throw error;
    });
  return runtime.ipSecret;
}

/**
 * Pseudonymous: the same client (its rate-limit key: an IPv4 address, an IPv6 /64) gives the same
 * hash, but neither the address nor an unkeyed hash of it is stored. An HMAC with the install's
 * secret: without the secret, enumerating the IPv4 space finds nothing (issue 27, finding 7).
 */
async function hashIp(ip: string): Promise<string | undefined> {
  if (!ip || ip === "unknown") return undefined;
  return createHmac("sha256", await ipSecret()).update(`contact:${rateLimitKey(ip)}`).digest("hex").slice(0, 16);
}

/**
 * Who counted a miss today, for the insight bounds (decision 0127): a keyed hash of the client's
 * rate-limit key and the UTC day. It changes every day and is deleted the next.
 */
export async function insightClient(ip: string, now = new Date()): Promise<string> {
  return createHmac("sha256", await ipSecret()).update(`insight:${missDay(now)}:${rateLimitKey(ip)}`).digest("hex").slice(0, 32);
}

/**
 * Stores a message (with its outbox row) and asks the delivery loop to send it right away. A replay
 * of a stored idempotency key stores and sends nothing (decision 0016).
 */
export async function submitMessage(input: Omit<NewMessage, "ipHash">, ip: string): Promise<SavedMessage> {
  const store = await contactStore();
  const started = performance.now();
  const saved = await store.saveMessage({ ...input, ipHash: await hashIp(ip) });
  // A moving average of the time a save takes, which the honeypot's answer imitates.
  runtime.saveMs = 0.8 * runtime.saveMs + 0.2 * Math.min(performance.now() - started, 250);
  if (saved.replayed) return saved;
  if (runtime.started) runtime.loop?.kick();
  else void startContactDelivery(); // the store was down at start: start now that it answers
  return saved;
}

/** At most this many honeypot keys are remembered (oldest forgotten first). */
const MAX_DECOY_KEYS = 10_000;

/**
 * The answer a bot that filled the honeypot gets (docs/decisions/0032, amended by 0016 and 0128):
 * after about as long as a real save takes, an id that looks like a stored message's (a v4 UUID;
 * the same one again for a replayed idempotency key), and, like a real message, a conflict when
 * the key comes back with a different message. Nothing is stored; the keys are remembered in
 * memory (bounded), as a digest of the message.
 */
export async function decoySubmission(idempotencyKey: string | undefined, message: Omit<NewMessage, "ipHash" | "idempotencyKey">): Promise<{ id: string; conflict: boolean }> {
  await sleep(runtime.saveMs * (0.75 + Math.random() * 0.5));
  if (!idempotencyKey) return { id: randomUUID(), conflict: false };
  const bytes = createHmac("sha256", runtime.decoyKey).update(idempotencyKey).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  // The same fields a real replay compares (replayOf in server/db/store.ts).
  const digest = createHmac("sha256", runtime.decoyKey)
    .update(JSON.stringify([message.name, message.email, message.message, message.kind ?? "contact", message.platformId ?? null]))
    .digest("hex");
  const decoys = (runtime.decoys ??= new Map());
  const first = decoys.get(idempotencyKey);
  if (first === undefined) {
    if (decoys.size >= MAX_DECOY_KEYS) decoys.delete(decoys.keys().next().value!);
    decoys.set(idempotencyKey, digest);
  }
  return { id, conflict: first !== undefined && first !== digest };
}

/** The ip hash the logs may carry (the same pseudonym the store keeps). */
export { hashIp };
