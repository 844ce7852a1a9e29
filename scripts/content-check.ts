// `npm run content:check [-- --days N]`: stale facts (a report), facts without a source and article
// prices that disagree with the catalogue (failures). Rules: lib/content-check.ts, decision 0051.
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { readCatalogueFiles } from "@/lib/catalogue-files";
import {
  evidenceProblems,
  missingSources,
  priceDisagreements,
  staleFacts,
  table,
  vocabularyProblems,
  type CheckedPlatform,
} from "@/lib/content-check";
import { platformSchema } from "@/lib/catalogue-schema";
// Loading the vocabulary validates content/vocabulary/*.json (lib/vocabulary.ts), failing with each problem.
import { aliasesSeed, tasks } from "@/lib/vocabulary";

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

/** Every platform file, read raw (before the schema), so gaps are reported, not thrown. */
function loadPlatforms(): CheckedPlatform[] {
  return readCatalogueFiles() as CheckedPlatform[];
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
  const platforms = loadPlatforms();
  const articles = loadArticles(root);

  const stale = staleFacts(platforms, now, days);
  const missing = missingSources(platforms);
  const disagreements = priceDisagreements(articles, platforms);
  const evidence = evidenceProblems(platforms, now, days);
  const vocabulary = vocabularyProblems(platforms, tasks, aliasesSeed);
  // What the site's loader would reject (lengths, counts, enums): the site would not start with it.
  const schema = platforms.flatMap((p) => {
    const parsed = platformSchema.safeParse(p);
    return parsed.success ? [] : parsed.error.issues.map((i) => ({ platform: String(p.id), field: i.path.join("."), problem: i.message }));
  });

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
  console.log(`\nFacts whose evidence breaks the rules (docs/content.md): ${evidence.length}`);
  if (evidence.length > 0) console.log(table(["platform", "fact", "problem"], evidence.map((e) => [e.platform, e.fact, e.problem])));
  const withVocabulary = platforms.filter((p) => p.vocabulary).length;
  console.log(`\nVocabulary problems (${tasks.length} tasks; ${withVocabulary} of ${platforms.length} platforms have a vocabulary): ${vocabulary.length}`);
  if (vocabulary.length > 0) console.log(table(["platform", "field", "problem"], vocabulary.map((v) => [v.platform, v.field, v.problem])));
  console.log(`\nEntries the catalogue's schema rejects: ${schema.length}`);
  if (schema.length > 0) console.log(table(["platform", "field", "problem"], schema.map((e) => [e.platform, e.field, e.problem])));
  const failed = schema.length > 0 || missing.length > 0 || disagreements.length > 0 || evidence.length > 0 || vocabulary.length > 0;
  console.log(failed ? "\nFAILED: add the missing sources or quotes, fix the prices (or source real ones in otherPrices), record why a fact could not be re-read, or fix the vocabulary (task ids, aliases, main task)." : "\nOK");
  process.exit(failed ? 1 : 0);
}

void main();
