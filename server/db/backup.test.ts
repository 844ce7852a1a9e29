import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupFileName, pruneBackups } from "@/server/db/backup";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function folderWith(names: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prune-"));
  dirs.push(dir);
  for (const name of names) fs.writeFileSync(path.join(dir, name), name);
  return dir;
}

describe("keeping the last N backups", () => {
  const days = ["2025-10-01", "2025-10-02", "2025-10-03", "2025-10-04", "2025-10-05"].map((d) => backupFileName(new Date(`${d}T03:00:00Z`)));

  it("names a backup by its time, so names sort by time", () => {
    expect(backupFileName(new Date("2025-10-20T10:00:05.123Z"))).toBe("site-backup-2025-10-20T10-00-05Z.tar.gz");
  });

  it("deletes the oldest backups beyond N, by the time in their names (not the order they were written)", () => {
    const dir = folderWith([days[3]!, days[0]!, days[4]!, days[2]!, days[1]!]);
    expect(pruneBackups(dir, 3).sort()).toEqual([days[0], days[1]]);
    expect(fs.readdirSync(dir).sort()).toEqual([days[2], days[3], days[4]]);
  });

  it("leaves every file that is not one of its backups alone", () => {
    const others = ["notes.txt", `${days[0]}.1234.partial`, "site-backup-latest.tar.gz", "site.db"];
    const dir = folderWith([...days, ...others]);
    pruneBackups(dir, 1);
    expect(fs.readdirSync(dir).sort()).toEqual([...others, days[4]].sort());
  });

  it("deletes nothing when there are N or fewer", () => {
    const dir = folderWith(days.slice(0, 2));
    expect(pruneBackups(dir, 2)).toEqual([]);
    expect(pruneBackups(dir, 14)).toEqual([]);
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });

  it("refuses to keep fewer than one", () => {
    const dir = folderWith(days);
    expect(() => pruneBackups(dir, 0)).toThrow(/at least 1/);
    expect(fs.readdirSync(dir)).toHaveLength(5);
  });
});
