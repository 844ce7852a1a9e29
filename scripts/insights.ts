// `npm run insights`: what visitors looked for and the site could not answer, so the owner knows
// what content to add: the top 20 questions the chat assistant had no answer for and the top 20
// searches that found nothing, in the last 90 days (docs/decisions/0045-operator-insight.md).
// `--json` prints them as JSON; `--limit N` changes the 20. Reads the same store as the server.
import type { Env } from "@/server/env-schema";
import { readListCli, runListCli } from "./list-cli";
import { sqliteFile } from "@/server/db/sqlite-store";
import { openStore, type Miss } from "@/server/db/store";

const { json, limit, env } = readListCli({ usage: "Usage: npm run insights [-- --json] [-- --limit N]\nThe most frequent unanswered chat questions and empty searches of the last 90 days.", defaultLimit: 20 });
runListCli("insights", () => main(env));

const day = (date: Date) => date.toISOString().slice(0, 10);

function table(title: string, misses: Miss[]): string {
  if (!misses.length) return `${title}: none.`;
  const width = String(misses[0]!.count).length;
  const rows = misses.map((m, i) => `${String(i + 1).padStart(2)}. ${String(m.count).padStart(width)}×  ${m.text}  (first ${day(m.firstSeen)}, last ${day(m.lastSeen)})`);
  return [`${title}:`, ...rows].join("\n");
}

async function main(env: Env) {
  const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const [questions, searches] = await Promise.all([store.topMisses("question", { limit }), store.topMisses("search", { limit })]);
    if (json) {
      console.log(JSON.stringify({ questions, searches }, null, 2));
      return;
    }
    const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : sqliteFile(env.DATA_DIR);
    console.log(`What visitors asked for and found nothing, last 90 days (${where}):\n`);
    console.log(table(`Top ${limit} unanswered chat questions`, questions));
    console.log("");
    console.log(table(`Top ${limit} searches with no result`, searches));
  } finally {
    await store.close();
  }
}
