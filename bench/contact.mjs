// 3. Contact: acknowledged messages per second; then SIGKILL in the middle of a burst, restart,
// and compare what was acknowledged with what is stored. They must be equal.
import { execFileSync } from "node:child_process";
import { ROOT, round, startApp, stopApp } from "./lib.mjs";

async function send(baseUrl, tag) {
  const response = await fetch(`${baseUrl}/functions/v1/send-contact-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Bench Visitor", email: "bench@example.org", message: `benchmark message ${tag}` }),
  });
  return response.status >= 200 && response.status < 300;
}

function storedTags(dataDir, run) {
  const out = execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/messages.ts", "--json", "--limit", "1000000"], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    maxBuffer: 64 * 1024 * 1024,
  }).toString();
  const messages = JSON.parse(out);
  return new Set(messages.map((m) => /benchmark message (\S+)/.exec(m.message)?.[1]).filter((t) => t?.startsWith(run)));
}

export async function benchContact({ port, dataDir }) {
  let app = await startApp({ port, dataDir });
  const baseUrl = `http://127.0.0.1:${port}`;

  // Throughput: 400 messages, 20 at a time.
  const total = 400;
  const started = performance.now();
  let next = 0;
  let acked = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < total) {
        const i = next++;
        if (await send(baseUrl, `warm-${i}`)) acked++;
      }
    }),
  );
  const perSecond = round(acked / ((performance.now() - started) / 1000), 0);

  // Crash test: a continuous burst, SIGKILL after 1.5 s, restart, compare.
  const run = `crash${Date.now()}`;
  const acknowledged = new Set();
  let killed = false;
  let counter = 0;
  const workers = Array.from({ length: 20 }, async () => {
    while (!killed) {
      const tag = `${run}-${counter++}`;
      try {
        if (await send(baseUrl, tag)) acknowledged.add(tag);
      } catch {
        // connection died with the server
      }
    }
  });
  await new Promise((r) => setTimeout(r, 1500));
  killed = true;
  await stopApp(app, "SIGKILL");
  await Promise.all(workers);
  app = await startApp({ port, dataDir });
  await stopApp(app);
  const stored = storedTags(dataDir, run);
  const lost = [...acknowledged].filter((t) => !stored.has(t)).length;
  return { perSecond, acknowledged: acknowledged.size, storedFromBurst: stored.size, lost, attempted: counter };
}
