// Usage: npx tsx scripts/check-catalogue-file.ts content/platforms/<file>.ts
// Validates every exported array in one catalogue file against the schema and prints problems.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { platformSchema } from "@/lib/catalogue-schema";

async function main() {
const file = process.argv[2];
if (!file) throw new Error("give a file");
const mod = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
let bad = 0;
let count = 0;
for (const value of Object.values(mod)) {
  if (!Array.isArray(value)) continue;
  for (const entry of value) {
    count++;
    const r = platformSchema.safeParse(entry);
    if (!r.success) {
      bad++;
      console.log((entry as { id?: string }).id, JSON.stringify(r.error.issues, null, 1));
    }
  }
}
console.log(`${count} entries, ${bad} invalid`);
}

void main();
