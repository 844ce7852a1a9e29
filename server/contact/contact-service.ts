import "server-only";
import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { createSmtpMailer } from "@/server/contact/mailer";
import { startDeliveryLoop, type DeliveryLoop } from "@/server/contact/delivery";
import { openStore, type ContactStore, type NewMessage, type SavedMessage } from "@/server/db/store";
import { env } from "@/server/env";
import { logger } from "@/server/logger";

/**
 * The process-wide contact runtime: one store and at most one delivery loop. Kept on globalThis
 * because Next.js bundles instrumentation.ts and each route separately, each with its own copy of
 * this module; the symbol makes them share one store and one loop.
 */
type Runtime = { store?: Promise<ContactStore>; loop?: DeliveryLoop; started?: boolean; saveMs: number; decoyKey: Buffer };
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

/** Pseudonymous: the same address gives the same hash, but the address is not stored. */
function hashIp(ip: string): string | undefined {
  if (!ip || ip === "unknown") return undefined;
  return createHash("sha256").update(`contact:${ip}`).digest("hex").slice(0, 16);
}

/**
 * Stores a message (with its outbox row) and asks the delivery loop to send it right away. A replay
 * of a stored idempotency key stores and sends nothing (decision 0016).
 */
export async function submitMessage(input: Omit<NewMessage, "ipHash">, ip: string): Promise<SavedMessage> {
  const store = await contactStore();
  const started = performance.now();
  const saved = await store.saveMessage({ ...input, ipHash: hashIp(ip) });
  // A moving average of the time a save takes, which the honeypot's answer imitates.
  runtime.saveMs = 0.8 * runtime.saveMs + 0.2 * Math.min(performance.now() - started, 250);
  if (saved.replayed) return saved;
  if (runtime.started) runtime.loop?.kick();
  else void startContactDelivery(); // the store was down at start: start now that it answers
  return saved;
}

/**
 * The answer a bot that filled the honeypot gets (docs/decisions/0032, amended by 0016): after about
 * as long as a real save takes, an id that looks like a stored message's (a v4 UUID; the same one
 * again for a replayed idempotency key). Nothing is stored.
 */
export async function decoySubmission(idempotencyKey?: string): Promise<{ id: string }> {
  await sleep(runtime.saveMs * (0.75 + Math.random() * 0.5));
  if (!idempotencyKey) return { id: randomUUID() };
  const bytes = createHmac("sha256", runtime.decoyKey).update(idempotencyKey).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return { id: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` };
}

/** The ip hash the logs may carry (the same pseudonym the store keeps). */
export { hashIp };
