import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { openConsole, SESSION_COOKIE } from "@/server/console/guard";

/** A console page's session, or a redirect to the sign-in page (docs/decisions/0140). */
export async function pageSession() {
  const id = (await cookies()).get(SESSION_COOKIE)?.value;
  const store = await openConsole();
  const session = await store.session(id);
  if (!session) redirect("/console/sign-in");
  return { session, store };
}
