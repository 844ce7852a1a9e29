import { sql } from "drizzle-orm";
import { z } from "zod";
import { contactStore } from "@/server/contact/contact-service";
import { SESSION_MS } from "@/server/console/console-store";
import { authoriseChange, consoleError, consoleJson, CONSOLE_HEADERS, crossSite, openConsole, sessionCookie } from "@/server/console/guard";
import { PasskeyError, registerPasskey, registrationOptions, signInOptions, verifySignIn } from "@/server/console/passkeys";
import { clientIp, readJsonBody } from "@/server/http";
import { rateLimit } from "@/server/rate-limit";

/**
 * The console's actions (issue 29, docs/decisions/0140), all POST with a JSON body from the
 * console's own pages. Sign-in steps: same origin and a rate limit. Every other change: same
 * origin, a live session and its CSRF token (server/console/guard.ts).
 */
export const dynamic = "force-dynamic";

type Params = { params: Promise<{ action: string }> };

const webauthnResponse = z.looseObject({ id: z.string().min(1).max(1024), rawId: z.string().max(1024), type: z.literal("public-key"), response: z.looseObject({}) });
const schemas = {
  "setup-options": z.object({ token: z.string().min(10).max(100) }),
  "setup-verify": z.object({ token: z.string().min(10).max(100), challengeId: z.uuid(), response: webauthnResponse }),
  "signin-options": z.object({}),
  "signin-verify": z.object({ challengeId: z.uuid(), response: webauthnResponse }),
  "sign-out": z.object({}),
  message: z.object({ id: z.uuid("The message id is not valid."), action: z.enum(["replied", "archived", "open", "retry"]) }),
  decide: z.object({ id: z.uuid("The correction id is not valid."), decision: z.enum(["accepted", "rejected"]), note: z.string().trim().min(1, "Write a short note on the decision.").max(2000) }),
} as const;
type Action = keyof typeof schemas;
const isAction = (a: string): a is Action => Object.hasOwn(schemas, a);

function withConsoleHeaders(response: Response): Response {
  for (const [k, v] of Object.entries(CONSOLE_HEADERS)) response.headers.set(k, v);
  return response;
}

function body<S extends z.ZodType>(request: Request, schema: S) {
  return readJsonBody(request, schema, { maxBytes: 64 * 1024 });
}

export async function POST(request: Request, { params }: Params): Promise<Response> {
  const { action } = await params;
  if (!isAction(action)) return consoleError(404, "There is no such console action.");

  if (action === "setup-options" || action === "setup-verify" || action === "signin-options" || action === "signin-verify") {
    const refused = crossSite(request);
    if (refused) return refused;
    const limited = await rateLimit("signin", clientIp(request));
    if (limited) return withConsoleHeaders(limited);
    const store = await openConsole();
    try {
      if (action === "setup-options") {
        const parsed = await body(request, schemas["setup-options"]);
        if (!parsed.ok) return withConsoleHeaders(parsed.response);
        return consoleJson(200, await registrationOptions(store, parsed.data.token));
      }
      if (action === "signin-options") return consoleJson(200, await signInOptions(store));
      if (action === "setup-verify") {
        const parsed = await body(request, schemas["setup-verify"]);
        if (!parsed.ok) return withConsoleHeaders(parsed.response);
        // The browser library's JSON shapes; the server library checks every field it uses.
        const owner = await registerPasskey(store, parsed.data.token, parsed.data.challengeId, parsed.data.response as never);
        await store.audit(owner.name, "passkey.registered");
        return signedIn(store, owner.id, owner.name);
      }
      const parsed = await body(request, schemas["signin-verify"]);
      if (!parsed.ok) return withConsoleHeaders(parsed.response);
      const ownerId = await verifySignIn(store, parsed.data.challengeId, parsed.data.response as never);
      const owner = (await store.listOwners()).find((o) => o.id === ownerId);
      await store.audit(owner?.name ?? ownerId, "signed-in");
      return signedIn(store, ownerId, owner?.name ?? "");
    } catch (error) {
      if (error instanceof PasskeyError) return consoleError(400, error.message);
      throw error;
    }
  }

  const authorised = await authoriseChange(request);
  if (authorised instanceof Response) return authorised;
  const { session, sessionId, store } = authorised;
  const who = session.ownerName;

  if (action === "sign-out") {
    await store.revokeSession(sessionId);
    await store.audit(who, "signed-out");
    return consoleJson(200, { ok: true }, { "Set-Cookie": sessionCookie("", 0) });
  }
  if (action === "message") {
    const parsed = await body(request, schemas.message);
    if (!parsed.ok) return withConsoleHeaders(parsed.response);
    const { id, action: what } = parsed.data;
    const messages = await contactStore();
    if (!(await messageKind(id))) return consoleError(404, "There is no message with this id (it may have been deleted).");
    if (what === "retry") {
      if (!(await messages.retryDelivery(id))) return consoleError(409, "This message's delivery has not failed, so there is nothing to retry.");
      await store.audit(who, "message.retry", id);
      return consoleJson(200, { ok: true });
    }
    await store.setState(id, what, who);
    await store.audit(who, `message.${what}`, id);
    return consoleJson(200, { ok: true });
  }
  const parsed = await body(request, schemas.decide);
  if (!parsed.ok) return withConsoleHeaders(parsed.response);
  const { id, decision, note } = parsed.data;
  if ((await messageKind(id)) !== "correction") return consoleError(404, "There is no correction with this id.");
  await store.decide(id, decision, note, who);
  await store.audit(who, `correction.${decision}`, id, note);
  return consoleJson(200, { ok: true });
}

async function messageKind(id: string): Promise<string | undefined> {
  const [row] = await (await contactStore()).rows(sql`SELECT kind FROM messages WHERE id = ${id}`);
  return row ? String(row.kind) : undefined;
}

async function signedIn(store: Awaited<ReturnType<typeof openConsole>>, ownerId: string, name: string): Promise<Response> {
  const id = await store.createSession(ownerId);
  return consoleJson(200, { ok: true, owner: name }, { "Set-Cookie": sessionCookie(id, SESSION_MS / 1000) });
}
