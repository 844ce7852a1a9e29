import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { catalogueFacts } from "@/lib/catalogue-facts";
import type { ContactStore } from "@/server/db/store";
import { saveVerdicts, sourceVerdicts } from "@/server/sources/results";
import { checkSources, type FactResult, type WatchOptions } from "@/server/sources/watcher";

/** The job's name in job_leases. */
export const SOURCES_JOB = "sources-check";

/**
 * Takes the named job's lease for `leaseMs` unless another holder has it: one statement, so of
 * several instances sharing the database exactly one gets it (docs/decisions/0142).
 */
export async function takeLease(store: ContactStore, name: string, holder: string, leaseMs: number, now = Date.now()): Promise<boolean> {
  const rows = await store.rows(sql`
    INSERT INTO job_leases (name, holder, until) VALUES (${name}, ${holder}, ${now + leaseMs})
    ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until WHERE job_leases.until < ${now}
    RETURNING holder`);
  return rows.length === 1 && String(rows[0]?.holder) === holder;
}

/** Releases the lease and records the run's time. */
export async function finishLease(store: ContactStore, name: string, holder: string, now = Date.now()): Promise<void> {
  await store.rows(sql`UPDATE job_leases SET until = ${now}, last_run_at = ${now} WHERE name = ${name} AND holder = ${holder}`);
}

export async function lastRunAt(store: ContactStore, name: string): Promise<number | undefined> {
  const [row] = await store.rows(sql`SELECT last_run_at FROM job_leases WHERE name = ${name}`);
  return row?.last_run_at == null ? undefined : Number(row.last_run_at);
}

/**
 * Runs the job when it is due (never run, or last run `everyMs` ago) and this instance takes the
 * lease; answers what happened. The lease outlasts any run (`leaseMs`), so a crashed run frees it.
 */
export async function runIfDue(
  store: ContactStore,
  { name, everyMs, leaseMs, holder = randomUUID(), now = Date.now(), run }: { name: string; everyMs: number; leaseMs: number; holder?: string; now?: number; run: () => Promise<unknown> },
): Promise<"ran" | "not-due" | "held-elsewhere"> {
  const due = async () => {
    const last = await lastRunAt(store, name);
    return last === undefined || now - last >= everyMs;
  };
  if (!(await due())) return "not-due";
  if (!(await takeLease(store, name, holder, leaseMs, now))) return "held-elsewhere";
  try {
    if (!(await due())) return "not-due"; // another instance finished a run meanwhile
    await run();
  } finally {
    await finishLease(store, name, holder, Date.now());
  }
  return "ran";
}

/** One check of every source the catalogue cites, its verdicts kept. */
export async function checkCatalogueSources(store: ContactStore, options: Omit<WatchOptions, "previousHash">): Promise<FactResult[]> {
  const previous = await sourceVerdicts(store);
  const facts = catalogueFacts().map((f) => ({ key: f.key, platformId: f.platformId, url: f.source.url, quote: f.source.quote }));
  const results = await checkSources(facts, { ...options, previousHash: (key) => previous.get(key)?.textHash ?? undefined });
  await saveVerdicts(store, results);
  return results;
}

/** The watcher's user agent: the site's name and address, so a vendor knows who reads its page. */
export function watcherAgent(siteUrl: string) {
  return { userAgent: `AIPlatformFinderSourceWatcher/1.0 (+${siteUrl}; checks the pages the site cites)`, robotsAgent: "AIPlatformFinderSourceWatcher" };
}
