import { getPlatform, platforms } from "@/lib/catalogue";
import { sourcedFact, type SourcedFact } from "@/lib/catalogue-facts";
import { contactStore } from "@/server/contact/contact-service";
import { pageSession } from "@/server/console/page-session";
import { sourceVerdicts } from "@/server/sources/results";
import { verdicts } from "@/server/sources/watcher";
import { ConsoleNav } from "../nav";

export const dynamic = "force-dynamic";

/** The facts to re-check from the last `npm run sources:check`: most-viewed platforms first, then the worst verdict (the order of `verdicts`). */
export default async function ConsoleSourcesPage() {
  const { session } = await pageSession();
  const store = await contactStore();
  const results = await sourceVerdicts(store);
  // Most-viewed platforms first (page views of the last 30 days, docs/decisions/0160), then the worst verdict.
  const views = new Map((await store.topViews({ prefix: "/platforms/", days: 30, limit: platforms.length })).map((v) => [v.path.slice("/platforms/".length), v.views]));
  const viewsOf = (platformId: string) => views.get(platformId) ?? 0;
  // Only the facts to look at are read from their records, by key so each record is unpacked once
  // (the whole catalogue's facts took half a second at 10,000 platforms, decision 0221).
  const facts = new Map<string, SourcedFact>();
  for (const key of [...results.values()].filter((r) => r.verdict !== "present").map((r) => r.key).sort()) {
    const fact = sourcedFact(key);
    if (fact) facts.set(key, fact);
  }
  const toRecheck = [...results.values()]
    .filter((r) => facts.has(r.key))
    .sort((a, b) => viewsOf(b.platformId) - viewsOf(a.platformId) || verdicts.indexOf(a.verdict) - verdicts.indexOf(b.verdict) || a.key.localeCompare(b.key));
  const lastRun = Math.max(0, ...[...results.values()].map((r) => r.checkedAt));
  return (
    <section>
      <ConsoleNav owner={session.ownerName} csrf={session.csrfToken} />
      <h1 className="text-2xl font-bold">Sources to re-check</h1>
      <p className="mt-2 text-sm text-slate-700">
        {lastRun ? `Last check ${new Date(lastRun).toISOString().slice(0, 16).replace("T", " ")} UTC: ${results.size} facts, ${toRecheck.length} to look at.` : "The sources have not been checked yet: run npm run sources:check on the server."}
      </p>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr>
            <th className="py-1">Verdict</th>
            <th>Fact</th>
            <th>Views (30 days)</th>
            <th>Source</th>
            <th>Detail</th>
          </tr>
        </thead>
        <tbody>
          {toRecheck.map((r) => (
            <tr key={r.key} className="border-t border-slate-200 align-top">
              <td className="py-1 font-medium">{r.verdict}</td>
              <td>
                {getPlatform(r.platformId)?.name ?? r.platformId}: {facts.get(r.key)?.field} (checked {facts.get(r.key)?.source.checked})
              </td>
              <td>{viewsOf(r.platformId)}</td>
              <td className="break-all">{r.url}</td>
              <td>{r.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
