import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";

type Doc = { components: unknown; paths: Record<string, unknown> };

/**
 * Compiles schemas that may point into an OpenAPI document's components (`#/components/schemas/X`)
 * with Ajv's JSON Schema 2020-12 dialect, OpenAPI 3.1's own.
 */
export function schemaCompiler(doc: Doc): (schema: unknown) => ValidateFunction {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: "openapi.json", components: doc.components });
  return (schema) => {
    const s = schema as { $ref?: string };
    return ajv.compile(s.$ref ? { $ref: `openapi.json${s.$ref}` } : (schema as object));
  };
}

type Media = { schema: unknown; example?: unknown };
type Operation = { responses: Record<string, { content?: Record<string, Media> }> };

/** The schema the document gives for one operation's answer. */
export function responseSchema(doc: Doc, path: string, status: number, type = "application/json"): unknown {
  const operation = (doc.paths[path] as { get: Operation } | undefined)?.get;
  const schema = operation?.responses[String(status)]?.content?.[type]?.schema;
  if (!schema) throw new Error(`the document has no ${type} schema for GET ${path} ${status}`);
  return schema;
}

/** Every example in the document, with the schema it must match. */
export function documentExamples(doc: Doc): { where: string; schema: unknown; example: unknown }[] {
  const found: { where: string; schema: unknown; example: unknown }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [status, response] of Object.entries((item as { get: Operation }).get.responses)) {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        if (media.example !== undefined) found.push({ where: `GET ${path} ${status} ${type}`, schema: media.schema, example: media.example });
      }
    }
  }
  return found;
}
