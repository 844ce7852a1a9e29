// The shared start of `npm run backup` and `npm run restore`: the validated environment, and with
// PostgreSQL (DATABASE_URL) the pg_dump and pg_restore commands instead of pretending (exit 1).
import { getTableName } from "drizzle-orm";
import { postgresInstructions } from "@/server/db/backup";
import { insightMisses, messages, outbox } from "@/server/db/schema-pg";
import { EnvError, parseEnv, type Env } from "@/server/env-schema";

export function readBackupEnv(): Env {
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (env.DATABASE_URL) {
    console.error(postgresInstructions([messages, outbox, insightMisses].map((t) => getTableName(t))));
    process.exit(1);
  }
  return env;
}
