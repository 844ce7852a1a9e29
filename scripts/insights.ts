// `npm run insights`: what visitors looked for and the site could not answer, so the owner knows
// what content to add: the top 20 questions the chat assistant had no answer for and the top 20
// searches that found nothing, in the last 90 days (docs/decisions/0045-operator-insight.md).
// `--json` prints them as JSON; `--limit N` changes the 20. Reads the same store as the server.
import { parseArgs } from "node:util";
import { EnvError, parseEnv, type Env } from "@/server/env-schema";
import { sqliteFile } from "@/server/db/sqlite-store";
import { openStore, type Miss } from "@/server/db/store";

const { values } = parseArgs({
  options: { json: { type: "boolean", default: false }, limit: { type: "string", default: "20" }, help: { type: "boolean", short: "h", default: false } },
});
if (values.help) {
  console.log("Usage: npm run insights [-- --json] [-- --limit N]\nThe most frequent unanswered chat questions and empty searches of the last 90 days.");
  process.exit(0);
}
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error(`--limit must be a positive whole number (got "${values.limit}").`);
  process.exit(2);
}

let env: Env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
main(env).catch((error: unknown) => {
  console.error(`Could not read the insights: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

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
    if (values.json) {
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
