// The validated environment for a command-line script, or the schema's message and exit 1.
import { EnvError, parseEnv, type Env } from "@/server/env-schema";

export function readEnvOrExit(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
