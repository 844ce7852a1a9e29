import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHALLENGE_MS, ConsoleError, consoleStore, SESSION_MS, SETUP_TOKEN_MS, type ConsoleStore } from "@/server/console/console-store";
import { openStore, type ContactStore } from "@/server/db/store";
import { startTestPostgres, type TestPostgres } from "@/tests/support/postgres";

/** The console's owners, links, sessions and handling on both adapters (docs/decisions/0140). */
describe.each(["sqlite", "postgres"] as const)("console store on %s", (kind) => {
  let pg: TestPostgres | undefined;
  let contact: ContactStore;
  let store: ConsoleStore;
  let dir = "";
  beforeAll(async () => {
    if (kind === "postgres") {
      pg = await startTestPostgres();
      contact = await openStore({ databaseUrl: await pg.newDatabase(), dataDir: "unused" });
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "console-store-"));
      contact = await openStore({ dataDir: dir });
    }
    store = consoleStore(contact);
  }, 120_000);
  afterAll(async () => {
    await contact?.close();
    await pg?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a setup link works once, within 24 hours, and a newer one replaces it", async () => {
    const t0 = 1_800_000_000_000;
    const { owner, token } = await store.addOwner("Ada", t0);
    await expect(store.addOwner("Ada", t0)).rejects.toBeInstanceOf(ConsoleError);
    expect((await store.setupOwner(token, t0 + 1000))?.id).toBe(owner.id);
    expect(await store.setupOwner(token, t0 + SETUP_TOKEN_MS + 1)).toBeUndefined();
    expect(await store.useSetupToken(token, t0 + 1000)).toBe(true);
    expect(await store.useSetupToken(token, t0 + 2000)).toBe(false);
    expect(await store.setupOwner(token, t0 + 2000)).toBeUndefined();

    const second = await store.recover("Ada", {}, t0 + 3000);
    const third = await store.recover("Ada", {}, t0 + 4000);
    expect(await store.setupOwner(second, t0 + 5000)).toBeUndefined();
    expect((await store.setupOwner(third, t0 + 5000))?.name).toBe("Ada");
    await expect(store.recover("Nobody")).rejects.toThrow('No owner named "Nobody"');
  });

  it("sessions are kept as hashes, end after 12 hours, and are revoked by sign-out and by recovery", async () => {
    const now = Date.now();
    const { owner } = await store.addOwner("Grace", now);
    const a = await store.createSession(owner.id, now);
    const b = await store.createSession(owner.id, now);
    expect((await store.session(a, now + 1000))?.ownerName).toBe("Grace");
    // Only a hash of the cookie's value is stored.
    expect(await contact.rows(sql`SELECT id_hash FROM console_sessions WHERE id_hash = ${a}`)).toEqual([]);
    expect(await store.session(a, now + SESSION_MS + 1)).toBeUndefined();
    await store.revokeSession(a, now + 2000);
    expect(await store.session(a, now + 3000)).toBeUndefined();
    expect(await store.session(b, now + 3000)).toBeDefined();
    await store.recover("Grace", { removePasskeys: true }, now + 4000);
    expect(await store.session(b, now + 5000)).toBeUndefined();
    expect(await store.session("not-a-session", now)).toBeUndefined();
  });

  it("a passkey's counter moves on, and a challenge is answered once and in time", async () => {
    const now = Date.now();
    const { owner } = await store.addOwner("Linus", now);
    await store.addPasskey({ id: "cred-1", ownerId: owner.id, publicKey: "cGs", counter: 0, transports: ["internal", "hybrid"] }, now);
    await store.passkeyUsed("cred-1", 7, now + 1);
    expect(await store.passkey("cred-1")).toEqual({ id: "cred-1", ownerId: owner.id, publicKey: "cGs", counter: 7, transports: ["internal", "hybrid"] });
    const id = await store.saveChallenge("abc", "signin", null, now);
    expect(await store.takeChallenge(id, "register", now)).toBeUndefined();
    expect(await store.takeChallenge(id, "signin", now)).toEqual({ challenge: "abc", ownerId: null });
    expect(await store.takeChallenge(id, "signin", now)).toBeUndefined();
    const late = await store.saveChallenge("def", "signin", null, now);
    expect(await store.takeChallenge(late, "signin", now + CHALLENGE_MS + 1)).toBeUndefined();
  });

  it("keeps the owner's handling and decisions, and an audit log newest first", async () => {
    const saved = await contact.saveMessage({ name: "R", email: "r@example.com", message: "Please fix the price.", kind: "correction", platformId: "claude" });
    await store.setState(saved.id, "replied", "Ada", 1);
    expect((await store.handling()).get(saved.id)?.state).toBe("replied");
    await store.decide(saved.id, "rejected", "The page still says $20.", "Ada", 2);
    expect((await store.handling()).get(saved.id)).toMatchObject({ state: "archived", decision: "rejected", note: "The page still says $20.", updatedBy: "Ada", updatedAt: 2 });
    await store.audit("Ada", "first", undefined, undefined, 10);
    await store.audit("Ada", "second", "x", "y", 20);
    const log = await store.auditLog();
    expect(log.findIndex((e) => e.action === "second")).toBeLessThan(log.findIndex((e) => e.action === "first"));
  });

  it("puts a failed delivery back in the queue, and only a failed one", async () => {
    const saved = await contact.saveMessage({ name: "S", email: "s@example.com", message: "Hello there, a question." });
    expect(await contact.retryDelivery(saved.id)).toBe(false);
    const mine = (await contact.claimDue({ now: new Date(), limit: 100, leaseMs: 60_000 })).find((d) => d.messageId === saved.id);
    await contact.recordAttempt(mine?.outboxId ?? "", { ok: false, at: new Date(), error: "550 mailbox unavailable" });
    expect((await contact.listMessages()).find((m) => m.id === saved.id)?.status).toBe("failed");
    expect(await contact.retryDelivery(saved.id, new Date())).toBe(true);
    expect((await contact.listMessages()).find((m) => m.id === saved.id)).toMatchObject({ status: "pending", attempts: 0, lastError: null });
  });
});
