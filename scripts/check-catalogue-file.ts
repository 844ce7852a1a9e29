// Usage: npx tsx scripts/check-catalogue-file.ts content/platforms/<id>.json [more files]
// Validates catalogue files against the schema and the content check's evidence rules, and prints problems.
import fs from "node:fs";
import { platformSchema } from "@/lib/catalogue-schema";
import { evidenceProblems, type CheckedPlatform } from "@/lib/content-check";

let bad = 0;
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("give one or more content/platforms/<id>.json files");
  process.exit(2);
}
for (const file of files) {
  const entry = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
  const r = platformSchema.safeParse(entry);
  const problems = r.success ? evidenceProblems([entry as CheckedPlatform], new Date()).map((p) => `${p.fact}: ${p.problem}`) : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  if (problems.length) {
    bad++;
    console.log(`${file}:\n  ${problems.join("\n  ")}`);
  }
}
console.log(`${files.length} files, ${bad} with problems`);
process.exit(bad ? 1 : 0);
