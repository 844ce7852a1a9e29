import { contactFieldErrors, contactRequestSchema } from "@/app/functions/v1/send-contact-email/schema";
import { acceptSubmission } from "@/server/contact/submission";
import { methodNotAllowed } from "@/server/http";

/** Contact form: validate, store with an outbox row (mail goes out from the delivery loop), answer. */
export async function POST(request: Request): Promise<Response> {
  return acceptSubmission(request, {
    route: "send-contact-email",
    noun: "contact message",
    schema: contactRequestSchema,
    describe: contactFieldErrors,
    toMessage: ({ name, email, message }) => ({ kind: "contact", name, email, message }),
  });
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
