import { contactStore } from "@/server/contact/contact-service";
import { pageSession } from "@/server/console/page-session";
import type { Miss } from "@/server/db/store";
import { ConsoleNav } from "../nav";

export const dynamic = "force-dynamic";

function Misses({ title, misses }: { title: string; misses: Miss[] }) {
  return (
    <div>
      <h2 className="mt-6 text-lg font-semibold">{title}</h2>
      {misses.length === 0 ? <p className="text-sm text-slate-600">None in the last 90 days.</p> : null}
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-sm">
        {misses.map((m) => (
          <li key={m.text}>
            {m.text} <span className="text-slate-600">({m.count}, last {m.lastSeen.toISOString().slice(0, 10)})</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** What visitors asked for and did not find: what to write, and what to add, first. */
export default async function ConsoleInsightPage() {
  const { session } = await pageSession();
  const store = await contactStore();
  return (
    <section>
      <ConsoleNav owner={session.ownerName} csrf={session.csrfToken} />
      <h1 className="text-2xl font-bold">Insight</h1>
      <Misses title="Questions the assistant could not answer" misses={await store.topMisses("question", { limit: 50 })} />
      <Misses title="Searches that found nothing" misses={await store.topMisses("search", { limit: 50 })} />
    </section>
  );
}
