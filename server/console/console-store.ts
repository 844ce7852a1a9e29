import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ContactStore } from "@/server/db/store";

/**
 * The owner's console data (issue 29, docs/decisions/0140): owners, one-time setup tokens,
 * passkeys, WebAuthn challenges, server-side sessions, the audit log and the owner's handling of
 * messages. Plain SQL that both dialects run alike (times are epoch milliseconds in both), through
 * the contact store's connection.
 */

/** A setup link works this long. */
export const SETUP_TOKEN_MS = 24 * 3600_000;
/** A session lasts this long, then the owner signs in again. */
export const SESSION_MS = 12 * 3600_000;
/** A WebAuthn challenge must be answered within this. */
export const CHALLENGE_MS = 5 * 60_000;

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const token = () => randomBytes(32).toString("base64url");
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export type Owner = { id: string; name: string; createdAt: number };
export type Passkey = { id: string; ownerId: string; publicKey: string; counter: number; transports: string[] };
export type Session = { ownerId: string; ownerName: string; csrfToken: string; expiresAt: number };
export type AuditEntry = { id: string; at: number; actor: string; action: string; target: string | null; detail: string | null };
export type HandlingState = "open" | "replied" | "archived";
export type Handling = { messageId: string; state: HandlingState; decision: "accepted" | "rejected" | null; note: string | null; updatedAt: number; updatedBy: string };

export class ConsoleError extends Error {}

export function consoleStore(store: ContactStore) {
  const rows = (q: ReturnType<typeof sql>) => store.rows(q);

  const api = {
    async ownerByName(name: string): Promise<Owner | undefined> {
      const [r] = await rows(sql`SELECT id, name, created_at FROM owners WHERE name = ${name}`);
      return r ? { id: String(r.id), name: String(r.name), createdAt: Number(r.created_at) } : undefined;
    },

    async listOwners(): Promise<(Owner & { passkeys: number; sessions: number })[]> {
      const now = Date.now();
      const list = await rows(sql`
        SELECT o.id, o.name, o.created_at,
          (SELECT count(*) FROM passkeys p WHERE p.owner_id = o.id) AS passkeys,
          (SELECT count(*) FROM console_sessions s WHERE s.owner_id = o.id AND s.revoked_at IS NULL AND s.expires_at > ${now}) AS sessions
        FROM owners o ORDER BY o.created_at`);
      return list.map((r) => ({ id: String(r.id), name: String(r.name), createdAt: Number(r.created_at), passkeys: Number(r.passkeys), sessions: Number(r.sessions) }));
    },

    /** Adds an owner; answers the one-time setup token (shown once, only its hash is kept). */
    async addOwner(name: string, now = Date.now()): Promise<{ owner: Owner; token: string }> {
      if (await api.ownerByName(name)) throw new ConsoleError(`An owner named "${name}" exists already. To give them a new setup link, run: npm run console -- recover "${name}"`);
      const owner = { id: randomUUID(), name, createdAt: now };
      await rows(sql`INSERT INTO owners (id, name, created_at) VALUES (${owner.id}, ${owner.name}, ${owner.createdAt})`);
      const setup = await api.issueSetupToken(owner.id, now);
      await api.audit("cli", "owner.added", name, undefined, now);
      return { owner, token: setup };
    },

    /** A new one-time setup link for an existing owner; earlier unused links stop working. */
    async issueSetupToken(ownerId: string, now = Date.now()): Promise<string> {
      await rows(sql`DELETE FROM owner_tokens WHERE owner_id = ${ownerId} AND used_at IS NULL`);
      const value = token();
      await rows(sql`INSERT INTO owner_tokens (token_hash, owner_id, created_at, expires_at) VALUES (${sha256(value)}, ${ownerId}, ${now}, ${now + SETUP_TOKEN_MS})`);
      return value;
    },

    /**
     * Recovery through the CLI: revokes the owner's sessions, optionally removes their passkeys
     * (a lost or stolen device), and answers a new setup link.
     */
    async recover(name: string, { removePasskeys = false } = {}, now = Date.now()): Promise<string> {
      const owner = await api.ownerByName(name);
      if (!owner) throw new ConsoleError(`No owner named "${name}". List them with: npm run console -- list`);
      await api.revokeOwnerSessions(owner.id, now);
      if (removePasskeys) await rows(sql`DELETE FROM passkeys WHERE owner_id = ${owner.id}`);
      await api.audit("cli", removePasskeys ? "owner.recovered.passkeys-removed" : "owner.recovered", name, undefined, now);
      return api.issueSetupToken(owner.id, now);
    },

    /** The owner a setup token belongs to, while it is unused and unexpired. */
    async setupOwner(value: string, now = Date.now()): Promise<Owner | undefined> {
      const [r] = await rows(sql`
        SELECT o.id, o.name, o.created_at FROM owner_tokens t JOIN owners o ON o.id = t.owner_id
        WHERE t.token_hash = ${sha256(value)} AND t.used_at IS NULL AND t.expires_at > ${now}`);
      return r ? { id: String(r.id), name: String(r.name), createdAt: Number(r.created_at) } : undefined;
    },

    /** Marks a setup token used; answers false when it was used (or expired) meanwhile. */
    async useSetupToken(value: string, now = Date.now()): Promise<boolean> {
      const used = await rows(sql`UPDATE owner_tokens SET used_at = ${now} WHERE token_hash = ${sha256(value)} AND used_at IS NULL AND expires_at > ${now} RETURNING owner_id`);
      return used.length > 0;
    },

    async saveChallenge(challenge: string, purpose: "register" | "signin", ownerId: string | null, now = Date.now()): Promise<string> {
      const id = randomUUID();
      await rows(sql`DELETE FROM webauthn_challenges WHERE expires_at < ${now}`);
      await rows(sql`INSERT INTO webauthn_challenges (id, challenge, purpose, owner_id, expires_at) VALUES (${id}, ${challenge}, ${purpose}, ${ownerId}, ${now + CHALLENGE_MS})`);
      return id;
    },

    /** Takes (deletes) a challenge: each is answered at most once. */
    async takeChallenge(id: string, purpose: "register" | "signin", now = Date.now()): Promise<{ challenge: string; ownerId: string | null } | undefined> {
      const [r] = await rows(sql`DELETE FROM webauthn_challenges WHERE id = ${id} AND purpose = ${purpose} RETURNING challenge, owner_id, expires_at`);
      if (!r || Number(r.expires_at) < now) return undefined;
      return { challenge: String(r.challenge), ownerId: str(r.owner_id) };
    },

    async passkeysOf(ownerId: string): Promise<Passkey[]> {
      const list = await rows(sql`SELECT id, owner_id, public_key, counter, transports FROM passkeys WHERE owner_id = ${ownerId}`);
      return list.map(toPasskey);
    },

    async passkey(id: string): Promise<Passkey | undefined> {
      const [r] = await rows(sql`SELECT id, owner_id, public_key, counter, transports FROM passkeys WHERE id = ${id}`);
      return r ? toPasskey(r) : undefined;
    },

    async addPasskey(p: Passkey, now = Date.now()): Promise<void> {
      await rows(sql`INSERT INTO passkeys (id, owner_id, public_key, counter, transports, created_at) VALUES (${p.id}, ${p.ownerId}, ${p.publicKey}, ${p.counter}, ${p.transports.join(",")}, ${now})`);
    },

    async passkeyUsed(id: string, counter: number, now = Date.now()): Promise<void> {
      await rows(sql`UPDATE passkeys SET counter = ${counter}, last_used_at = ${now} WHERE id = ${id}`);
    },

    /** Starts a session; answers the cookie value (only its hash is stored). */
    async createSession(ownerId: string, now = Date.now()): Promise<string> {
      const id = token();
      await rows(sql`DELETE FROM console_sessions WHERE expires_at < ${now - 30 * 86_400_000}`);
      await rows(sql`INSERT INTO console_sessions (id_hash, owner_id, csrf_token, created_at, expires_at) VALUES (${sha256(id)}, ${ownerId}, ${token()}, ${now}, ${now + SESSION_MS})`);
      return id;
    },

    async session(id: string | undefined, now = Date.now()): Promise<Session | undefined> {
      if (!id || id.length > 100) return undefined;
      const [r] = await rows(sql`
        SELECT s.owner_id, o.name, s.csrf_token, s.expires_at FROM console_sessions s JOIN owners o ON o.id = s.owner_id
        WHERE s.id_hash = ${sha256(id)} AND s.revoked_at IS NULL AND s.expires_at > ${now}`);
      return r ? { ownerId: String(r.owner_id), ownerName: String(r.name), csrfToken: String(r.csrf_token), expiresAt: Number(r.expires_at) } : undefined;
    },

    async revokeSession(id: string, now = Date.now()): Promise<void> {
      await rows(sql`UPDATE console_sessions SET revoked_at = ${now} WHERE id_hash = ${sha256(id)} AND revoked_at IS NULL`);
    },

    async revokeOwnerSessions(ownerId: string, now = Date.now()): Promise<number> {
      return (await rows(sql`UPDATE console_sessions SET revoked_at = ${now} WHERE owner_id = ${ownerId} AND revoked_at IS NULL RETURNING id_hash`)).length;
    },

    async audit(actor: string, action: string, target?: string, detail?: string, now = Date.now()): Promise<void> {
      await rows(sql`INSERT INTO audit_log (id, at, actor, action, target, detail) VALUES (${randomUUID()}, ${now}, ${actor}, ${action}, ${target ?? null}, ${detail ?? null})`);
    },

    async auditLog(limit = 200): Promise<AuditEntry[]> {
      const list = await rows(sql`SELECT id, at, actor, action, target, detail FROM audit_log ORDER BY at DESC, id LIMIT ${limit}`);
      return list.map((r) => ({ id: String(r.id), at: Number(r.at), actor: String(r.actor), action: String(r.action), target: str(r.target), detail: str(r.detail) }));
    },

    async handling(): Promise<Map<string, Handling>> {
      const list = await rows(sql`SELECT message_id, state, decision, note, updated_at, updated_by FROM message_handling`);
      return new Map(
        list.map((r) => [
          String(r.message_id),
          { messageId: String(r.message_id), state: String(r.state) as HandlingState, decision: (str(r.decision) as Handling["decision"]) ?? null, note: str(r.note), updatedAt: num(r.updated_at) ?? 0, updatedBy: String(r.updated_by) },
        ]),
      );
    },

    async setState(messageId: string, state: HandlingState, by: string, now = Date.now()): Promise<void> {
      await rows(sql`
        INSERT INTO message_handling (message_id, state, updated_at, updated_by) VALUES (${messageId}, ${state}, ${now}, ${by})
        ON CONFLICT (message_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
    },

    async decide(messageId: string, decision: "accepted" | "rejected", note: string, by: string, now = Date.now()): Promise<void> {
      await rows(sql`
        INSERT INTO message_handling (message_id, state, decision, note, updated_at, updated_by) VALUES (${messageId}, 'archived', ${decision}, ${note}, ${now}, ${by})
        ON CONFLICT (message_id) DO UPDATE SET state = excluded.state, decision = excluded.decision, note = excluded.note, updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
    },
  };
  return api;
}

export type ConsoleStore = ReturnType<typeof consoleStore>;

function toPasskey(r: Record<string, unknown>): Passkey {
  return { id: String(r.id), ownerId: String(r.owner_id), publicKey: String(r.public_key), counter: Number(r.counter), transports: String(r.transports ?? "").split(",").filter(Boolean) };
}
