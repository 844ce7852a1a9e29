import { pageSession } from "@/server/console/page-session";
import { ConsoleNav } from "../nav";

export const dynamic = "force-dynamic";

export default async function ConsoleAuditPage() {
  const { session, store } = await pageSession();
  const entries = await store.auditLog(300);
  return (
    <section>
      <ConsoleNav owner={session.ownerName} csrf={session.csrfToken} />
      <h1 className="text-2xl font-bold">Audit log</h1>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr>
            <th className="py-1">When (UTC)</th>
            <th>Who</th>
            <th>What</th>
            <th>On</th>
            <th>Detail</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-slate-200">
              <td className="py-1">{new Date(e.at).toISOString().slice(0, 19).replace("T", " ")}</td>
              <td>{e.actor}</td>
              <td>{e.action}</td>
              <td>{e.target ?? ""}</td>
              <td className="whitespace-pre-wrap">{e.detail ?? ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
