import "server-only";
import { timingSafeEqual } from "node:crypto";
import { contactStore } from "@/server/contact/contact-service";
import { consoleStore, type ConsoleStore, type Session } from "@/server/console/console-store";
import { consoleOrigin } from "@/server/console/origin";
import { env } from "@/server/env";

/** The session cookie: only ever sent back to /console, never to script, never cross-site. */
export const SESSION_COOKIE = "console_session";

/** Every console answer: never stored by a browser, a proxy or a CDN, never indexed. */
export const CONSOLE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export function consoleJson(status: number, body: unknown, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { ...CONSOLE_HEADERS, ...headers } });
}

export function consoleError(status: number, error: string): Response {
  return consoleJson(status, { error });
}

export async function openConsole(): Promise<ConsoleStore> {
  return consoleStore(await contactStore());
}

export function sessionCookie(value: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${value}; Path=/console; HttpOnly; Secure; SameSite=Strict; Max-Age=${maxAgeSeconds}`;
}

/** The session id the request's cookie carries, if any. */
export function sessionIdOf(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Refuses a request that did not come from the console's own pages: the browser's Origin must be
 * the console's origin, and Sec-Fetch-Site (when the browser sends it) same-origin. A form or a
 * script on another site gets 403, whatever cookies it could make the browser send.
 */
export function crossSite(request: Request): Response | undefined {
  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site");
  if (origin !== consoleOrigin(env) || (site !== null && site !== "same-origin")) {
    return consoleError(403, "This request did not come from the console's own page, so it was refused. Open the console and try again there.");
  }
  return undefined;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type Authorised = { session: Session; sessionId: string; store: ConsoleStore };

/**
 * Every change the console makes goes through here: same origin, a live session, and the session's
 * CSRF token in the X-CSRF-Token header. Answers the session, or the refusal to send.
 */
export async function authoriseChange(request: Request): Promise<Authorised | Response> {
  const refused = crossSite(request);
  if (refused) return refused;
  const sessionId = sessionIdOf(request.headers.get("cookie"));
  const store = await openConsole();
  const session = await store.session(sessionId);
  if (!session || !sessionId) return consoleError(401, "You are not signed in to the console, or your session ended. Sign in again at /console/sign-in.");
  if (!sameToken(request.headers.get("x-csrf-token") ?? "", session.csrfToken)) {
    return consoleError(403, "The request's CSRF token is missing or wrong. Reload the console page and try again.");
  }
  return { session, sessionId, store };
}

/** For reads (GET): a live session, or 401. */
export async function authoriseRead(request: Request): Promise<Authorised | Response> {
  const sessionId = sessionIdOf(request.headers.get("cookie"));
  const store = await openConsole();
  const session = await store.session(sessionId);
  if (!session || !sessionId) return consoleError(401, "You are not signed in to the console. Sign in at /console/sign-in.");
  return { session, sessionId, store };
}
