// The shared start of `npm run backup` and `npm run restore`: the validated environment, and with
// PostgreSQL (DATABASE_URL) the pg_dump and pg_restore commands instead of pretending (exit 1).
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { postgresInstructions } from "@/server/db/backup";
import * as schema from "@/server/db/schema-pg";
import type { Env } from "@/server/env-schema";
import { readEnvOrExit } from "@/scripts/cli-env";

export function readBackupEnv(): Env {
  const env = readEnvOrExit();
  if (env.DATABASE_URL) {
    // Every table of the schema (a table added later is named without another edit here), the
    // visitors' messages first.
    const first: PgTable[] = [schema.messages, schema.outbox, schema.insightMisses];
    const all: unknown[] = Object.values(schema);
    const tables = [...first, ...all.filter((t): t is PgTable => is(t, PgTable) && !first.includes(t))];
    console.error(postgresInstructions(tables.map((t) => getTableName(t))));
    process.exit(1);
  }
  return env;
}
