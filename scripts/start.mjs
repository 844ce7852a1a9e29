// `npm start`: validate the configuration, build when the build is missing or stale, then serve.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { tsImport } from "tsx/esm/api";
import { HASH_FILE, sourceHash } from "./source-hash.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NODE_ENV = "production";

const { parseEnv, EnvError } = await tsImport("../server/env-schema.ts", import.meta.url);
let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    console.error("Fix the variables above (see .env.example) and start again.");
    process.exit(1);
  }
  throw error;
}

const nextBin = "node_modules/next/dist/bin/next";
const wanted = sourceHash();
const built = fs.existsSync(".next/BUILD_ID") && fs.existsSync(HASH_FILE) ? fs.readFileSync(HASH_FILE, "utf8") : "";
if (built !== wanted) {
  console.info(built ? "Sources changed since the last build: building..." : "No production build yet: building...");
  const result = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(HASH_FILE, wanted);
}

const server = spawn(process.execPath, [nextBin, "start", "-p", String(env.PORT), "-H", env.HOST], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
