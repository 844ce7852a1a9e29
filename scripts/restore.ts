// `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back into DATA_DIR, for
// a stopped site. The file is checked first (ours, complete, database integrity, tables, checksums);
// a database that is open in another process, or was written after the backup was made, is not
// replaced (the second only with --force). The replaced database is kept beside the new one.
// docs/decisions/0110-backups.md
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, restoreSqlite } from "@/server/db/backup";
import { readBackupEnv } from "./backup-cli";

const usage = `Usage: npm run restore -- FILE [--force]
Restores a backup made by npm run backup into DATA_DIR (default ./data). Stop the site first.
--force  replace a database written after the backup was made (it is kept beside the new one)`;

let parsed: { values: { force?: boolean; help?: boolean }; positionals: string[] };
try {
  parsed = parseArgs({ options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } }, allowPositionals: true });
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
if (parsed.values.help) {
  console.log(usage);
  process.exit(0);
}
if (parsed.positionals.length !== 1) {
  console.error(`Name one backup file to restore.\n\n${usage}`);
  process.exit(2);
}
const file = path.resolve(parsed.positionals[0]!);

const env = readBackupEnv();

async function main() {
  try {
    const result = await restoreSqlite({ file, dataDir: env.DATA_DIR, force: parsed.values.force ?? false });
    const { tables } = result.manifest.database;
    const made = `${result.manifest.createdAt.slice(0, 19).replace("T", " ")} UTC`;
    console.log(`Checked ${file}: a backup made ${made}; integrity check: ${result.integrity}.`);
    console.log(`Restored ${result.database}: ${Object.entries(tables).map(([t, n]) => `${t} ${n}`).join(", ")}.`);
    if (result.keptAside) {
      const wal = fs.existsSync(`${result.keptAside}-wal`) ? ` (with its write-ahead log, ${path.basename(result.keptAside)}-wal: keep the two together)` : "";
      console.log(`The database it replaced is kept as ${result.keptAside}${wal}.`);
    }
    console.log(`Images: ${result.imagesAdded} restored into ${path.resolve(env.DATA_DIR, "images")}${result.imagesPresent ? `, ${result.imagesPresent} already there` : ""}.`);
    console.log("Start the site: npm start");
  } catch (error) {
    if (!(error instanceof BackupError)) {
      console.error(`Restore FAILED: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
    console.error(`Restore refused: ${file}: ${error.message}.\nNothing was changed.`);
    process.exit(1);
  }
}

void main();
