import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, type ContactStore } from "@/server/db/store";
import { lastRunAt, runIfDue, takeLease } from "@/server/sources/schedule";
import { startTestPostgres, type TestPostgres } from "@/tests/support/postgres";

/** Two instances sharing one database: only one runs the watcher's schedule (docs/decisions/0142). */
describe.each(["sqlite", "postgres"] as const)("the source schedule on %s", (kind) => {
  let pg: TestPostgres | undefined;
  let first: ContactStore;
  let second: ContactStore;
  let dir = "";
  beforeAll(async () => {
    if (kind === "postgres") {
      pg = await startTestPostgres();
      const url = await pg.newDatabase();
      first = await openStore({ databaseUrl: url, dataDir: "unused" });
      second = await openStore({ databaseUrl: url, dataDir: "unused" });
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "schedule-"));
      first = await openStore({ dataDir: dir });
      second = await openStore({ dataDir: dir });
    }
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await pg?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("two instances asking at once: one runs the job, the other skips it; neither runs it again before it is due", async () => {
    const runs: string[] = [];
    const job = (who: string) => async () => {
      runs.push(who);
      await new Promise((r) => setTimeout(r, 200)); // still running when the other asks
    };
    const now = Date.now();
    const outcomes = await Promise.all([
      runIfDue(first, { name: "job-a", everyMs: 3600_000, leaseMs: 60_000, holder: "first", now, run: job("first") }),
      runIfDue(second, { name: "job-a", everyMs: 3600_000, leaseMs: 60_000, holder: "second", now, run: job("second") }),
    ]);
    expect(runs).toHaveLength(1);
    expect([...outcomes].sort()).toEqual(["held-elsewhere", "ran"]);
    expect(await lastRunAt(second, "job-a")).toBeGreaterThanOrEqual(now);
    const later = await runIfDue(second, { name: "job-a", everyMs: 3600_000, leaseMs: 60_000, holder: "second", now: now + 1000, run: job("second") });
    expect(later).toBe("not-due");
    const due = await runIfDue(second, { name: "job-a", everyMs: 3600_000, leaseMs: 60_000, holder: "second", now: Date.now() + 3600_000, run: job("second") });
    expect(due).toBe("ran");
    expect(runs).toHaveLength(2);
  });

  it("many instances racing for a lease: exactly one holds it until it runs out", async () => {
    const now = Date.now();
    const stores = [first, second, first, second, first, second];
    const won = await Promise.all(stores.map((s, i) => takeLease(s, "job-b", `holder-${i}`, 10_000, now)));
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await takeLease(first, "job-b", "late", 10_000, now + 5_000)).toBe(false);
    expect(await takeLease(first, "job-b", "after-expiry", 10_000, now + 10_001)).toBe(true);
  });
});
