import "server-only";
import { createHash } from "node:crypto";
import { createSmtpMailer } from "@/server/contact/mailer";
import { startDeliveryLoop, type DeliveryLoop } from "@/server/contact/delivery";
import { openStore, type ContactStore, type NewMessage } from "@/server/db/store";
import { env } from "@/server/env";
import { logger } from "@/server/logger";

/**
 * The process-wide contact runtime: one store and at most one delivery loop. Kept on globalThis
 * because Next.js bundles instrumentation.ts and each route separately, each with its own copy of
 * this module; the symbol makes them share one store and one loop.
 */
type Runtime = { store?: Promise<ContactStore>; loop?: DeliveryLoop; started?: boolean };
const KEY = Symbol.for("ai-platform-finder.contact-runtime");
const runtime = ((globalThis as Record<symbol, Runtime | undefined>)[KEY] ??= {});
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

/** Stores a message (with its outbox row) and asks the delivery loop to send it right away. */
export async function submitContactMessage(input: Omit<NewMessage, "ipHash">, ip: string): Promise<{ id: string }> {
  const store = await contactStore();
  const { id } = await store.saveMessage({ ...input, ipHash: hashIp(ip) });
  if (runtime.started) runtime.loop?.kick();
  else void startContactDelivery(); // the store was down at start: start now that it answers
  return { id };
}
