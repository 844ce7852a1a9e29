import { MessageAction } from "@/components/console/console-client";
import { contactStore } from "@/server/contact/contact-service";
import { pageSession } from "@/server/console/page-session";
import { siteConfig } from "@/server/site-config";
import { inbox, INBOX_STATES, readFilter, replyLink } from "./inbox";
import { ConsoleNav } from "./nav";

export const dynamic = "force-dynamic";

const when = (d: Date) => `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export default async function ConsoleInboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { session, store } = await pageSession();
  const params = await searchParams;
  const state = readFilter(params.state);
  const q = typeof params.q === "string" ? params.q.slice(0, 200) : "";
  const messages = inbox(await (await contactStore()).listMessages({ limit: 1000 }), await store.handling(), { state, q });
  return (
    <section>
      <ConsoleNav owner={session.ownerName} csrf={session.csrfToken} />
      <h1 className="text-2xl font-bold">Inbox</h1>
      <form method="get" action="/console" className="my-4 flex flex-wrap items-end gap-3 text-sm">
        <label>
          <span className="block font-medium">Search</span>
          <input name="q" defaultValue={q} className="rounded border border-slate-300 px-2 py-1" />
        </label>
        <label>
          <span className="block font-medium">Show</span>
          <select name="state" defaultValue={state} className="rounded border border-slate-300 px-2 py-1">
            {INBOX_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded border border-slate-300 px-3 py-1">
          Filter
        </button>
        <a className="text-indigo-700 underline" href={`/console/messages.csv?state=${state}&q=${encodeURIComponent(q)}`}>
          Export CSV
        </a>
      </form>
      <p className="text-sm text-slate-600">
        {messages.length} message{messages.length === 1 ? "" : "s"} ({state})
      </p>
      <ul className="mt-4 space-y-4">
        {messages.map((m) => (
          <li key={m.id} className="rounded-lg border border-slate-200 p-4" data-message-id={m.id}>
            <div className="flex flex-wrap gap-x-4 text-sm text-slate-600">
              <span>{when(m.createdAt)}</span>
              <span>{m.kind === "correction" ? `Correction (${m.platformId ?? "?"})` : m.kind === "suggestion" ? "Suggested tool" : "Contact"}</span>
              <span>
                Delivery: {m.status}
                {m.status === "failed" && m.lastError ? ` (${m.lastError})` : ""}
              </span>
              <span>State: {m.state}</span>
            </div>
            <p className="mt-1 font-medium">
              {m.name || "(no name)"} {m.email ? <>&lt;{m.email}&gt;</> : null}
            </p>
            <p className="mt-2 whitespace-pre-wrap">{m.message}</p>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {m.email ? (
                <a className="text-sm text-indigo-700 underline" href={replyLink(m.email, siteConfig.name)}>
                  Reply by e-mail
                </a>
              ) : null}
              {m.state !== "replied" ? <MessageAction csrf={session.csrfToken} id={m.id} action="replied" label="Mark replied" /> : null}
              {m.state !== "archived" ? <MessageAction csrf={session.csrfToken} id={m.id} action="archived" label="Archive" /> : null}
              {m.state !== "open" ? <MessageAction csrf={session.csrfToken} id={m.id} action="open" label="Reopen" /> : null}
              {m.status === "failed" ? <MessageAction csrf={session.csrfToken} id={m.id} action="retry" label="Retry delivery" /> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
