import "server-only";
import { parseEnv } from "@/server/env-schema";

/** The parsed, typed environment. The only module that reads process.env. */
export const env = parseEnv(process.env);

/** Whether the operator set SITE_URL (without it, absolute URLs use the localhost default; issue 30). */
export const siteUrlConfigured = Boolean(process.env.SITE_URL?.trim());
