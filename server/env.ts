import "server-only";
import { parseEnv } from "@/server/env-schema";

/** The parsed, typed environment. The only module that reads process.env. */
export const env = parseEnv(process.env);
