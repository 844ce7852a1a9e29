import { DecideCorrection } from "@/components/console/console-client";
import { getPlatform, platformRecord } from "@/lib/catalogue";
import { sourcedFacts } from "@/lib/catalogue-facts";
import { contactStore } from "@/server/contact/contact-service";
import { pageSession } from "@/server/console/page-session";
import { sourceVerdicts } from "@/server/sources/results";
import { inbox } from "../inbox";
import { ConsoleNav } from "../nav";

export const dynamic = "force-dynamic";

/** What accepting a correction asks of the repository: the file, and the entries to add there. */
function changeToMake(platformId: string, today: string): string {
  const p = getPlatform(platformId);
  if (!p) return `The platform "${platformId}" is no longer in the catalogue: nothing to change.`;
  return [
    `In content/platforms/${p.id}.json:`,
    `1. Change the fact the correction concerns (pricing.tier, pricing.startingPrice or pricing.details).`,
    `2. In its source under pricing.sources, set "checked": "${today}" and "quote" to the words on the page that now state it.`,
    `3. Add to "changes" (the change log and feeds are built from it):`,
    JSON.stringify({ date: today, field: "details", before: p.pricing.details }, null, 2),
    `Then run npm run content:check and commit.`,
  ].join("\n");
}

export default async function ConsoleCorrectionsPage() {
  const { session, store } = await pageSession();
  const corrections = inbox(await (await contactStore()).listMessages({ limit: 1000 }), await store.handling(), { state: "all" }).filter((m) => m.kind === "correction");
  const verdicts = await sourceVerdicts(await contactStore());
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section>
      <ConsoleNav owner={session.ownerName} csrf={session.csrfToken} />
      <h1 className="text-2xl font-bold">Corrections</h1>
      {corrections.length === 0 ? <p className="mt-4">No corrections from readers yet.</p> : null}
      <ul className="mt-4 space-y-6">
        {corrections.map((c) => {
          const platform = getPlatform(c.platformId ?? "");
          return (
            <li key={c.id} className="grid gap-4 rounded-lg border border-slate-200 p-4 md:grid-cols-2" data-correction-id={c.id}>
              <div>
                <h2 className="font-semibold">Reader&apos;s correction to {platform?.name ?? c.platformId}</h2>
                <p className="text-sm text-slate-600">
                  {c.createdAt.toISOString().slice(0, 10)} {c.email ? `from ${c.email}` : "(no address given)"}
                </p>
                <p className="mt-2 whitespace-pre-wrap">{c.message}</p>
                {c.handling?.decision ? (
                  <div className="mt-3 rounded bg-slate-50 p-3 text-sm">
                    <p>
                      <strong>{c.handling.decision === "accepted" ? "Accepted" : "Rejected"}</strong> by {c.handling.updatedBy}: {c.handling.note}
                    </p>
                    {c.handling.decision === "accepted" ? <pre className="mt-2 overflow-x-auto whitespace-pre-wrap text-xs">{changeToMake(c.platformId ?? "", today)}</pre> : null}
                  </div>
                ) : (
                  <DecideCorrection csrf={session.csrfToken} id={c.id} />
                )}
              </div>
              <div aria-label="The facts it concerns">
                <h3 className="font-semibold">What the catalogue says now</h3>
                {platform ? (
                  <dl className="mt-2 space-y-3 text-sm">
                    {sourcedFacts(platformRecord(platform.id)!).map((f) => (
                      <div key={f.key}>
                        <dt className="font-medium">
                          {f.field} {f.field === "details" ? "" : `: ${f.value}`}
                        </dt>
                        <dd>
                          <a className="break-all text-indigo-700 underline" href={f.source.url} rel="noreferrer noopener" target="_blank">
                            {f.source.url}
                          </a>{" "}
                          (checked {f.source.checked}, {f.source.kind}
                          {verdicts.get(f.key) ? `; watcher: ${verdicts.get(f.key)?.verdict}` : ""})
                          {f.source.quote ? <blockquote className="mt-1 border-l-2 border-slate-300 pl-2 italic">{f.source.quote}</blockquote> : null}
                          {f.source.note ? <p className="text-slate-600">Note: {f.source.note}</p> : null}
                        </dd>
                      </div>
                    ))}
                    <div>
                      <dt className="font-medium">details</dt>
                      <dd>{platform.pricing.details}</dd>
                    </div>
                  </dl>
                ) : (
                  <p>This platform is no longer in the catalogue.</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
