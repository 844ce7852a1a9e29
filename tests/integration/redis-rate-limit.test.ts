import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "@/tests/support/app-process";
import { freePort } from "@/tests/support/postgres";

// Two instances of the production server sharing their rate limits through a real Redis
// (REDIS_URL): Debian's redis-server, which `npm test` installs when it is missing
// (scripts/ensure-redis.sh), started here on a free loopback port.
const REDIS_SERVER = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"].find((p) => fs.existsSync(p)) ?? (spawnSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" }).stdout.trim() || undefined);
if (!REDIS_SERVER) {
  console.warn("SKIPPED: redis-server was not found, even after scripts/ensure-redis.sh; install it (apt-get install redis-server) to run the Redis rate-limit test.");
}

const LIMIT = 12;
let redis: ChildProcess | undefined;
let redisDir: string | undefined;
let redisUrl = "";
const instances: AppServer[] = [];

async function startRedis(binary: string): Promise<void> {
  const port = await freePort();
  redisDir = fs.mkdtempSync(path.join(os.tmpdir(), "redis-"));
  redis = spawn(binary, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", redisDir], { stdio: "ignore" });
  redisUrl = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await client.connect();
      if ((await client.ping()) === "PONG") return;
    } catch {
      // not up yet
    } finally {
      client.disconnect();
    }
    if (redis.exitCode !== null) throw new Error(`redis-server exited with ${redis.exitCode}`);
    if (Date.now() > deadline) throw new Error("redis-server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  if (!REDIS_SERVER) return;
  await startRedis(REDIS_SERVER);
  const env = { REDIS_URL: redisUrl, RATE_LIMIT_CONTACT_PER_HOUR: String(LIMIT), TRUSTED_IP_HEADER: "x-forwarded-for" };
  // One after the other: the first may build the site if the build is stale.
  instances.push(await startAppServer(env));
  instances.push(await startAppServer(env));
}, 300_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  if (redis && redis.exitCode === null) await new Promise((resolve) => (redis!.once("exit", resolve), redis!.kill("SIGTERM")));
  if (redisDir) fs.rmSync(redisDir, { recursive: true, force: true });
});

describe.skipIf(!REDIS_SERVER)("two instances on one Redis", () => {
  it("share one limit from the very first request, keyed by the client's /64", async () => {
    // Both instances have just started: their first requests arrive while the Redis connection opens.
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetch(`${instances[i % 2]!.url}/functions/v1/send-contact-email`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "x-forwarded-for": `2001:db8:5:6::${(i + 1).toString(16)}` },
          body: JSON.stringify({ name: `Visitor ${i}`, email: `visitor${i}@example.org`, message: `redis message #${i}` }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMIT);

    // The counter lives in Redis, under the /64.
    const client = new Redis(redisUrl);
    try {
      expect(await client.keys("rl:contact*")).toEqual(["rl:contact:2001:db8:5:6::/64"]);
      expect(Number(await client.get("rl:contact:2001:db8:5:6::/64"))).toBe(30);
    } finally {
      client.disconnect();
    }
  }, 120_000);
});
