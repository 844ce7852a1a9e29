import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "@/tests/support/cli";

// `npm run restore` as the operator runs it, given files that are not (whole) backups. The test
// touches the data folder's database only through child processes (the operator's own commands, or
// a script that stores one message): libsql 0.5 releases a closed connection's file lock only when
// its statements are garbage-collected, so a database this process had opened could still look "open
// in another process" to the restore, at random (it failed CI once).
const root = fs.mkdtempSync(path.join(os.tmpdir(), "restore-cli-"));
const dataDir = path.join(root, "data");
const backupDir = path.join(root, "backups");
let backup = "";

const restore = (dir: string, ...args: string[]) => cli("scripts/restore.ts", { DATA_DIR: dir }, ...args);

/** Names and texts of the messages in `dir`'s database, newest first, as `npm run messages -- --json` lists them. */
async function listed(dir: string): Promise<string[]> {
  const result = await cli("scripts/messages.ts", { DATA_DIR: dir }, "--json");
  expect(result.stderr).toBe("");
  return (JSON.parse(result.stdout) as { name: string; message: string }[]).map((m) => `${m.name}: ${m.message}`);
}

/** Stores one contact message in `dir`'s database, from a child process. */
async function store(dir: string, message: { name: string; email: string; message: string }, at?: string) {
  const result = await cli("tests/support/store-message.ts", { DATA_DIR: dir }, JSON.stringify(message), ...(at ? [at] : []));
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
}

/** Every file under `dir` with its bytes' hash, its size and its modification time. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const stat = fs.statSync(file);
    out[path.relative(dir, file)] = entry.isFile() ? `${createHash("sha256").update(fs.readFileSync(file)).digest("hex")} ${stat.size} ${stat.mtimeMs}` : "dir";
  }
  return out;
}

/**
 * What a refused restore must leave as it was: every file byte for byte but the database's, and the
 * database by what it holds. The client may leave its write-ahead log beside the database after
 * closing, and whichever process opens it next (the restore's lock probe, or a connection of the test
 * that closes late) may fold the log in: that changes the files' bytes, not what they hold.
 */
async function unchanged(dir: string): Promise<{ files: Record<string, string>; messages: string[] }> {
  const files = Object.fromEntries(Object.entries(snapshot(dir)).filter(([name]) => !name.startsWith("site.db")));
  return { files, messages: await listed(dir) };
}

const image = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d3b8e40000000049454e44ae426082", "hex");

beforeAll(async () => {
  await store(dataDir, { name: "Ada", email: "ada@example.org", message: "Kept in the backup" }, "2025-10-20T10:00:00Z");
  fs.mkdirSync(path.join(dataDir, "images"));
  fs.writeFileSync(path.join(dataDir, "images", `${createHash("sha256").update(image).digest("hex")}.png`), image);
  const made = await cli("scripts/backup.ts", { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
  expect(made.code).toBe(0);
  backup = /^Wrote (.+\.tar\.gz) \(/m.exec(made.stdout)?.[1] ?? "";
  expect(fs.existsSync(backup)).toBe(true);
}, 60_000);

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe("npm run restore refuses what is not a whole backup, and changes nothing", () => {
  it("a truncated backup", async () => {
    const truncated = path.join(root, "truncated.tar.gz");
    const bytes = fs.readFileSync(backup);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const before = await unchanged(dataDir);
    const result = await restore(dataDir, truncated);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Restore refused: ${truncated}: the file is truncated: it ends before the archive does`);
    expect(result.stderr).toContain("Nothing was changed.");
    expect(await unchanged(dataDir)).toEqual(before);
  }, 60_000);

  it("a tar archive that is not one of ours, and a text file", async () => {
    const notes = path.join(root, "notes.txt");
    fs.writeFileSync(notes, "site.db\nnot a backup\n".repeat(200));
    const foreign = path.join(root, "photos.tar.gz");
    await tar.create({ file: foreign, gzip: true, cwd: root }, ["notes.txt"]);
    const before = await unchanged(dataDir);

    const tarResult = await restore(dataDir, foreign);
    expect(tarResult.code).toBe(1);
    expect(tarResult.stderr).toContain(`Restore refused: ${foreign}: it holds files a backup never holds (notes.txt): it is not a backup made by npm run backup.`);
    expect(tarResult.stderr).toContain("Nothing was changed.");

    const textResult = await restore(dataDir, notes);
    expect(textResult.code).toBe(1);
    expect(textResult.stderr).toContain(`Restore refused: ${notes}: it is not a backup archive made by npm run backup (a gzip-compressed tar file)`);
    expect(await unchanged(dataDir)).toEqual(before);
  }, 60_000);

  it("an archive whose database was altered after the backup", async () => {
    // Same layout and manifest, but site.db is not the database the backup recorded.
    const unpacked = fs.mkdtempSync(path.join(root, "unpacked-"));
    await tar.extract({ file: backup, cwd: unpacked });
    fs.appendFileSync(path.join(unpacked, "site.db"), Buffer.alloc(4096));
    const altered = path.join(root, "altered.tar.gz");
    await tar.create({ file: altered, gzip: true, cwd: unpacked }, fs.readdirSync(unpacked));
    const before = await unchanged(dataDir);
    const result = await restore(dataDir, altered);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("does not match the checksum recorded when the backup was made: the file is damaged");
    expect(await unchanged(dataDir)).toEqual(before);
  }, 60_000);

  it("a database written after the backup was made, unless --force, which keeps it beside the restored one", async () => {
    await store(dataDir, { name: "Grace", email: "grace@example.org", message: "Stored after the backup" });
    const before = await unchanged(dataDir);
    const refused = await restore(dataDir, backup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/site\.db was last written at .*, after this backup was made .*Run again with --force/);
    expect(await unchanged(dataDir)).toEqual(before);

    const forced = await restore(dataDir, backup, "--force");
    expect(forced.stderr).toBe("");
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain("messages 1, outbox 1");
    const aside = /The database it replaced is kept as (\S+?)(?: \(with|\.\n)/.exec(forced.stdout)?.[1];
    expect(aside && fs.existsSync(aside)).toBe(true);
    expect(await listed(dataDir)).toEqual(["Ada: Kept in the backup"]);
    // The replaced database, with the message stored after the backup, is still there to open.
    const asideDir = fs.mkdtempSync(path.join(root, "aside-"));
    fs.copyFileSync(aside!, path.join(asideDir, "site.db"));
    if (fs.existsSync(`${aside}-wal`)) fs.copyFileSync(`${aside}-wal`, path.join(asideDir, "site.db-wal"));
    expect(await listed(asideDir)).toEqual(["Grace: Stored after the backup", "Ada: Kept in the backup"]);
  }, 60_000);
});
