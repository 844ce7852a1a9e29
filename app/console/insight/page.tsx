import { contactStore } from "@/server/contact/contact-service";
import { pageSession } from "@/server/console/page-session";
import type { Miss, PageViews } from "@/server/db/store";
import { getPlatform } from "@/lib/catalogue";
import { getArticle } from "@/server/articles";
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

/** A page's name for the owner: the platform's or the article's, else its path. */
function pageName(path: string): string {
  const [, section, id = ""] = path.split("/");
  return (section === "platforms" ? getPlatform(id)?.name : getArticle(id)?.title) ?? path;
}

function Views({ title, id, periods }: { title: string; id: string; periods: { days: number; views: PageViews[] }[] }) {
  return (
    <div>
      <h2 id={id} className="mt-6 text-lg font-semibold">{title}</h2>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {periods.map(({ days, views }) => (
          <section key={days} aria-label={`${title}, last ${days} days`}>
            <h3 className="text-sm font-semibold">Last {days} days</h3>
            {views.length === 0 ? <p className="text-sm text-slate-600">No views counted yet.</p> : null}
            <ol className="mt-1 list-decimal space-y-1 pl-6 text-sm">
              {views.map((v) => (
                <li key={v.path}>
                  <a href={v.path} className="underline">{pageName(v.path)}</a> <span className="text-slate-600">({v.views} {v.views === 1 ? "view" : "views"})</span>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
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
      <p className="mt-2 text-sm text-slate-600">Page views are counted per page and day only: no cookie, no identifier, no address.</p>
      <Views title="Most-viewed platforms" id="views-platforms" periods={await Promise.all([7, 30].map(async (days) => ({ days, views: await store.topViews({ prefix: "/platforms/", days, limit: 20 }) })))} />
      <Views title="Most-viewed articles" id="views-articles" periods={await Promise.all([7, 30].map(async (days) => ({ days, views: await store.topViews({ prefix: "/blog/", days, limit: 20 }) })))} />
      <Misses title="Questions the assistant could not answer" misses={await store.topMisses("question", { limit: 50 })} />
      <Misses title="Searches that found nothing" misses={await store.topMisses("search", { limit: 50 })} />
    </section>
  );
}
