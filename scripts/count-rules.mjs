// Counts the hand-written word rules in code (issue 25): word-like string literals (synonym phrases,
// word sets, name lists) and regular-expression literals in the modules that read visitors' words.
// A rough, reproducible measure: `node scripts/count-rules.mjs`.
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
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^\p{Ll}[\p{L}\p{N} .'$-]*$/u.test(node.text) && !(ts.isCallExpression(node.parent) && node.parent.expression.getText() === "import")) strings++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (strings + regexes) console.log(`${file.padEnd(40)} ${String(strings).padStart(5)} phrases ${String(regexes).padStart(4)} regexes`);
  total += strings + regexes;
}
console.log(`total ${total}`);
