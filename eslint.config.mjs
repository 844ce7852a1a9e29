import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Issue 27: a visitor's word looked up in a plain object finds Object.prototype ('constructor',
// 'toString', '__proto__'...) and broke search. A table keyed by arbitrary strings is a Map; this
// refuses the plain-object form (a literal typed or cast as Record<string, ...>).
const stringKeyedLiteral =
  "Record<string, ...> on an object literal is a dictionary that inherits Object.prototype: a looked-up word like 'constructor' or 'toString' finds a function. Use a Map (new Map(Object.entries({...})) keeps the literal), or a Record over a closed union of keys.";
const stringRecord = "TSTypeReference[typeName.name='Record'][typeArguments.params.0.type='TSStringKeyword']";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "bench/results/**", "next-env.d.ts"],
  },
  {
    rules: {
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      "no-restricted-syntax": [
        "error",
        { selector: `VariableDeclarator[init.type='ObjectExpression'] > Identifier > TSTypeAnnotation > ${stringRecord}`, message: stringKeyedLiteral },
        { selector: `VariableDeclarator[init.type='ObjectExpression'] > Identifier > TSTypeAnnotation > TSTypeReference[typeName.name='Readonly'] ${stringRecord}`, message: stringKeyedLiteral },
        { selector: `TSAsExpression[expression.type='ObjectExpression'] > ${stringRecord}`, message: stringKeyedLiteral },
        { selector: `TSSatisfiesExpression[expression.type='ObjectExpression'] > ${stringRecord}`, message: stringKeyedLiteral },
        { selector: "CallExpression[callee.object.name='Object'][callee.property.name='hasOwnProperty']", message: "Use Object.hasOwn(object, key)." },
      ],
    },
  },
  {
    files: ["scripts/**", "bench/**", "tests/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-console": "off", "no-restricted-syntax": "off" },
  },
];

export default config;
