import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { cli } from "@/tests/support/cli";
import { startAppServer, type AppServer } from "@/tests/support/app-process";

// Issue 33: `npm run backup` on a site that keeps taking contact messages, `npm run restore` into a
// fresh data folder, and the site started on it, as an operator would do after losing a disk.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "backup-restore-"));
const servers: AppServer[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  fs.rmSync(root, { recursive: true, force: true });
}, 60_000);

describe("a backup taken while the site takes messages", () => {
  it("restores into a fresh data folder with every message acknowledged before it began", async () => {
    const site = await startAppServer({ RATE_LIMIT_CONTACT_PER_HOUR: "1000000" });
    servers.push(site);

    // Two visitors sending messages back to back for as long as the test runs.
    const acknowledged: string[] = [];
    const problems: string[] = [];
    let sent = 0;
    let stop = false;
    const visitor = async () => {
      while (!stop) {
        const i = sent++;
        const response = await fetch(`${site.url}/functions/v1/send-contact-email`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name: `Visitor ${i}`, email: `visitor${i}@example.org`, message: `Backup test message #${i}` }),
        });
        const body = (await response.json()) as { id?: string };
        if (response.status === 201 && body.id) acknowledged.push(body.id);
        else problems.push(`${response.status} ${JSON.stringify(body)}`);
      }
    };
    const visitors = [visitor(), visitor()];
    while (acknowledged.length < 40 && problems.length === 0) await new Promise((r) => setTimeout(r, 20));

    const beforeBackup = [...acknowledged];
    const backupDir = path.join(root, "backups");
    const backup = await cli("scripts/backup.ts", { DATA_DIR: site.dataDir, BACKUP_DIR: backupDir });
    const duringBackup = acknowledged.length - beforeBackup.length;
    stop = true;
    await Promise.all(visitors);

    expect(problems).toEqual([]);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    // The site kept answering and storing messages while the backup ran.
    expect(duringBackup).toBeGreaterThan(0);
    expect(backup.stdout).toContain("integrity check: ok");
    const backedUp = Number(/^ {2}messages +(\d+)$/m.exec(backup.stdout)?.[1]);
    expect(backedUp).toBeGreaterThanOrEqual(beforeBackup.length);
    expect(backup.stdout).toMatch(new RegExp(`^ {2}outbox +${backedUp}$`, "m"));
    const file = /^Wrote (.+\.tar\.gz) \(/m.exec(backup.stdout)?.[1] ?? "";
    expect(fs.readdirSync(backupDir)).toEqual([path.basename(file)]);

    // Restoring over the running site's database is refused, even with --force.
    const overRunning = await cli("scripts/restore.ts", { DATA_DIR: site.dataDir }, file, "--force");
    expect(overRunning.code).toBe(1);
    expect(overRunning.stderr).toContain("is open in another process (the site is running, or npm run messages is): stop the site, then restore");

    // After a lost disk: restore into an empty folder and start the site on it.
    const fresh = path.join(root, "fresh-data");
    const restored = await cli("scripts/restore.ts", { DATA_DIR: fresh }, file);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain("integrity check: ok");
    const revived = await startAppServer({ DATA_DIR: fresh });
    servers.push(revived);
    const after = await fetch(`${revived.url}/functions/v1/send-contact-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "After", email: "after@example.org", message: "Sent to the restored site" }),
    });
    expect(after.status).toBe(201);

    const listed = await cli("scripts/messages.ts", { DATA_DIR: fresh }, "--json", "--limit", "100000");
    expect(listed.code).toBe(0);
    const ids = new Set((JSON.parse(listed.stdout) as { id: string }[]).map((m) => m.id));
    expect(beforeBackup.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBe(backedUp + 1);

    const db = createClient({ url: pathToFileURL(path.join(fresh, "site.db")).href });
    try {
      expect((await db.execute("PRAGMA integrity_check")).rows.map((r) => r[0])).toEqual(["ok"]);
    } finally {
      db.close();
    }
  }, 300_000);
});
