import "server-only";
import { randomUUID } from "node:crypto";
import { contactStore } from "@/server/contact/contact-service";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { refreshSourceMarks } from "@/server/sources/marks";
import { checkCatalogueSources, runIfDue, SOURCES_JOB, watcherAgent } from "@/server/sources/schedule";

const KEY = Symbol.for("ai-platform-finder.sources-schedule");
const LOOK_EVERY_MS = 10 * 60_000;

/**
 * The source watcher on a schedule inside the server (SOURCES_CHECK_EVERY_HOURS): every ten minutes
 * each instance asks whether a run is due; the one that takes the database lease runs it.
 */
export function startSourceSchedule(): void {
  const hours = env.SOURCES_CHECK_EVERY_HOURS;
  const state = globalThis as Record<symbol, unknown>;
  if (!hours || state[KEY]) return;
  state[KEY] = true;
  const log = logger.child({ component: "sources" });
  const holder = randomUUID();
  const tick = async () => {
    try {
      const store = await contactStore();
      const outcome = await runIfDue(store, {
        name: SOURCES_JOB,
        everyMs: hours * 3600_000,
        leaseMs: 6 * 3600_000,
        holder,
        run: async () => {
          const results = await checkCatalogueSources(store, watcherAgent(env.SITE_URL));
          await refreshSourceMarks(); // the platform pages' marks follow at once (docs/decisions/0161)
          log.info({ facts: results.length, toRecheck: results.filter((r) => r.verdict !== "present").length }, "sources checked");
        },
      });
      log.debug({ outcome }, "source schedule");
    } catch (error) {
      log.error({ err: error }, "source check failed");
    }
  };
  setTimeout(() => void tick(), 60_000).unref();
  setInterval(() => void tick(), LOOK_EVERY_MS).unref();
}
