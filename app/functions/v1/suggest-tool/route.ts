import { suggestionFieldErrors, suggestionRequestSchema, suggestionText } from "@/app/functions/v1/suggest-tool/schema";
import { acceptSubmission } from "@/server/contact/submission";
import { methodNotAllowed } from "@/server/http";

/**
 * 'Suggest a tool' (issue 29): with the contact form's guarantees (rate limit, honeypot,
 * Idempotency-Key, stored with its outbox row before the reply), kept as kind "suggestion".
 */
export async function POST(request: Request): Promise<Response> {
  return acceptSubmission(request, {
    route: "suggest-tool",
    noun: "tool suggestion",
    schema: suggestionRequestSchema,
    describe: suggestionFieldErrors,
    toMessage: ({ name, toolUrl, why, email }) => ({ kind: "suggestion", name: "", email: email ?? "", message: suggestionText({ name, toolUrl, why }) }),
  });
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
