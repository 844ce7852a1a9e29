import "server-only";
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createClient, type Client } from "@libsql/client";
import { getTableName } from "drizzle-orm";
import * as tar from "tar";
import { z } from "zod";
import { messages, outbox } from "@/server/db/schema-sqlite";
import { sqliteFile } from "@/server/db/sqlite-store";
import { isStoredImageName } from "@/server/images/storage";

/**
 * Backups of the embedded store (issue 33, docs/decisions/0110): one gzip-compressed tar file holding
 * `backup.json` (what it is, when, the database's checksum and row counts), `site.db` (a copy made
 * with SQLite's `VACUUM INTO` on a live connection: one consistent snapshot while the site keeps
 * writing) and `images/` (the generated images). `checkBackup` is the one check of such a file:
 * `npm run backup` runs it on the archive it wrote before reporting success, `npm run restore` runs
 * it before touching the data folder.
 */

export const BACKUP_FORMAT = "ai-platform-finder-backup";
const MANIFEST = "backup.json";
const DATABASE = "site.db";
/** drizzle's record of applied migrations: present in every database the site has opened. */
const MIGRATIONS_TABLE = "__drizzle_migrations";
/** Tables every backup must hold, whatever version of the site made it. */
const REQUIRED_TABLES = [MIGRATIONS_TABLE, getTableName(messages), getTableName(outbox)];
const BACKUP_NAME = /^site-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.tar\.gz$/;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({ file: z.literal(DATABASE), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/), tables: z.record(z.string(), z.number().int().nonnegative()) }),
  images: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A file that is not a usable backup, or a restore that must not go ahead; the message says why. */
export class BackupError extends Error {}

/** `site-backup-2025-10-20T10-00-00Z.tar.gz`: sorts by time, and says when at a glance. */
export function backupFileName(at: Date): string {
  return `site-backup-${at.toISOString().slice(0, 19).replaceAll(":", "-")}Z.tar.gz`;
}

/**
 * Deletes all but the newest `keep` backups in `dir` (by the time in their names) and returns the
 * names it deleted. Only files named like our backups are considered; anything else is left alone.
 */
export function pruneBackups(dir: string, keep: number): string[] {
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`keep must be a whole number of at least 1 (got ${keep})`);
  const ours = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && BACKUP_NAME.test(e.name))
    .map((e) => e.name)
    .sort()
    .reverse();
  const old = ours.slice(keep);
  for (const name of old) fs.rmSync(path.join(dir, name));
  return old;
}

const sha256 = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The integrity check's verdict ("ok" or its first problems) and the rows of every table. */
async function inspectDatabase(file: string): Promise<{ integrity: string; tables: Record<string, number> }> {
  const client = createClient({ url: pathToFileURL(file).href });
  try {
    const check = await client.execute("PRAGMA integrity_check");
    const integrity = check.rows.map((r) => String(r[0])).slice(0, 5).join("; ");
    const names = await client.execute("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
    const tables = Object.create(null) as Record<string, number>; // table names, read from the file itself
    for (const row of names.rows) {
      const name = String(row[0]);
      const count = await client.execute(`SELECT count(*) FROM ${quoted(name)}`);
      tables[name] = Number(count.rows[0]![0]);
    }
    return { integrity, tables };
  } catch (error) {
    throw new BackupError(`site.db cannot be read as an SQLite database (${error instanceof Error ? error.message : String(error)})`);
  } finally {
    client.close();
  }
}

function storedImages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && isStoredImageName(e.name))
    .map((e) => e.name)
    .sort();
}

/** What a tar reading error means to someone holding the file. */
function describeArchiveError(error: unknown): string {
  const e = error as { code?: string; message?: string };
  const message = e?.message ?? String(error);
  if (e?.code === "Z_BUF_ERROR" || /unexpected end|truncated/i.test(message)) {
    return `the file is truncated: it ends before the archive does (${message}). Copy it again from where it is stored`;
  }
  if (e?.code === "ENOENT") return "the file does not exist";
  if (e?.code === "EISDIR") return "it is a folder, not a backup file";
  return `it is not a backup archive made by npm run backup (a gzip-compressed tar file): ${message}`;
}

export type CheckedBackup = {
  manifest: BackupManifest;
  /** A temporary folder holding the checked `site.db` and `images/`; remove it with `cleanup`. */
  dir: string;
  images: string[];
  integrity: string;
  cleanup: () => void;
};

/**
 * Reads a backup file into a temporary folder and checks everything a restore relies on: it is a
 * complete archive holding only what our backups hold, its manifest is ours, the database has the
 * checksum recorded at backup time, passes SQLite's integrity check and has the expected tables with
 * the recorded row counts, and every image has the hash its name says. Throws a BackupError saying
 * what is wrong; touches nothing outside the temporary folder.
 */
export async function checkBackup(file: string, tmpRoot = os.tmpdir()): Promise<CheckedBackup> {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) throw new BackupError("the file does not exist");
  if (!stat.isFile()) throw new BackupError("it is not a file");
  const dir = fs.mkdtempSync(path.join(tmpRoot, ".restore-check-"));
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const foreign: string[] = [];
    const allowed = (entryPath: string, type: string) =>
      (type === "File" && (entryPath === MANIFEST || entryPath === DATABASE || /^images\/[^/]+$/.test(entryPath) && isStoredImageName(entryPath.slice(7)))) ||
      (type === "Directory" && /^images\/?$/.test(entryPath));
    try {
      await tar.extract({
        file,
        cwd: dir,
        strict: true,
        gzip: true,
        filter: (entryPath, entry) => {
          const type = "type" in entry ? String(entry.type) : "File";
          if (allowed(entryPath, type)) return true;
          foreign.push(entryPath);
          return false;
        },
      });
    } catch (error) {
      throw new BackupError(describeArchiveError(error));
    }
    if (foreign.length > 0) {
      throw new BackupError(`it holds files a backup never holds (${foreign.slice(0, 3).join(", ")}${foreign.length > 3 ? ", ..." : ""}): it is not a backup made by npm run backup`);
    }
    const manifestFile = path.join(dir, MANIFEST);
    if (!fs.existsSync(manifestFile)) throw new BackupError(`it is a tar archive but has no ${MANIFEST}: it is not a backup made by npm run backup`);
    let manifest: BackupManifest;
    try {
      manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, "utf8")));
    } catch {
      throw new BackupError(`its ${MANIFEST} is not the manifest of a backup made by npm run backup (format "${BACKUP_FORMAT}", version 1)`);
    }
    const dbFile = path.join(dir, DATABASE);
    if (!fs.existsSync(dbFile)) throw new BackupError(`it has no ${DATABASE}: the database is missing from the archive`);
    if (sha256(dbFile) !== manifest.database.sha256) throw new BackupError(`its ${DATABASE} does not match the checksum recorded when the backup was made: the file is damaged`);
    const { integrity, tables } = await inspectDatabase(dbFile);
    if (integrity !== "ok") throw new BackupError(`its database fails SQLite's integrity check: ${integrity}`);
    const missing = [...new Set([...REQUIRED_TABLES, ...Object.keys(manifest.database.tables)])].filter((t) => !(t in tables));
    if (missing.length > 0) throw new BackupError(`its database lacks the table${missing.length === 1 ? "" : "s"} ${missing.join(", ")}`);
    for (const [table, rows] of Object.entries(manifest.database.tables)) {
      if (tables[table] !== rows) throw new BackupError(`its table ${table} has ${tables[table]} rows where the backup recorded ${rows}`);
    }
    const images = storedImages(path.join(dir, "images"));
    for (const name of images) {
      if (sha256(path.join(dir, "images", name)) !== name.slice(0, 64)) throw new BackupError(`its image ${name} does not have the content its name says: the file is damaged`);
    }
    if (images.length !== manifest.images.count) throw new BackupError(`it holds ${images.length} images where the backup recorded ${manifest.images.count}`);
    return { manifest, dir, images, integrity, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

export type BackupResult = {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  integrity: string;
  pruned: string[];
};

/**
 * Writes a backup of `{dataDir}/site.db` and `{dataDir}/images` into `backupDir` while the site keeps
 * running, checks it as a restore would, then deletes all but the newest `keep` backups. A backup
 * that fails any step leaves no file behind that looks like a backup.
 */
export async function backupSqlite({ dataDir, backupDir, keep, now = new Date() }: { dataDir: string; backupDir: string; keep: number; now?: Date }): Promise<BackupResult> {
  const source = sqliteFile(dataDir);
  if (!fs.existsSync(source)) throw new BackupError(`there is no database at ${source}: nothing to back up (the site creates it on its first start; check DATA_DIR)`);
  fs.mkdirSync(backupDir, { recursive: true });
  const final = path.join(backupDir, backupFileName(now));
  if (fs.existsSync(final)) throw new BackupError(`${final} already exists: run the backup again in a second`);
  const staging = fs.mkdtempSync(path.join(backupDir, ".backup-"));
  const partial = `${final}.${randomUUID()}.partial`;
  try {
    // One read transaction on a live connection: a consistent snapshot, while the site goes on
    // writing (WAL mode lets readers and the writer work at once; the busy timeout waits out a checkpoint).
    const live: Client = createClient({ url: pathToFileURL(source).href, timeout: 5_000 });
    try {
      await live.execute({ sql: "VACUUM INTO ?", args: [path.join(staging, DATABASE)] });
    } finally {
      live.close();
    }
    const copy = path.join(staging, DATABASE);
    const { integrity, tables } = await inspectDatabase(copy);
    if (integrity !== "ok") throw new BackupError(`the copy fails SQLite's integrity check: ${integrity}`);

    // Images are content-addressed and never rewritten: hard links are safe and cost no space.
    const imagesDir = path.resolve(dataDir, "images");
    const images = storedImages(imagesDir);
    fs.mkdirSync(path.join(staging, "images"));
    let imageBytes = 0;
    for (const name of images) {
      const from = path.join(imagesDir, name);
      const to = path.join(staging, "images", name);
      try {
        fs.linkSync(from, to);
      } catch {
        fs.copyFileSync(from, to);
      }
      imageBytes += fs.statSync(to).size;
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: now.toISOString(),
      database: { file: DATABASE, bytes: fs.statSync(copy).size, sha256: sha256(copy), tables },
      images: { count: images.length, bytes: imageBytes },
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ file: partial, cwd: staging, gzip: true, portable: true }, [MANIFEST, DATABASE, "images"]);

    // The archive as written must pass the very check a restore makes.
    const checked = await checkBackup(partial, staging);
    checked.cleanup();
    fs.renameSync(partial, final);
    const pruned = pruneBackups(backupDir, keep);
    return { file: final, bytes: fs.statSync(final).size, manifest, integrity, pruned };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Whether another process has the database open (a running site, `npm run messages`): SQLite
 * connections in WAL mode hold a shared lock on the file for as long as they are open, so an
 * exclusive lock is refused. Cheap, and catches every way of running the site.
 */
async function databaseInUse(file: string): Promise<boolean> {
  const client = createClient({ url: pathToFileURL(file).href, timeout: 0 });
  try {
    await client.execute("PRAGMA locking_mode = EXCLUSIVE");
    await client.execute("BEGIN EXCLUSIVE");
    return false;
  } catch (error) {
    if (/SQLITE_BUSY|SQLITE_LOCKED|database is locked/i.test(String((error as Error)?.message ?? error))) return true;
    throw error;
  } finally {
    client.close();
  }
}

/** When the database in the data folder was last written (the file or its write-ahead log). */
function lastWritten(file: string): Date | undefined {
  const times = [file, `${file}-wal`].map((f) => fs.statSync(f, { throwIfNoEntry: false })?.mtime).filter((t): t is Date => t !== undefined);
  return times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : undefined;
}

export type RestoreResult = {
  manifest: BackupManifest;
  integrity: string;
  database: string;
  /** Where the database that was replaced now is, if there was one. */
  keptAside?: string;
  imagesAdded: number;
  imagesPresent: number;
};

/**
 * Restores a checked backup into a stopped site's data folder. Refuses (BackupError, nothing
 * changed) when the file is not a usable backup, when something has the database open, and when
 * the database there was written after the backup was made, unless `force`. The database it
 * replaces is kept beside it (`site.db.before-restore-...`), never deleted; images are added to
 * those already there (they are content-addressed, so a name present is the same image).
 */
export async function restoreSqlite({ file, dataDir, force = false, now = new Date() }: { file: string; dataDir: string; force?: boolean; now?: Date }): Promise<RestoreResult> {
  const target = sqliteFile(dataDir);
  const checked = await checkBackup(file);
  try {
    const { manifest } = checked;
    // The age first: it only reads the files' times. Opening the database to see whether it is in
    // use lets SQLite fold a leftover write-ahead log into it, which a refusal must not do.
    const written = lastWritten(target);
    if (written && written > new Date(manifest.createdAt) && !force) {
      throw new BackupError(
        `${target} was last written at ${written.toISOString()}, after this backup was made (${manifest.createdAt}), so it may hold messages stored since. Run again with --force to restore anyway (the current database is kept beside it)`,
      );
    }
    if (fs.existsSync(target) && (await databaseInUse(target))) {
      throw new BackupError(`${target} is open in another process (the site is running, or npm run messages is): stop the site, then restore`);
    }

    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Copy first, under a temporary name in the same folder, so the switch is one rename.
    const incoming = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.restoring`);
    fs.copyFileSync(path.join(checked.dir, DATABASE), incoming);
    let keptAside: string | undefined;
    const stamp = now.toISOString().slice(0, 19).replaceAll(":", "-");
    // The old database moves aside together with its write-ahead log, which belongs to it alone.
    for (const suffix of ["", "-wal", "-shm"]) {
      if (!fs.existsSync(`${target}${suffix}`)) continue;
      const aside = `${target}.before-restore-${stamp}Z${suffix}`;
      fs.renameSync(`${target}${suffix}`, aside);
      if (suffix === "") keptAside = aside;
    }
    fs.renameSync(incoming, target);

    const imagesDir = path.resolve(dataDir, "images");
    fs.mkdirSync(imagesDir, { recursive: true });
    let imagesAdded = 0;
    for (const name of checked.images) {
      const to = path.join(imagesDir, name);
      if (fs.existsSync(to)) continue;
      const temp = path.join(imagesDir, `.${name}.${randomUUID()}.tmp`);
      fs.copyFileSync(path.join(checked.dir, "images", name), temp);
      fs.renameSync(temp, to);
      imagesAdded++;
    }
    return { manifest, integrity: checked.integrity, database: target, keptAside, imagesAdded, imagesPresent: checked.images.length - imagesAdded };
  } finally {
    checked.cleanup();
  }
}

/**
 * What to do instead with PostgreSQL (DATABASE_URL): its own tools make a consistent dump of a live
 * database, and restore it into the site's database. The README gives the same commands.
 */
export function postgresInstructions(tableNames: string[]): string {
  return [
    "This site keeps its data in PostgreSQL (DATABASE_URL is set). npm run backup and npm run restore",
    "handle the embedded SQLite database only; back PostgreSQL up with its own tools, which take a",
    "consistent snapshot while the site runs:",
    "",
    '  pg_dump --format=custom --no-owner --no-privileges --file="site-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump" "$DATABASE_URL"',
    "",
    "Check a dump by listing it (pg_restore --list FILE). To restore, stop the site, then:",
    "",
    '  pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction --dbname="$DATABASE_URL" FILE.dump',
    "",
    `The site's tables: ${tableNames.join(", ")}, and drizzle.__drizzle_migrations (applied migrations).`,
    'Generated images are files: tar -czf "images-$(date -u +%Y-%m-%d).tar.gz" -C "$DATA_DIR" images',
  ].join("\n");
}
