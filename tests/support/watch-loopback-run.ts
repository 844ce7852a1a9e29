import { execFileSync } from "node:child_process";

/** One source line of a platform page as tests/support/watch-loopback.ts reports it after a run. */
export type WatchedLine = { keys: string[]; quote: string; behaviour: "keep" | "gone" | "move" | "dead"; checked: string; seen: string; verdicts: string[] };

/**
 * Runs the source watcher over one platform's facts against loopback vendor pages (one behaviour per
 * source line: keep, gone, move, dead; the rest keep) and keeps the verdicts in the database of `dataDir`.
 */
export function watchLoopback(dataDir: string, platformId: string, ...behaviours: WatchedLine["behaviour"][]): WatchedLine[] {
  const out = execFileSync("npx", ["tsx", "--conditions=react-server", "tests/support/watch-loopback.ts", platformId, ...behaviours], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").at(-1)!) as WatchedLine[];
}
