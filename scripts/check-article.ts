// Usage: npx tsx scripts/check-article.ts content/articles/<slug>.md
// Checks one article's front matter, sections and word count, and lists its /platforms links.
import fs from "node:fs";
import matter from "gray-matter";
import { frontmatterSchema } from "@/lib/article-schema";

const file = process.argv[2];
if (!file) throw new Error("give a file");
const { data, content } = matter(fs.readFileSync(file, "utf8"));
const r = frontmatterSchema.safeParse(data);
if (!r.success) console.log("FRONT MATTER:", JSON.stringify(r.error.issues, null, 1));
const sections = content.split("\n").filter((l) => l.startsWith("## "));
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const fmText = JSON.stringify(data).replace(/[{}\[\]",:]/g, " ");
console.log(`sections (${sections.length}):\n  ${sections.join("\n  ")}`);
console.log(`body words: ${words(content)}; with front matter: ${words(content) + words(fmText)}`);
const links = [...content.matchAll(/\]\((\/platforms\/[a-z0-9-]+)\)/g)].map((m) => m[1]);
console.log(`platform links: ${[...new Set(links)].join(" ")}`);
console.log(r.success ? "front matter OK" : "front matter INVALID");
