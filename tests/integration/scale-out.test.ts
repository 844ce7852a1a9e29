import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startTestPostgres, type TestPostgres } from "@/tests/support/postgres";
import { startTestSmtp, type TestSmtp } from "@/tests/support/smtp";

// Two instances of the production server (`npm start`) on one real PostgreSQL and one real SMTP
// server, as when the site is scaled out behind a load balancer.
let postgres: TestPostgres;
let smtp: TestSmtp;
const instances: { url: string; child: ChildProcess }[] = [];
const LIMIT = 30;

async function startInstance(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "scale-out-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      CONTACT_TO: "owner@example.org",
      CONTACT_FROM: "site@example.org",
      RATE_LIMIT_CONTACT_PER_HOUR: String(LIMIT),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("instance did not become ready");
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child };
}

beforeAll(async () => {
  [postgres, smtp] = await Promise.all([startTestPostgres(), startTestSmtp()]);
  const databaseUrl = await postgres.newDatabase();
  // One after the other: the first may build the site if the build is stale.
  instances.push(await startInstance(databaseUrl));
  instances.push(await startInstance(databaseUrl));
}, 300_000);

afterAll(async () => {
  await Promise.all(
    instances.map(({ child }) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once("exit", resolve), child.kill("SIGTERM"))))),
  );
  await smtp?.stop();
  await postgres?.stop();
});

describe("two instances on one PostgreSQL", () => {
  it("deliver every acknowledged message exactly once, and share one rate limit", async () => {
    const send = (url: string, i: number) =>
      fetch(`${url}/functions/v1/send-contact-email`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: `Visitor ${i}`, email: `visitor${i}@example.org`, message: `scale-out message #${i}` }),
      });
    // 20 messages to each instance, interleaved, from one client address.
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => send(instances[i % 2]!.url, i)));
    const accepted = responses.map((r, i) => (r.status === 201 ? i : -1)).filter((i) => i >= 0);
    const limited = responses.filter((r) => r.status === 429);
    expect(accepted).toHaveLength(LIMIT);
    expect(limited).toHaveLength(40 - LIMIT);

    const deadline = Date.now() + 60_000;
    while (smtp.mails.length < LIMIT && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // Give a duplicate the chance to show up before counting.
    await new Promise((r) => setTimeout(r, 2_000));
    const delivered = smtp.mails.map((m) => /scale-out message #(\d+)/.exec(m.text)?.[1]).map(Number);
    expect(delivered.length).toBe(LIMIT);
    expect(new Set(delivered).size).toBe(LIMIT);
    expect([...delivered].sort((a, b) => a - b)).toEqual(accepted);
  }, 120_000);
});
