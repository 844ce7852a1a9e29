import { csvField } from "@/server/api/catalogue";
import { contactStore } from "@/server/contact/contact-service";
import { authoriseRead, CONSOLE_HEADERS } from "@/server/console/guard";
import { inbox, readFilter } from "../inbox";

export const dynamic = "force-dynamic";

/** The inbox as CSV (the same filter as the page), each cell neutralised against spreadsheet formulas. */
export async function GET(request: Request): Promise<Response> {
  const authorised = await authoriseRead(request);
  if (authorised instanceof Response) return authorised;
  const url = new URL(request.url);
  const rows = inbox(await (await contactStore()).listMessages({ limit: 100_000 }), await authorised.store.handling(), {
    state: readFilter(url.searchParams.get("state") ?? "all"),
    q: (url.searchParams.get("q") ?? "").slice(0, 200),
  });
  const header = ["id", "created_at", "kind", "platform", "name", "email", "message", "delivery", "state", "decision", "note"];
  const body = [header, ...rows.map((m) => [m.id, m.createdAt.toISOString(), m.kind, m.platformId ?? "", m.name, m.email, m.message, m.status, m.state, m.handling?.decision ?? "", m.handling?.note ?? ""])]
    .map((r) => r.map(csvField).join(","))
    .join("\r\n");
  await authorised.store.audit(authorised.session.ownerName, "messages.exported", undefined, `${rows.length}`);
  return new Response(`${body}\r\n`, {
    headers: { ...CONSOLE_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="messages.csv"' },
  });
}
