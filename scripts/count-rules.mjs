// Counts the hand-written word rules in code (issue 25): word-like string literals (synonym phrases,
// word sets, name lists) and regular-expression literals in the modules that read visitors' words.
// A rough, reproducible measure: `node scripts/count-rules.mjs`. The names of the data's lists
// (`intentPattern("price")`) are no rules and are not counted. The rules kept as data
// (content/vocabulary/*.json: phrases, aliases, word lists) are counted apart, as are the platform
// files' vocabulary keys (docs/decisions/0180-vocabulary-as-data.md).
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const dirs = ["lib/discovery", "server/discovery", "server/chat"];
const files = dirs.flatMap((d) => fs.readdirSync(d).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts")).map((f) => path.join(d, f)));
let total = 0;
for (const file of files) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  let strings = 0;
  let regexes = 0;
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (ts.isRegularExpressionLiteral(node)) regexes++;
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^\p{Ll}[\p{L}\p{N} .'$-]*$/u.test(node.text) && !(ts.isCallExpression(node.parent) && ["import", "intentPattern"].includes(node.parent.expression.getText()))) strings++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (strings + regexes) console.log(`${file.padEnd(40)} ${String(strings).padStart(5)} phrases ${String(regexes).padStart(4)} regexes`);
  total += strings + regexes;
}
console.log(`total in code ${total}`);

// In data: every string of content/vocabulary/*.json but the notes, and the platform files' vocabulary.
const strings = (value, key) => (key === "note" || key === "label" || key === "id" ? 0 : typeof value === "string" ? 1 : Array.isArray(value) ? value.reduce((n, v) => n + strings(v), 0) : value && typeof value === "object" ? Object.entries(value).reduce((n, [k, v]) => n + strings(v, k), 0) : 0);
let data = 0;
for (const f of fs.readdirSync("content/vocabulary").filter((f) => f.endsWith(".json")).sort()) {
  const n = strings(JSON.parse(fs.readFileSync(path.join("content/vocabulary", f), "utf8")));
  console.log(`${path.join("content/vocabulary", f).padEnd(40)} ${String(n).padStart(5)} phrases`);
  data += n;
}
const platformFiles = fs.readdirSync("content/platforms").filter((f) => f.endsWith(".json") && !f.startsWith("_"));
const vocab = platformFiles.reduce((n, f) => n + strings(JSON.parse(fs.readFileSync(path.join("content/platforms", f), "utf8")).vocabulary ?? null), 0);
console.log(`${"content/platforms/*.json vocabulary".padEnd(40)} ${String(vocab).padStart(5)} phrases`);
console.log(`total in data ${data + vocab}`);
