import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// `npm run backup` where it cannot do its job: it says why and what to do, and writes nothing.
const run = promisify(execFile);
const root = fs.mkdtempSync(path.join(os.tmpdir(), "backup-cli-"));

async function backup(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/backup.ts"], {
      env: { ...process.env, BACKUP_DIR: path.join(root, "backups"), ...env },
      encoding: "utf8",
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("npm run backup", () => {
  it("with PostgreSQL, gives the pg_dump and pg_restore commands instead of pretending", async () => {
    // Nothing listens there: the command must not need the database to say what to do.
    const result = await backup({ DATABASE_URL: "postgres://site@127.0.0.1:1/finder", DATA_DIR: path.join(root, "data") });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("This site keeps its data in PostgreSQL (DATABASE_URL is set)");
    expect(result.stderr).toContain('pg_dump --format=custom --no-owner --no-privileges --file="site-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump" "$DATABASE_URL"');
    expect(result.stderr).toContain('pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction --dbname="$DATABASE_URL" FILE.dump');
    expect(result.stderr).toContain("The site's tables: messages, outbox, insight_misses");
    expect(fs.existsSync(path.join(root, "backups"))).toBe(false);
  }, 60_000);

  it("without a database, says where it looked and writes no backup", async () => {
    const dataDir = path.join(root, "empty-data");
    const result = await backup({ DATABASE_URL: "", DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Backup FAILED: there is no database at ${path.join(dataDir, "site.db")}: nothing to back up`);
    expect(result.stderr).toContain("No backup was written.");
    expect(fs.existsSync(path.join(root, "backups"))).toBe(false);
  }, 60_000);
});
