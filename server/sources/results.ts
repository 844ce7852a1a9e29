import { sql } from "drizzle-orm";
import type { ContactStore } from "@/server/db/store";
import type { FactResult, Verdict } from "@/server/sources/watcher";

/** The watcher's latest verdict on one fact, as kept in the database (table source_checks). */
export type StoredVerdict = FactResult & { checkedAt: number };

/** Keeps one run's verdicts (one row per fact, replaced at each run) and the run itself in the audit log. */
export async function saveVerdicts(store: ContactStore, results: readonly FactResult[], now = Date.now()): Promise<void> {
  for (const r of results) {
    await store.rows(sql`
      INSERT INTO source_checks (fact_key, platform_id, url, verdict, detail, final_url, text_hash, checked_at)
      VALUES (${r.key}, ${r.platformId}, ${r.url}, ${r.verdict}, ${r.detail}, ${r.finalUrl}, ${r.textHash}, ${now})
      ON CONFLICT (fact_key) DO UPDATE SET platform_id = excluded.platform_id, url = excluded.url, verdict = excluded.verdict, detail = excluded.detail,
        final_url = excluded.final_url, text_hash = excluded.text_hash, checked_at = excluded.checked_at`);
  }
  const counts = results.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.verdict]: (acc[r.verdict] ?? 0) + 1 }), {});
  await store.rows(sql`INSERT INTO audit_log (id, at, actor, action, target, detail) VALUES (${crypto.randomUUID()}, ${now}, 'watcher', 'sources.checked', ${`${results.length} facts`}, ${JSON.stringify(counts)})`);
}

/** Every fact's latest verdict, by fact key. */
export async function sourceVerdicts(store: ContactStore): Promise<Map<string, StoredVerdict>> {
  const rows = await store.rows(sql`SELECT fact_key, platform_id, url, verdict, detail, final_url, text_hash, checked_at FROM source_checks`);
  return new Map(
    rows.map((r) => [
      String(r.fact_key),
      {
        key: String(r.fact_key),
        platformId: String(r.platform_id),
        url: String(r.url),
        verdict: String(r.verdict) as Verdict,
        detail: String(r.detail ?? ""),
        finalUrl: r.final_url == null ? null : String(r.final_url),
        textHash: r.text_hash == null ? null : String(r.text_hash),
        checkedAt: Number(r.checked_at),
      },
    ]),
  );
}
