import { execFileSync } from "node:child_process";

export type ListedMessage = { id: string; name: string; email: string; message: string; status: string; kind: string; platformId: string | null };

/** What the operator sees with `npm run messages -- --json`, from the e2e server's data folder. */
export function storedMessages(): ListedMessage[] {
  const out = execFileSync("npm", ["run", "-s", "messages", "--", "--json", "--limit", "1000"], {
    env: { ...process.env, DATA_DIR: "test-results/e2e-data", DATABASE_URL: "" },
    encoding: "utf8",
  });
  return JSON.parse(out) as ListedMessage[];
}
