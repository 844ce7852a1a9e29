import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/server/api/openapi";
import { documentExamples, responseSchema, schemaCompiler } from "@/tests/support/openapi";

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document (@readme/openapi-parser)", { timeout: 120_000 }, async () => {
    const doc = openApiDocument();
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
  });

  it("has examples, and every example matches the schema of its response", () => {
    const doc = openApiDocument();
    const all = documentExamples(doc);
    expect(all.map((e) => e.where)).toEqual(expect.arrayContaining(["GET /platforms/{id} 200 application/json", "GET /use-cases 200 application/json"]));
    const compile = schemaCompiler(doc);
    for (const { where, schema, example } of all) {
      const check = compile(schema);
      expect(check(example) ? "" : `${where}: ${JSON.stringify(check.errors)}`).toBe("");
    }
  });

  it("rejects a body that breaks its schema (the check is not vacuous)", () => {
    const doc = openApiDocument();
    const check = schemaCompiler(doc)(responseSchema(doc, "/platforms/{id}", 200));
    expect(check({ data: { id: "x" } })).toBe(false);
    expect(check({ data: { ...(doc.paths["/platforms/{id}"].get.responses["200"].content["application/json"].example as { data: object }).data, extra: 1 } })).toBe(false);
  });
});
