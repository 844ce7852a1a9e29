import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/tests/support/postgres";

export type AppServer = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote so far. */
  stdout: () => string;
  stderr: () => string;
  stop: () => Promise<void>;
};

/**
 * The production server (`npm start`, scripts/start.mjs) on a free loopback port with its own data
 * folder, ready (`/readyz` answers 200) when this resolves. The build must exist (npm test builds
 * first); if it is stale, the first instance builds it, hence the long deadline.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "app-server-"));
  let out = "";
  let err = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => {
    err += chunk.toString("utf8");
    if (process.env.APP_SERVER_STDERR) process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${err.slice(-2000)}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not become ready");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    dataDir,
    child,
    stdout: () => out,
    stderr: () => err,
    stop: async () => {
      if (child.exitCode === null) await new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM")));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
