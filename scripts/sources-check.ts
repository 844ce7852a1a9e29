// `npm run sources:check`: fetches every page the catalogue cites and records, for each sourced fact,
// whether its quote is still there (issue 29, docs/decisions/0142). Only the catalogue's URLs are
// fetched. Results go to the database (the console's Sources page lists what to re-check).
// `--json` prints the verdicts; `--pause-ms N` sets the pause between two requests to one host.
import { parseArgs } from "node:util";
import { openStore } from "@/server/db/store";
import { readEnvOrExit } from "@/scripts/cli-env";
import { checkCatalogueSources, finishLease, SOURCES_JOB, takeLease, watcherAgent } from "@/server/sources/schedule";
import { verdicts } from "@/server/sources/watcher";
import { terminalJson, visible } from "./terminal-text";

const { values } = parseArgs({ options: { json: { type: "boolean", default: false }, "pause-ms": { type: "string", default: "1000" }, help: { type: "boolean", short: "h", default: false } } });
if (values.help) {
  console.log("Usage: npm run sources:check [-- --json] [-- --pause-ms N]\nChecks every source the catalogue cites and records whether each fact's quote is still on its page.");
  process.exit(0);
}
const pauseMs = Number(values["pause-ms"]);
if (!Number.isInteger(pauseMs) || pauseMs < 0) {
  console.error(`--pause-ms must be a whole number of milliseconds (got "${values["pause-ms"]}").`);
  process.exit(2);
}

async function main() {
  const env = readEnvOrExit();
  const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    // The same lease as the server's schedule: never two runs at once.
    const holder = `cli-${process.pid}-${Date.now()}`;
    if (!(await takeLease(store, SOURCES_JOB, holder, 6 * 3600_000))) {
      console.error("A source check is running already (the server's schedule or another npm run sources:check). Try again when it is done.");
      process.exit(3);
    }
    let results;
    try {
      results = await checkCatalogueSources(store, { ...watcherAgent(env.SITE_URL), pauseMs });
    } finally {
      await finishLease(store, SOURCES_JOB, holder);
    }
    if (values.json) {
      console.log(terminalJson(results));
      return;
    }
    const counts = verdicts.map((v) => `${results.filter((r) => r.verdict === v).length} ${v}`).join(", ");
    console.log(`${results.length} facts checked: ${counts}.`);
    for (const r of results.filter((x) => x.verdict !== "present" && x.verdict !== "changed")) console.log(`${r.verdict.padEnd(10)} ${r.key}  ${visible(r.url)}\n           ${visible(r.detail)}`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
