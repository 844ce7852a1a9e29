// The shared start of the operator's list commands (`npm run messages`, `npm run insights`):
// `--json`, `--limit N` and `--help`, the validated environment, and one way to report a failure.
import { parseArgs } from "node:util";
import { EnvError, parseEnv, type Env } from "@/server/env-schema";

export type ListCli = { json: boolean; limit: number; env: Env };

/** Reads the arguments and the environment; prints usage or the problem and exits when they say so. */
export function readListCli({ usage, defaultLimit }: { usage: string; defaultLimit: number }): ListCli {
  const { values } = parseArgs({
    options: { json: { type: "boolean", default: false }, limit: { type: "string", default: String(defaultLimit) }, help: { type: "boolean", short: "h", default: false } },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) {
    console.error(`--limit must be a positive whole number (got "${values.limit}").`);
    process.exit(2);
  }
  try {
    return { json: values.json, limit, env: parseEnv(process.env) };
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Runs the command, turning a failure into one line and exit code 1. */
export function runListCli(what: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(`Could not read the ${what}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
