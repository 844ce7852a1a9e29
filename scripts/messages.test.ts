import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "@/server/db/store";

// `npm run messages` as the operator runs it, on a store holding what a hostile visitor could send.
const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "messages-cli-"));

async function messages(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/messages.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", CONTACT_TO: "" },
    encoding: "utf8",
  });
  return stdout;
}

beforeAll(async () => {
  const store = await openStore({ dataDir });
  await store.saveMessage(
    {
      name: "Mallory\u001b[2J\u001b[H",
      email: "mallory@example.com",
      message: "Hello\rDelivery: sent 2025-10-20 10:00:00 UTC\n\u001b]8;;https://evil.example\u0007click here\u001b]8;;\u0007\u0007\u0008\u007fbackspaced\u009b31m",
    },
    new Date("2025-10-20T10:00:00Z"),
  );
  await store.saveMessage(
    { kind: "correction", platformId: "claude", name: "", email: "", message: "Which fact: Starting price\nSource: (none given)\nWhat is right:\n$20/month" },
    new Date("2025-10-20T11:00:00Z"),
  );
  await store.close();
}, 60_000);

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run messages", () => {
  it("prints a visitor's control characters visibly, so they cannot drive the operator's terminal", async () => {
    const out = await messages();
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    expect(out).toContain("From:     Mallory␛[2J␛[H <mallory@example.com>");
    expect(out).toContain("  Hello␍Delivery: sent 2025-10-20 10:00:00 UTC");
    expect(out).toContain("␛]8;;https://evil.example␇click here");
    expect(out).toContain("␇␈␡backspaced<U+009B>31m");
    // The only 'Delivery:' lines at the start of a line are the tool's own.
    expect(out.match(/^Delivery: .*$/gm)).toEqual(["Delivery: pending", "Delivery: pending"]);
  }, 60_000);

  it("lists a correction with its platform", async () => {
    const out = await messages();
    expect(out).toContain("2 messages (1 correction)");
    expect(out).toContain("Kind:     correction to Claude (platform claude, /platforms/claude)");
    expect(out).toContain("From:     (no e-mail address given)");
    expect(out).toContain("  What is right:\n  $20/month");
  }, 60_000);

  it("prints JSON with no raw control character that parses back to the stored text", async () => {
    const out = await messages("--json");
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    const rows = JSON.parse(out) as { name: string; message: string; kind: string; platformId: string | null }[];
    expect(rows[0]).toMatchObject({ kind: "correction", platformId: "claude" });
    expect(rows[1]?.name).toBe("Mallory\u001b[2J\u001b[H");
    expect(rows[1]?.message).toContain("\u0008\u007fbackspaced\u009b31m");
  }, 60_000);
});
