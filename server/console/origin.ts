import type { Env } from "@/server/env-schema";

/** The origin the console is opened at: CONSOLE_ORIGIN, else SITE_URL (docs/decisions/0140). */
export function consoleOrigin(env: Pick<Env, "CONSOLE_ORIGIN" | "SITE_URL">): string {
  return new URL(env.CONSOLE_ORIGIN ?? env.SITE_URL).origin;
}

/** The one-time link the CLI prints: the token rides in the fragment, never sent to a server log or a Referer. */
export function setupLink(env: Pick<Env, "CONSOLE_ORIGIN" | "SITE_URL">, token: string): string {
  return `${consoleOrigin(env)}/console/setup#${token}`;
}
