// `npm run content:check [-- --days N]`: stale facts (a report), facts without a source and article
// prices that disagree with the catalogue (failures). Rules: lib/content-check.ts, decision 0051.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import matter from "gray-matter";
import {
  missingSources,
  priceDisagreements,
  staleFacts,
  table,
  type CheckedPlatform,
} from "@/lib/content-check";

function parseDays(argv: string[]): number {
  const i = argv.indexOf("--days");
  if (i === -1) return 180;
  const n = Number(argv[i + 1]);
  if (!Number.isInteger(n) || n < 0) {
    console.error("--days takes a whole number of days, e.g. --days 90");
    process.exit(2);
  }
  return n;
}

/** Every platform in every content/platforms/*.ts file, read raw (before the schema), so gaps are reported, not thrown. */
async function loadPlatforms(root: string): Promise<CheckedPlatform[]> {
  const dir = path.join(root, "content", "platforms");
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).sort();
  const list: CheckedPlatform[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      if (!Array.isArray(value)) continue;
      for (const entry of value) {
        if (entry && typeof entry === "object" && "id" in entry && "pricing" in entry) list.push(entry as CheckedPlatform);
      }
    }
  }
  return list;
}

function loadArticles(root: string): { slug: string; text: string }[] {
  const dir = path.join(root, "content", "articles");
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => {
      const { data, content } = matter(fs.readFileSync(path.join(dir, f), "utf8"));
      // Front matter strings (TL;DR, takeaways, FAQ answers) are prose too: one paragraph each.
      const strings = JSON.stringify(data, (_key, value: unknown) => value)
        .match(/"(?:[^"\\]|\\.)*"/g)
        ?.map((s) => JSON.parse(s) as string)
        .filter((s) => s.includes(" ")) ?? [];
      return { slug: f.replace(/\.md$/, ""), text: [...strings, content].join("\n\n") };
    });
}

async function main() {
  const root = process.cwd();
  const days = parseDays(process.argv.slice(2));
  const now = new Date();
  const platforms = await loadPlatforms(root);
  const articles = loadArticles(root);

  const stale = staleFacts(platforms, now, days);
  const missing = missingSources(platforms);
  const disagreements = priceDisagreements(articles, platforms);

  console.log(`Content check: ${platforms.length} platforms, ${articles.length} articles, facts older than ${days} days are stale.\n`);
  console.log(`Stale facts (report only): ${stale.length}`);
  if (stale.length > 0) {
    console.log(table(["platform", "fact", "checked", "age (days)"], stale.map((s) => [s.platform, s.fact, s.checked, String(s.days)])));
  }
  console.log(`\nFacts without a source: ${missing.length}`);
  if (missing.length > 0) console.log(table(["platform", "fact"], missing.map((m) => [m.platform, m.fact])));
  console.log(`\nArticle prices that disagree with the catalogue: ${disagreements.length}`);
  if (disagreements.length > 0) {
    console.log(
      table(
        ["article", "platform", "price", "catalogue prices", "where"],
        disagreements.map((d) => [d.article, d.platform, d.price, d.allowed.join(" ") || "(none)", d.text.slice(0, 90)]),
      ),
    );
  }
  const failed = missing.length > 0 || disagreements.length > 0;
  console.log(failed ? "\nFAILED: add the missing sources, or fix the prices (or list real ones in otherPrices)." : "\nOK");
  process.exit(failed ? 1 : 0);
}

void main();
