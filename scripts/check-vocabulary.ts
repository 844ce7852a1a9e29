// `npx tsx scripts/check-vocabulary.ts [--strict]`: checks the task vocabulary (content/vocabulary/tasks.json)
// and each platform's `vocabulary` key against the agreed format (issue 25). Prints problems and a summary;
// exits 1 on any error. `--strict` also fails when a platform has no `vocabulary` key yet.
import fs from "node:fs";
import path from "node:path";
import { readCatalogueFiles } from "@/lib/catalogue-files";
import { DERIVED_USE_CASE, isUseCaseId, useCases } from "@/lib/use-cases";
import { fold, words } from "@/lib/discovery/text";

type Task = { id: string; label: string; useCases: string[]; phrases: Record<string, string[]> };
type Vocabulary = { aliases: string[]; tasks: string[]; examples: string[] };
type RawPlatform = { id: string; name: string; useCases: string[]; vocabulary?: Vocabulary };

const areas = [
  "text", "writing", "image", "video", "audio", "music", "voice", "code", "app", "web", "data", "research", "search",
  "learn", "teach", "translate", "seo", "marketing", "social", "chatbot", "agent", "meeting", "document", "design",
  "logo", "slides", "avatar", "3d", "automation", "model",
];
const languages = ["en", "es", "de", "fr", "pt", "it"] as const;
/** Common English words with another sense: never a phrase on their own (vocab-format.md §1). */
const ambiguousAlone = new Set(["pitch", "face", "phone", "book", "make", "app", "design", "image", "video", "write", "text", "voice", "chat", "code", "data", "ai", "model", "search", "commercial", "interpreter", "proof", "toast", "keynote", "proposal"]);

const errors: string[] = [];
const warnings: string[] = [];

/** The form a phrase is matched in: folded words, plurals folded. */
const key = (phrase: string) => words(phrase).join(" ");
/** How names and aliases compare: folded, every run of other characters one space. */
const nameKey = (name: string) => fold(name).replace(/[^\p{L}\p{N}]+/gu, " ").trim();

const root = process.cwd();
const tasks = JSON.parse(fs.readFileSync(path.join(root, "content", "vocabulary", "tasks.json"), "utf8")) as Task[];
const taskById = new Map<string, Task>();
const phraseOwner = new Map<string, string>();

if (!Array.isArray(tasks)) errors.push("tasks.json: not an array");
if (tasks.length < 100 || tasks.length > 150) errors.push(`tasks.json: ${tasks.length} tasks (the format asks for 100-150)`);
const idPattern = new RegExp(`^(${areas.join("|")})\\.[a-z0-9]+(-[a-z0-9]+)*$`);
for (const t of tasks) {
  const where = `task ${t.id}`;
  if (taskById.has(t.id)) errors.push(`${where}: duplicate id`);
  taskById.set(t.id, t);
  if (!idPattern.test(t.id)) errors.push(`${where}: id is not "<area>.<task>" with a known area`);
  if (typeof t.label !== "string" || t.label.length < 3 || t.label.length > 80) errors.push(`${where}: label must be 3-80 characters`);
  if (!Array.isArray(t.useCases) || t.useCases.length < 1 || t.useCases.length > 3) errors.push(`${where}: 1-3 use cases`);
  for (const u of t.useCases ?? []) {
    if (!isUseCaseId(u) || u === DERIVED_USE_CASE) errors.push(`${where}: use case "${u}" is not a taggable use case`);
  }
  if (new Set(t.useCases).size !== t.useCases.length) errors.push(`${where}: a use case repeats`);
  const extra = Object.keys(t.phrases ?? {}).filter((l) => !(languages as readonly string[]).includes(l));
  if (extra.length) errors.push(`${where}: unknown languages ${extra.join(", ")}`);
  for (const lang of languages) {
    const list = t.phrases?.[lang];
    const [min, max] = lang === "en" ? [3, 15] : [1, 8];
    if (!Array.isArray(list) || list.length < min || list.length > max) {
      errors.push(`${where}: ${lang} needs ${min}-${max} phrases (has ${list?.length ?? 0})`);
      continue;
    }
    for (const p of list) {
      if (!/^[\p{Ll}\p{N}]+( [\p{Ll}\p{N}]+)*$/u.test(p)) errors.push(`${where}: ${lang} phrase "${p}" is not lower-case words separated by single spaces`);
      const n = p.split(" ").length;
      if (n > 6) errors.push(`${where}: ${lang} phrase "${p}" has ${n} words (1-6)`);
      if (n === 1 && ambiguousAlone.has(fold(p))) errors.push(`${where}: "${p}" alone is a common word with another sense`);
      const k = key(p);
      const owner = phraseOwner.get(k);
      if (owner && owner !== t.id) errors.push(`${where}: phrase "${p}" (${lang}) is also in ${owner}`);
      phraseOwner.set(k, t.id);
    }
  }
}

// ── Platforms
const platforms = readCatalogueFiles() as RawPlatform[];
const nameOwner = new Map<string, string>();
for (const p of platforms) {
  nameOwner.set(nameKey(p.name), p.id);
  nameOwner.set(nameKey(p.id), p.id);
}
const aliasOwner = new Map<string, string>();
const used = new Map<string, number>();
let covered = 0;
for (const p of platforms) {
  const v = p.vocabulary;
  const where = `platform ${p.id}`;
  if (!v) {
    (process.argv.includes("--strict") ? errors : warnings).push(`${where}: no vocabulary yet`);
    continue;
  }
  covered++;
  const extra = Object.keys(v).filter((k) => !["aliases", "tasks", "examples"].includes(k));
  if (extra.length) errors.push(`${where}: unknown vocabulary keys ${extra.join(", ")}`);
  if (!Array.isArray(v.aliases) || v.aliases.length > 8) errors.push(`${where}: 0-8 aliases`);
  for (const a of v.aliases ?? []) {
    if (a.length < 2 || a.length > 40) errors.push(`${where}: alias "${a}" must be 2-40 characters`);
    const k = nameKey(a);
    if (k === nameKey(p.name)) errors.push(`${where}: alias "${a}" is its own name (names are recognised without an alias)`);
    const other = nameOwner.get(k);
    if (other && other !== p.id) errors.push(`${where}: alias "${a}" is the name or id of ${other}`);
    const prev = aliasOwner.get(k);
    if (prev && prev !== p.id) errors.push(`${where}: alias "${a}" is also an alias of ${prev}`);
    if (prev === p.id) errors.push(`${where}: alias "${a}" repeats`);
    aliasOwner.set(k, p.id);
  }
  if (!Array.isArray(v.tasks) || v.tasks.length < 1 || v.tasks.length > 12) errors.push(`${where}: 1-12 tasks`);
  if (new Set(v.tasks).size !== v.tasks.length) errors.push(`${where}: a task repeats`);
  for (const id of v.tasks ?? []) {
    if (!taskById.has(id)) errors.push(`${where}: unknown task ${id}`);
    used.set(id, (used.get(id) ?? 0) + 1);
  }
  const first = taskById.get(v.tasks?.[0] ?? "");
  if (first && !p.useCases.includes(first.useCases[0]!)) {
    errors.push(`${where}: first task ${first.id}'s main use case ${first.useCases[0]} is not among the platform's useCases`);
  }
  for (const id of v.tasks ?? []) {
    const t = taskById.get(id);
    if (t && !t.useCases.some((u) => p.useCases.includes(u))) warnings.push(`${where}: task ${id} shares no use case with the platform`);
  }
  if (!Array.isArray(v.examples) || v.examples.length < 2 || v.examples.length > 5) errors.push(`${where}: 2-5 examples`);
  for (const e of v.examples ?? []) if (e.length < 5 || e.length > 120) errors.push(`${where}: example "${e}" must be 5-120 characters`);
}

// ── Report
const perUseCase = useCases
  .filter((u) => u.id !== DERIVED_USE_CASE)
  .map((u) => `${u.id} ${tasks.filter((t) => t.useCases.includes(u.id)).length}/${tasks.filter((t) => t.useCases[0] === u.id).length}`);
const unused = tasks.filter((t) => !used.has(t.id)).map((t) => t.id);
for (const w of warnings) console.warn(`warning: ${w}`);
for (const e of errors) console.error(`error: ${e}`);
console.log(`${tasks.length} tasks; ${phraseOwner.size} distinct phrases; platforms with vocabulary ${covered}/${platforms.length}`);
console.log(`tasks per use case (any/main): ${perUseCase.join(", ")}`);
if (covered) console.log(`tasks no platform uses (${unused.length}): ${unused.join(", ") || "none"}`);
console.log(errors.length ? `${errors.length} errors` : "no errors");
process.exit(errors.length ? 1 : 0);
