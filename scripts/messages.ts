// `npm run messages`: the contact messages and corrections stored by this site, newest first, with
// their delivery state (a correction with its platform). `npm run messages -- --json` prints them as
// JSON for scripts; `--limit N` (default 50). Reads the same store as the server: PostgreSQL when
// DATABASE_URL is set, else {DATA_DIR}/site.db. Visitors' text is printed with its control characters
// made visible (scripts/terminal-text.ts), so it can never drive the terminal.
import { getPlatform } from "@/lib/catalogue";
import type { Env } from "@/server/env-schema";
import { readListCli, runListCli } from "./list-cli";
import { sqliteFile } from "@/server/db/sqlite-store";
import { openStore, type StoredMessage } from "@/server/db/store";
import { terminalJson, visible } from "./terminal-text";

const { json, limit, env } = readListCli({ usage: "Usage: npm run messages [-- --json] [-- --limit N]\nLists stored contact messages and corrections, newest first, with their delivery state.", defaultLimit: 50 });
runListCli("messages", () => main(env));

async function main(env: Env) {
  const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const messages = await store.listMessages({ limit });
    if (json) {
      console.log(terminalJson(messages));
      return;
    }
    const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : sqliteFile(env.DATA_DIR);
    const corrections = messages.filter((m) => m.kind === "correction").length;
    const among = corrections ? ` (${corrections} correction${corrections === 1 ? "" : "s"})` : "";
    console.log(`${messages.length === 0 ? "No" : messages.length} message${messages.length === 1 ? "" : "s"}${among} in ${where}${messages.length ? ", newest first" : ""}.`);
    if (!env.SMTP_URL || !env.CONTACT_TO) console.log("SMTP is not configured (SMTP_URL, CONTACT_TO): messages are kept here and not e-mailed.");
    for (const m of messages) console.log(`\n${describe(m)}`);
  } finally {
    await store.close();
  }
}

function when(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
}

function describe(m: StoredMessage): string {
  const tries = `${m.attempts} attempt${m.attempts === 1 ? "" : "s"}`;
  const lastError = visible(m.lastError ?? "unknown error");
  const state =
    m.status === "sent"
      ? `sent ${m.sentAt ? when(m.sentAt) : ""}`.trim()
      : m.status === "failed"
        ? `FAILED after ${tries}: ${lastError}`
        : m.attempts === 0
          ? "pending"
          : `pending, ${tries} so far, next ${when(m.nextAttemptAt)} (last error: ${m.lastError ? lastError : "none"})`;
  const header =
    m.kind === "correction"
      ? [
          `Kind:     correction to ${getPlatform(m.platformId ?? "")?.name ?? "an unknown platform"} (platform ${visible(m.platformId ?? "none")}, /platforms/${visible(m.platformId ?? "")})`,
          `From:     ${m.email ? visible(m.email) : "(no e-mail address given)"}`,
        ]
      : m.kind === "suggestion"
        ? ["Kind:     a suggested tool", `From:     ${m.email ? visible(m.email) : "(no e-mail address given)"}`]
        : [`From:     ${visible(m.name)} <${visible(m.email)}>`];
  return [
    `── ${when(m.createdAt)}  ${m.id}`,
    ...header,
    `Delivery: ${state}`,
    "",
    ...visible(m.message, { multiline: true }).split("\n").map((line) => `  ${line}`),
  ].join("\n");
}
