import { contactFieldErrors, contactRequestSchema } from "@/app/functions/v1/send-contact-email/schema";
import { submitContactMessage } from "@/server/contact/contact-service";
import { clientIp, jsonError, methodNotAllowed, readJsonBody } from "@/server/http";
import { requestLogger } from "@/server/logger";
import { rateLimit } from "@/server/rate-limit";

/** Contact form: validate, store with an outbox row (mail goes out from the delivery loop), answer. */
export async function POST(request: Request): Promise<Response> {
  const log = requestLogger(request, "send-contact-email");
  const ip = clientIp(request);

  const limited = await rateLimit("contact", ip);
  if (limited) return limited;

  const body = await readJsonBody(request, contactRequestSchema, { maxBytes: 64 * 1024, describe: contactFieldErrors });
  if (!body.ok) return body.response;

  const { website, ...message } = body.data;
  if (website?.trim()) {
    // A bot filled the hidden field: answer like a success, keep nothing (docs/decisions/0032).
    log.info("contact honeypot filled; message dropped");
    return Response.json({ ok: true });
  }

  try {
    const { id } = await submitContactMessage(message, ip);
    log.info({ messageId: id }, "contact message stored");
    return Response.json({ ok: true, id }, { status: 201 });
  } catch (error) {
    log.error({ err: error }, "contact message could not be stored");
    return jsonError(503, "Your message could not be saved right now. Please try again in a few minutes.");
  }
}

export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
