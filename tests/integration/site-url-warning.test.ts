import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 30: `npm start` (scripts/start.mjs, the production build) warns the operator when SITE_URL
// is unset and the server listens beyond loopback, and stays quiet on loopback.

/** Starts the server, collects its output until it says it is ready, then stops it. */
function startOutput(env: Record<string, string>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-url-"));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "info", ...env };
  delete childEnv.SITE_URL;
  if (env.SITE_URL) childEnv.SITE_URL = env.SITE_URL;
  const child = spawn(process.execPath, ["scripts/start.mjs"], { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error(`no 'ready' line within 50 s:\n${output}`));
    }, 50_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("ready on")) {
        clearTimeout(timer);
        child.kill("SIGTERM");
        child.once("exit", () => resolve(output));
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
  });
}

describe("npm start and SITE_URL", () => {
  it("warns when SITE_URL is unset and the server listens on every interface", async () => {
    const output = await startOutput({ HOST: "0.0.0.0", PORT: "3171" });
    expect(output).toContain("SITE_URL is not set, and the server listens on 0.0.0.0:3171");
    expect(output).toContain("Set SITE_URL to the public address");
  }, 60_000);

  it("stays quiet on loopback", async () => {
    expect(await startOutput({ HOST: "127.0.0.1", PORT: "3172" })).not.toContain("SITE_URL is not set");
    // SITE_URL set: scripts/site-url-warning.test.ts (here it would change the build and start a rebuild).
  }, 60_000);
});
