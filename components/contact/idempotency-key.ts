/**
 * A fresh Idempotency-Key for one filled-in form (docs/decisions/0016): 128 random bits as hex.
 * crypto.getRandomValues, unlike crypto.randomUUID, also works on a plain-http origin.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
