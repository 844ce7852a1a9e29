import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Runs one of the site's TypeScript scripts as `npm run` does (tsx, react-server), on SQLite unless `env` says otherwise; never throws on a non-zero exit. */
export async function cli(script: string, env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", script, ...args], {
      env: { ...process.env, DATABASE_URL: "", ...env },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
