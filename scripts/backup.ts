// `npm run backup [-- --dir FOLDER]`: a consistent copy of the embedded SQLite database, taken while
// the site keeps running, and the generated images, in one dated file under BACKUP_DIR (default
// ./backups); checked as a restore would check it, then all but the newest BACKUP_KEEP are removed.
// With PostgreSQL (DATABASE_URL) it prints the pg_dump and pg_restore commands and exits 1.
// docs/decisions/0110-backups.md
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, backupSqlite } from "@/server/db/backup";
import { sqliteFile } from "@/server/db/sqlite-store";
import { readBackupEnv } from "./backup-cli";

const usage = `Usage: npm run backup [-- --dir FOLDER]
Writes a dated backup of the SQLite database and DATA_DIR/images into FOLDER (default: BACKUP_DIR,
./backups), checks it, and keeps the newest BACKUP_KEEP (default 14). Safe while the site runs.`;

let values: { dir?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { dir: { type: "string" }, help: { type: "boolean", short: "h" } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const env = readBackupEnv();

const kb = (bytes: number) => (bytes === 0 ? "0 kB" : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const backupDir = path.resolve(values.dir ?? env.BACKUP_DIR);

async function main() {
  try {
    console.log(`Backing up ${sqliteFile(env.DATA_DIR)} and ${path.resolve(env.DATA_DIR, "images")} (the site may keep running).`);
    const result = await backupSqlite({ dataDir: env.DATA_DIR, backupDir, keep: env.BACKUP_KEEP });
    const { tables, bytes } = result.manifest.database;
    const width = Math.max(...Object.keys(tables).map((t) => t.length));
    console.log(`Database copied with VACUUM INTO (${kb(bytes)}); integrity check: ${result.integrity}.`);
    console.log("Rows per table:");
    for (const [table, rows] of Object.entries(tables)) console.log(`  ${table.padEnd(width)}  ${rows}`);
    console.log(`Images: ${result.manifest.images.count} (${kb(result.manifest.images.bytes)}).`);
    console.log(`Checked the archive as a restore would: it restores.`);
    console.log(`Wrote ${result.file} (${kb(result.bytes)}).`);
    console.log(
      result.pruned.length
        ? `Kept the newest ${env.BACKUP_KEEP} backups in ${backupDir}; removed ${result.pruned.join(", ")}.`
        : `Keeping the newest ${env.BACKUP_KEEP} backups in ${backupDir} (BACKUP_KEEP); none removed.`,
    );
    console.log("Copy the backup folder off this machine: a backup on the same disk dies with it.");
  } catch (error) {
    const reason = error instanceof BackupError ? error.message : error instanceof Error ? error.message : String(error);
    console.error(`Backup FAILED: ${reason}.\nNo backup was written.`);
    process.exit(1);
  }
}

void main();
