import fs from "node:fs";
import { sql } from "drizzle-orm";
import { contactStore } from "@/server/contact/contact-service";
import { pageSession } from "@/server/console/page-session";
import { sqliteFile } from "@/server/db/sqlite-store";
import { env } from "@/server/env";
import { lastRunAt, SOURCES_JOB } from "@/server/sources/schedule";
import { ConsoleNav } from "../nav";

export const dynamic = "force-dynamic";

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Outbox backlog and failures, the watcher's last run, the database's size. */
export default async function ConsoleHealthPage() {
  const { session } = await pageSession();
  const store = await contactStore();
  const outbox = Object.fromEntries((await store.rows(sql`SELECT status, count(*) AS n FROM outbox GROUP BY status`)).map((r) => [String(r.status), Number(r.n)]));
  const lastCheck = await lastRunAt(store, SOURCES_JOB);
  let size: number;
  if (store.kind === "postgres") size = Number((await store.rows(sql`SELECT pg_database_size(current_database()) AS bytes`))[0]?.bytes ?? 0);
  else size = [sqliteFile(env.DATA_DIR), `${sqliteFile(env.DATA_DIR)}-wal`].reduce((sum, f) => sum + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0);
  const rows: [string, string][] = [
    ["Messages waiting for delivery", String(outbox.pending ?? 0)],
    ["Messages whose delivery failed", String(outbox.failed ?? 0)],
    ["Messages delivered", String(outbox.sent ?? 0)],
    ["E-mail delivery", env.SMTP_URL && env.CONTACT_TO ? `on, to ${env.CONTACT_TO}` : "off (SMTP_URL, CONTACT_TO unset): messages are kept here only"],
    ["Source watcher's last run", lastCheck ? `${new Date(lastCheck).toISOString().slice(0, 16).replace("T", " ")} UTC` : "never"],
    ["Source watcher's schedule", env.SOURCES_CHECK_EVERY_HOURS ? `every ${env.SOURCES_CHECK_EVERY_HOURS} hours` : "off (run npm run sources:check)"],
    ["Database", `${store.kind === "postgres" ? "PostgreSQL" : "SQLite"}, ${mb(size)}`],
  ];
  return (
    <section>
      <ConsoleNav owner={session.ownerName} csrf={session.csrfToken} />
      <h1 className="text-2xl font-bold">Health</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
