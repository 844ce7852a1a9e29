import "server-only";
import type { ContactMailer } from "@/server/contact/mailer";
import type { ContactStore } from "@/server/db/store";

/** Retry policy (docs/decisions/0030): 30 s doubling up to 1 h, about 14 hours of tries in all. */
export const deliveryPolicy = {
  firstRetryMs: 30_000,
  maxRetryMs: 3_600_000,
  maxAttempts: 20,
  /** How long a pass owns the rows it claimed; far above the SMTP timeouts (mailer.ts). */
  leaseMs: 5 * 60_000,
  batchSize: 10,
  /** A pass stops after this many batches and leaves the rest to the next one. */
  maxBatches: 10,
} as const;

/** The wait before the next attempt, after `attemptsMade` failed ones (1, 2, ...). */
export function retryDelayMs(attemptsMade: number): number {
  return Math.min(deliveryPolicy.firstRetryMs * 2 ** Math.max(0, attemptsMade - 1), deliveryPolicy.maxRetryMs);
}

export type DeliveryReport = { sent: number; retrying: number; failed: number };

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
const silent: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

/**
 * One delivery pass: claims the due outbox rows, sends each message once, and records every
 * outcome. Safe to run from several processes at once (the store's claim is exclusive).
 */
export async function deliverDue(
  store: ContactStore,
  mailer: ContactMailer,
  options: { clock?: () => Date; log?: Log } = {},
): Promise<DeliveryReport> {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? silent;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  for (let batch = 0; batch < deliveryPolicy.maxBatches; batch++) {
    const due = await store.claimDue({ now: clock(), limit: deliveryPolicy.batchSize, leaseMs: deliveryPolicy.leaseMs });
    for (const item of due) {
      try {
        await mailer.send(item);
        await store.recordAttempt(item.outboxId, { ok: true, at: clock() });
        report.sent++;
        log.info({ messageId: item.messageId }, "contact message delivered");
      } catch (error) {
        const attemptsMade = item.attempts + 1;
        const at = clock();
        const giveUp = attemptsMade >= deliveryPolicy.maxAttempts;
        const retryAt = giveUp ? undefined : new Date(at.getTime() + retryDelayMs(attemptsMade));
        await store.recordAttempt(item.outboxId, { ok: false, at, error: describe(error), retryAt });
        if (giveUp) {
          report.failed++;
          log.error({ messageId: item.messageId, attempts: attemptsMade, err: describe(error) }, "contact message not delivered; giving up (it stays stored: npm run messages)");
        } else {
          report.retrying++;
          log.warn({ messageId: item.messageId, attempts: attemptsMade, retryAt, err: describe(error) }, "contact message delivery failed; will retry");
        }
      }
    }
    if (due.length < deliveryPolicy.batchSize) break;
  }
  return report;
}

export type DeliveryLoop = {
  /** Runs a pass now (or right after the running one), e.g. just after a message was saved. */
  kick(): void;
  /** Resolves when no pass is running or queued. */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

/** Runs `deliverDue` every `intervalMs` and on every kick, one pass at a time. */
export function startDeliveryLoop(options: { store: ContactStore; mailer: ContactMailer; intervalMs?: number; log?: Log }): DeliveryLoop {
  const log = options.log ?? silent;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue(options.store, options.mailer, { log });
        } catch (error) {
          log.error({ err: describe(error) }, "contact delivery pass failed; the next pass retries");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  const timer = setInterval(() => void run(), options.intervalMs ?? 10_000);
  timer.unref();
  void run();

  return {
    kick: () => void run(),
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
      options.mailer.close();
    },
  };
}
