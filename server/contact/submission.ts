import "server-only";
import type { z } from "zod";
import { decoySubmission, hashIp, submitMessage } from "@/server/contact/contact-service";
import type { NewMessage } from "@/server/db/store";
import { clientIp, jsonError, readJsonBody } from "@/server/http";
import { requestLogger } from "@/server/logger";
import { rateLimit } from "@/server/rate-limit";

/** What a form posts that lands in the owner's inbox: the contact form and 'Suggest a correction'. */
type Submission<S extends z.ZodType> = {
  route: string;
  schema: S;
  describe: (error: z.ZodError) => Record<string, unknown>;
  /** The message to store, or a 400 response for what the schema cannot check (an unknown platform). */
  toMessage: (data: z.infer<S>) => Omit<NewMessage, "ipHash" | "idempotencyKey"> | Response;
  /** What the log calls it ("contact message", "correction"). */
  noun: string;
};

const MAX_BODY_BYTES = 64 * 1024;
const KEY_REUSED = "This Idempotency-Key was already used for a different message. Send it with a new key.";

/**
 * The client's Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): a Structured Fields
 * string ("...") or, as many clients send it, the bare token; 1-255 visible ASCII characters.
 */
export function idempotencyKeyOf(request: Request): { ok: true; key?: string } | { ok: false } {
  const raw = request.headers.get("idempotency-key");
  if (raw === null) return { ok: true };
  const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(raw.trim());
  const key = quoted ? quoted[1]!.replace(/\\(["\\])/g, "$1") : raw.trim();
  return /^[\x21-\x7e]{1,255}$/.test(key) ? { ok: true, key } : { ok: false };
}

/**
 * One submission, in the order of docs/decisions/0032 and 0016: the rate limit before the body is
 * read; the body validated; the honeypot answered exactly like a stored message (status, body shape,
 * about the same time) and logged; the message stored durably with its outbox row before the
 * reply; a retry with the same Idempotency-Key answered with the first message's id.
 */
export async function acceptSubmission<S extends z.ZodType<{ website?: string }>>(request: Request, submission: Submission<S>): Promise<Response> {
  const log = requestLogger(request, submission.route);
  const ip = clientIp(request);

  const limited = await rateLimit("contact", ip);
  if (limited) return limited;

  const idempotency = idempotencyKeyOf(request);
  if (!idempotency.ok) return jsonError(400, "The Idempotency-Key header must be 1-255 visible ASCII characters, such as a UUID.");

  const body = await readJsonBody(request, submission.schema, { maxBytes: MAX_BODY_BYTES, describe: submission.describe });
  if (!body.ok) return body.response;

  // Checked before the honeypot, so a bot gets the same 400 a person would (an unknown platform).
  const message = submission.toMessage(body.data);
  if (message instanceof Response) return message;

  if (body.data.website?.trim()) {
    const decoy = await decoySubmission(idempotency.key, message);
    const ipHash = await hashIp(ip).catch(() => undefined);
    log.info({ honeypot: true, ipHash, keyReused: decoy.conflict || undefined }, `${submission.noun} honeypot filled: answered like a stored message, nothing stored`);
    // A key reused for another message gets the 422 a real message gets (issue 27, finding 8).
    if (decoy.conflict) return jsonError(422, KEY_REUSED);
    return Response.json({ ok: true, id: decoy.id }, { status: 201 });
  }

  try {
    const saved = await submitMessage({ ...message, idempotencyKey: idempotency.key }, ip);
    if (saved.conflict) {
      log.warn({ messageId: saved.id }, `${submission.noun}: idempotency key reused for a different message`);
      return jsonError(422, KEY_REUSED);
    }
    log.info({ messageId: saved.id, replayed: saved.replayed || undefined }, saved.replayed ? `${submission.noun} already stored (same Idempotency-Key)` : `${submission.noun} stored`);
    return Response.json({ ok: true, id: saved.id }, { status: 201 });
  } catch (error) {
    log.error({ err: error }, `${submission.noun} could not be stored`);
    return jsonError(503, "Your message could not be saved right now. Please try again in a few minutes.");
  }
}
