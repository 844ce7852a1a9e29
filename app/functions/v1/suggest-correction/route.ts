import { correctionFieldErrors, correctionRequestSchema, correctionText } from "@/app/functions/v1/suggest-correction/schema";
import { getPlatform } from "@/lib/catalogue";
import { acceptSubmission } from "@/server/contact/submission";
import { jsonError, methodNotAllowed } from "@/server/http";

/**
 * 'Suggest a correction' on a platform page: validated and rate-limited like the contact form, then
 * stored through the same outbox as a correction with its platform id (docs/decisions/0017).
 */
export async function POST(request: Request): Promise<Response> {
  return acceptSubmission(request, {
    route: "suggest-correction",
    noun: "correction",
    schema: correctionRequestSchema,
    describe: correctionFieldErrors,
    toMessage: ({ platformId, fact, correction, sourceUrl, email }) => {
      if (!getPlatform(platformId)) return jsonError(400, "Unknown platform: this correction is not about a page of ours.", { fields: {} });
      return { kind: "correction", platformId, name: "", email: email ?? "", message: correctionText({ fact, correction, sourceUrl }) };
    },
  });
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
