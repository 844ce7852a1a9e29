// A hash of everything that goes into the production build, so `npm start` rebuilds only when the
// sources (or the build-time settings baked into static pages) changed.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INPUTS = ["app", "pages", "assets", "components", "content", "lib", "server", "public", "package.json", "package-lock.json",
  "next.config.ts", "security-headers.mjs", "postcss.config.mjs", "tsconfig.json", "instrumentation.ts", "proxy.ts"];
/** Settings read while pre-rendering static pages. */
const BUILD_ENV = ["SITE_URL", "OWNER_NAME", "OWNER_WEBSITE", "OWNER_LINKEDIN", "OWNER_X", "REFERRAL_URL", "PRERENDER_PLATFORMS", "CATALOGUE_DIR"];

function walk(p, out) {
  if (!fs.existsSync(p)) return;
  const stat = fs.statSync(p);
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(p).sort()) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      walk(path.join(p, name), out);
    }
  } else if (!/\.test\.tsx?$/.test(p)) {
    out.push(p);
  }
}

export function sourceHash(root = process.cwd()) {
  const hash = createHash("sha256");
  const files = [];
  for (const input of INPUTS) walk(path.join(root, input), files);
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ""}\n`);
  // The image page says whether a model is connected (issue 30): which provider, never the key itself.
  for (const name of ["IMAGE_PROVIDER", "IMAGE_BASE_URL", "IMAGE_MODEL"]) hash.update(`${name}=${process.env[name] ?? ""}\n`);
  hash.update(`IMAGE_API_KEY set=${Boolean(process.env.IMAGE_API_KEY)}\n`);
  return hash.digest("hex");
}

export const HASH_FILE = path.join(".next", "source-hash");
