// The JavaScript heap bound of `npm start` (issue 16, docs/decisions/0092-heap-bound.md). V8 sizes
// its heap from the machine's memory, not the container's: on a large machine the resident memory
// of an idle-but-busy server climbs to a gigabyte of garbage not yet collected. So the start script
// runs the server in a child node with `--max-old-space-size` chosen here.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The heap without a container limit, and the most we pick on our own: the server's live data is about 60 MiB. */
export const DEFAULT_HEAP_MIB = 192;
const MIN_HEAP_MIB = 64;
/**
 * The heap a platform past the first CATALOGUE_INCLUDED adds to the bound: one and a half times what
 * it adds to the live heap, its entry as kept (3.3 KiB since its evidence is packed outside the
 * heap, decision 0218; 5.1 before) and its share of the discovery engine's indexes and kept hits
 * (7.4 KiB since the postings are typed arrays, decision 0208; 11.6 before), measured at 10,000
 * platforms (bench/RESULTS.md section 12; decisions 0191, 0206). Without it the default heap ran out
 * at 10,000 platforms; with a bound the live heap filled to 83% the collector marked without pause
 * (HTTP search p99 274 ms, 88 ms with room).
 */
export const HEAP_PER_PLATFORM_KIB = 16;
const CATALOGUE_INCLUDED = 200;

/** How many platforms the catalogue the server will read has (CATALOGUE_DIR or content/platforms), 0 when unreadable. */
export function catalogueSize(env = process.env) {
  const dir = env.CATALOGUE_DIR ? path.resolve(env.CATALOGUE_DIR) : path.join(process.cwd(), "content", "platforms");
  try {
    return fs.readdirSync(dir).filter((f) => f.endsWith(".json") && !f.startsWith("_")).length;
  } catch {
    return 0;
  }
}

/** The default heap for a catalogue of this many platforms: DEFAULT_HEAP_MIB, and HEAP_PER_PLATFORM_KIB for each past the first 200. */
export function defaultHeapMib(platforms = 0) {
  return DEFAULT_HEAP_MIB + Math.ceil((Math.max(0, platforms - CATALOGUE_INCLUDED) * HEAP_PER_PLATFORM_KIB) / 1024);
}
const CGROUP_FILES = ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"];

/** The container's memory limit in bytes (cgroup v2, then v1), or undefined when there is none. */
export function containerMemoryLimit(read = (file) => fs.readFileSync(file, "utf8")) {
  for (const file of CGROUP_FILES) {
    let raw;
    try {
      raw = read(file).trim();
    } catch {
      continue;
    }
    if (raw === "max") return undefined;
    const bytes = Number(raw);
    // cgroup v1 writes "no limit" as a number near 2^63.
    if (Number.isFinite(bytes) && bytes > 0 && bytes < 2 ** 50) return bytes;
    return undefined;
  }
  return undefined;
}

/**
 * The heap to give the server, in MiB, and why; or undefined when the operator already set one with
 * `--max-old-space-size` (in NODE_OPTIONS or on the command line). `MAX_HEAP_MB` wins over the
 * container's limit; with a limit, half of it (the rest is code, buffers, the page cache and
 * native memory), at most DEFAULT_HEAP_MIB.
 * @param {{ env: Record<string, string | undefined>, execArgv?: string[], limitBytes?: number }} input
 */
export function chooseHeap({ env, execArgv = [], limitBytes, platforms = 0 }) {
  if ([...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)].some((a) => /^--max-old-space-size(=|$)/.test(a))) return undefined;
  const wanted = env.MAX_HEAP_MB?.trim();
  if (wanted) {
    const mib = Number(wanted);
    if (!Number.isInteger(mib) || mib < 16) throw new Error(`MAX_HEAP_MB must be a whole number of MiB, at least 16 (got '${wanted}').`);
    return { mib, source: "MAX_HEAP_MB" };
  }
  const most = defaultHeapMib(platforms);
  if (limitBytes) {
    const mib = Math.max(MIN_HEAP_MIB, Math.min(most, Math.floor(limitBytes / 2 ** 20 / 2)));
    return { mib, source: `half the container's ${Math.round(limitBytes / 2 ** 20)} MiB limit, at most ${most}` };
  }
  return { mib: most, source: `default (no container limit found${most > DEFAULT_HEAP_MIB ? `; ${platforms} platforms` : ""})` };
}

/**
 * The young generation's semi-space, in MiB. V8 picks 16 for a heap of this size (32 MiB of new
 * space resident all the time); 8 costs a few more, cheap, scavenges of short-lived request garbage
 * and keeps about 16 MiB off the resident set (bench/RESULTS.md section 9, decision 0092).
 */
export const SEMI_SPACE_MIB = 8;

/** Whether the operator already set this V8 flag (in NODE_OPTIONS or on the command line). */
function hasFlag(flag, env, execArgv) {
  return [...execArgv, ...(env.NODE_OPTIONS ?? "").split(/\s+/)].some((a) => new RegExp(`^${flag}(=|$)`).test(a));
}

/** Node's arguments for the server: the heap flag when we choose one, and the young generation's size. */
export function heapArgs(env = process.env, execArgv = process.execArgv) {
  const heap = chooseHeap({ env, execArgv, limitBytes: containerMemoryLimit(), platforms: catalogueSize(env) });
  if (!heap) return [];
  return [`--max-old-space-size=${heap.mib}`, ...(hasFlag("--max-semi-space-size", env, execArgv) ? [] : [`--max-semi-space-size=${SEMI_SPACE_MIB}`])];
}

/**
 * Where glibc's malloc maps a block of its own rather than carving it from its heap: 128 KiB, its
 * starting value, kept fixed. Left to itself glibc raises it to the largest block freed (up to
 * 32 MiB), so a compressor's window or a page's buffer, freed, stays in the heap as free memory
 * the process never gives back: 113 MiB of heap resident after the soak at 10,000 platforms, 57
 * with it fixed, and as many requests served (decision 0219).
 */
export const MMAP_THRESHOLD_BYTES = 128 * 1024;

/**
 * The server's environment: glibc's malloc keeps an arena per thread that allocates (zlib
 * compression and file reads on libuv's threads, the database driver's threads), each holding freed
 * memory; two arenas keep about 40 MiB less resident under load (decision 0092); and large blocks
 * are mapped apart (MMAP_THRESHOLD_BYTES). An operator's own MALLOC_ARENA_MAX and
 * MALLOC_MMAP_THRESHOLD_ win. They only take effect in a process started with them, hence the child.
 */
export function serverEnv(env = process.env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2", MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? String(MMAP_THRESHOLD_BYTES) };
}

/**
 * Called first by scripts/start.mjs. When the heap is not bounded yet, runs `script` again in a
 * child node with the bound, forwards signals, exits with the child's code and never resolves.
 * In the child (or when the operator set the flag), resolves at once; a child whose parent dies
 * stops too, so a killed `npm start` never leaves a server holding the port.
 */
export async function boundHeap(script) {
  // The bound heapArgs passes the child, catalogue size included (the message said 192 MiB at 10,000 platforms while the child had 346).
  const heap = chooseHeap({ env: process.env, execArgv: process.execArgv, limitBytes: containerMemoryLimit(), platforms: catalogueSize(process.env) });
  if (!heap) {
    if (process.send) process.once("disconnect", () => process.kill(process.pid, "SIGTERM"));
    return;
  }
  console.info(`Heap bound: ${heap.mib} MiB (${heap.source}); set MAX_HEAP_MB or NODE_OPTIONS=--max-old-space-size=N to change it.`);
  const child = spawn(process.execPath, [...heapArgs(process.env, process.execArgv), ...process.execArgv, script, ...process.argv.slice(2)], {
    env: serverEnv(process.env),
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    // Its own process group: a Ctrl-C reaches the parent alone, which passes it on once.
    detached: true,
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + 15 : 1)));
  await new Promise(() => {});
}
