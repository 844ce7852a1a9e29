// Shared helpers for the benchmark drivers: start the production server, measure, report.
import { fork, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { heapArgs, serverEnv } from "../scripts/heap-limit.mjs";

export const ROOT = path.resolve(import.meta.dirname, "..");

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One GET, timed from the request to the response's last byte, with node:http over a kept-alive
 * connection and no decompression: the server's time plus loopback. (Node 20's fetch adds 2 to 3 ms
 * of its own per request on these machines: measured 23.2 against 20.9 ms p50 for the same 200
 * search URLs, so it is kept for the load tests' clients only.)
 * @returns {Promise<{ ms: number, status: number, body: Buffer }>}
 */
export function timedGet(url) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.get(url, { agent: keepAlive }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ ms: performance.now() - start, status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

export const round = (n, d = 1) => (Number.isFinite(n) ? Number(n.toFixed(d)) : n);

export async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Starts `npm start`'s server (scripts/start.mjs) on a port with its own data folder, with the heap
 * bound `npm start` would choose given directly, so the measured process is the server itself.
 */
export async function startApp({ port, dataDir, env = {} }) {
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [...heapArgs({ ...process.env, ...env }), "scripts/start.mjs"], {
    cwd: ROOT,
    // As `npm start` runs it (scripts/heap-limit.mjs): its heap flags and malloc setting.
    env: {
      ...serverEnv(process.env),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_CHAT_PER_MINUTE: "1000000",
      RATE_LIMIT_IMAGE_PER_MINUTE: "1000000",
      RATE_LIMIT_CONTACT_PER_HOUR: "1000000",
      RATE_LIMIT_API_PER_MINUTE: "1000000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Another server already on the port would answer too: the child must still be running.
  const exited = new Promise((_, reject) => child.once("exit", (code) => reject(new Error(`the server exited (${code}) before it was ready: is port ${port} free?`))));
  await Promise.race([waitFor(`http://127.0.0.1:${port}/healthz`), exited]);
  exited.catch(() => {});
  return child;
}

export async function stopApp(child, signal = "SIGTERM") {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill(signal);
  await exited;
}

export function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return round(kb / 1024, 0);
}

export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim()}, ${round(os.totalmem() / 2 ** 30, 0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/**
 * The static-file floor in its own process (bench/floor-server.mjs) serving `bodies` (URL path ->
 * Buffer). Returns its base URL and a stop function.
 */
export async function startFloor(bodies) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-floor-"));
  const map = {};
  [...bodies].forEach(([url, body], i) => {
    const file = path.join(dir, `${i}.html`);
    fs.writeFileSync(file, body);
    map[url] = file;
  });
  fs.writeFileSync(path.join(dir, "map.json"), JSON.stringify(map));
  const child = fork(path.join(ROOT, "bench", "floor-server.mjs"), [path.join(dir, "map.json")], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const { port } = await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill();
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The one-minute load average, to say how busy the (shared) machine was during a measurement. */
export const loadAverage = () => round(os.loadavg()[0], 1);
