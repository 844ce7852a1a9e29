import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deliverDue, deliveryPolicy, retryDelayMs, startDeliveryLoop } from "@/server/contact/delivery";
import { createSmtpMailer, type ContactMailer } from "@/server/contact/mailer";
import { openStore, type ContactStore } from "@/server/db/store";
import { freePort, startTestPostgres, type TestPostgres } from "@/tests/support/postgres";
import { startTestSmtp, type TestSmtp } from "@/tests/support/smtp";

const owner = { to: "owner@example.com", from: "site@example.com" };
const cleanup: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function sqliteStore(dataDir?: string): Promise<[ContactStore, string]> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "contact-delivery-"));
  if (!dataDir) cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const store = await openStore({ dataDir: dir });
  cleanup.push(() => store.close());
  return [store, dir];
}

async function smtp(port?: number): Promise<TestSmtp> {
  const server = await startTestSmtp(port);
  cleanup.push(() => server.stop());
  return server;
}

function mailer(port: number): ContactMailer {
  const m = createSmtpMailer(`smtp://127.0.0.1:${port}`, owner);
  cleanup.push(() => m.close());
  return m;
}

const at = (iso: string) => () => new Date(iso);

describe("retry policy", () => {
  it("waits 30 s after the first failure, doubling up to one hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 15].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe("contact delivery over a real SMTP server", () => {
  it("delivers a message once to the owner, with the visitor as Reply-To, a clear subject and the whole message", async () => {
    const [store] = await sqliteStore();
    const server = await smtp();
    const { id } = await store.saveMessage(
      { name: "José Example", email: "jose@example.com", message: "Hello!\nCould you help us choose an AI writing tool?\n\nThanks, José" },
      new Date("2025-10-20T10:00:00Z"),
    );

    expect(await deliverDue(store, mailer(server.port))).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(server.mails).toHaveLength(1);
    const [mail] = server.mails;
    expect(mail?.envelopeFrom).toBe("site@example.com");
    expect(mail?.envelopeTo).toEqual(["owner@example.com"]);
    expect(mail?.headers.from).toBe("site@example.com");
    expect(mail?.headers.to).toBe("owner@example.com");
    expect(mail?.headers["reply-to"]).toBe("José Example <jose@example.com>");
    expect(mail?.headers.subject).toBe("New contact message from José Example");
    expect(mail?.text).toContain("Name: José Example");
    expect(mail?.text).toContain("Email: jose@example.com");
    expect(mail?.text).toContain("Hello!\nCould you help us choose an AI writing tool?\n\nThanks, José");

    expect(await store.listMessages()).toMatchObject([{ id, status: "sent", attempts: 1, lastError: null }]);
    expect(await deliverDue(store, mailer(server.port))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(server.mails).toHaveLength(1);
  });

  it("delivers a correction through the same outbox, naming its platform, with a Reply-To only when the reader left an address", async () => {
    const [store] = await sqliteStore();
    const server = await smtp();
    const message = "Which fact: Starting price\nSource: https://claude.ai/pricing\nWhat is right:\nPro is $20/month.";
    await store.saveMessage({ kind: "correction", platformId: "claude", name: "", email: "reader@example.com", message }, new Date("2025-10-20T10:00:00Z"));
    await store.saveMessage({ kind: "correction", platformId: "claude", name: "", email: "", message }, new Date("2025-10-20T10:01:00Z"));

    expect(await deliverDue(store, mailer(server.port))).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const [withAddress, anonymous] = server.mails;
    expect(withAddress?.headers.subject).toBe("Correction suggested for Claude");
    expect(withAddress?.headers["reply-to"]).toBe("reader@example.com");
    expect(withAddress?.text).toContain("Platform: Claude (claude)");
    expect(withAddress?.text).toContain(message);
    expect(anonymous?.headers["reply-to"]).toBeUndefined();
    expect(anonymous?.text).toContain("The reader left no address for a reply.");
  });

  it("keeps the message queued while SMTP is down, then delivers it exactly once when SMTP is back", async () => {
    const [store] = await sqliteStore();
    const port = await freePort(); // nothing listens there yet: connections are refused
    await store.saveMessage({ name: "Grace", email: "grace@example.com", message: "Are you there?" }, new Date("2025-10-20T10:00:00Z"));

    expect(await deliverDue(store, mailer(port), { clock: at("2025-10-20T10:00:01Z") })).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const [queued] = await store.listMessages();
    expect(queued).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(queued?.lastError).toMatch(/ECONNREFUSED/);
    expect(queued?.nextAttemptAt.toISOString()).toBe("2025-10-20T10:00:31.000Z");

    const server = await smtp(port);
    // Not due yet: the 30-second back-off is respected even though SMTP is back.
    expect(await deliverDue(store, mailer(port), { clock: at("2025-10-20T10:00:10Z") })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(server.mails).toHaveLength(0);

    expect(await deliverDue(store, mailer(port), { clock: at("2025-10-20T10:00:31Z") })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await deliverDue(store, mailer(port), { clock: at("2025-10-20T12:00:00Z") })).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(server.mails.map((m) => m.headers.subject)).toEqual(["New contact message from Grace"]);
    expect(await store.listMessages()).toMatchObject([{ status: "sent", attempts: 2, lastError: null }]);
  });

  it("backs off between attempts and marks the message failed after the last one, keeping it stored", async () => {
    const [store] = await sqliteStore();
    const port = await freePort();
    await store.saveMessage({ name: "Linus", email: "linus@example.com", message: "Nobody home" }, new Date("2025-10-20T10:00:00Z"));
    const waits: number[] = [];
    let now = new Date("2025-10-20T10:00:00Z");
    for (let attempt = 1; attempt <= deliveryPolicy.maxAttempts; attempt++) {
      const report = await deliverDue(store, mailer(port), { clock: () => now });
      expect(report).toEqual(attempt < deliveryPolicy.maxAttempts ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 });
      const [row] = await store.listMessages();
      waits.push(row!.nextAttemptAt.getTime() - now.getTime());
      now = row!.nextAttemptAt;
    }
    expect(waits.slice(0, 9)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]);
    expect(await store.listMessages()).toMatchObject([{ name: "Linus", status: "failed", attempts: deliveryPolicy.maxAttempts }]);
    expect(await deliverDue(store, mailer(port), { clock: () => new Date(now.getTime() + 86_400_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it("sends a message as soon as it is saved when the loop is kicked", async () => {
    const [store] = await sqliteStore();
    const server = await smtp();
    const loop = startDeliveryLoop({ store, mailer: mailer(server.port), intervalMs: 3_600_000 });
    cleanup.push(() => loop.stop());
    await loop.idle();

    await store.saveMessage({ name: "Ada", email: "ada@example.com", message: "Kick it" });
    loop.kick();
    await loop.idle();
    expect(server.mails.map((m) => m.headers.subject)).toEqual(["New contact message from Ada"]);
  });

  it("delivers messages left pending when the app stopped, once a new process starts its loop", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-restart-"));
    cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    // First run: SMTP unreachable, two messages stay queued; the process then dies without closing anything.
    const [before] = await sqliteStore(dir);
    await before.saveMessage({ name: "First", email: "first@example.com", message: "One" });
    await before.saveMessage({ name: "Second", email: "second@example.com", message: "Two" });
    expect(await deliverDue(before, mailer(await freePort()))).toMatchObject({ retrying: 2 });

    // Second run: a new store on the same file and a new loop; retries are due again later.
    const server = await smtp();
    const [after] = await sqliteStore(dir);
    const later = new Date(Date.now() + 60_000);
    expect(await deliverDue(after, mailer(server.port), { clock: () => later })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(server.mails.map((m) => m.headers.subject).sort()).toEqual(["New contact message from First", "New contact message from Second"]);
    expect((await after.listMessages()).map((m) => m.status)).toEqual(["sent", "sent"]);
  });

  it("delivers messages that were saved but never attempted, when the next process starts its loop", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-restart-"));
    cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const [before] = await sqliteStore(dir);
    await before.saveMessage({ name: "Queued", email: "queued@example.com", message: "Saved before a crash" });

    const server = await smtp();
    const [after] = await sqliteStore(dir);
    const loop = startDeliveryLoop({ store: after, mailer: mailer(server.port), intervalMs: 3_600_000 });
    cleanup.push(() => loop.stop());
    await loop.idle();
    expect(server.mails.map((m) => m.headers.subject)).toEqual(["New contact message from Queued"]);
  });
});

describe("several instances on one PostgreSQL", () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 120_000);
  afterAll(async () => {
    await postgres?.stop();
  });

  it("deliver every message exactly once", async () => {
    const url = await postgres.newDatabase();
    const stores = await Promise.all([openStore({ databaseUrl: url, dataDir: "unused" }), openStore({ databaseUrl: url, dataDir: "unused" })]);
    for (const s of stores) cleanup.push(() => s.close());
    const server = await smtp();
    for (let n = 1; n <= 24; n++) await stores[0]!.saveMessage({ name: `Visitor ${n}`, email: `v${n}@example.com`, message: `Message ${n}` });

    const reports = await Promise.all([0, 1, 0, 1].map((i) => deliverDue(stores[i]!, mailer(server.port))));
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(24);
    const subjects = server.mails.map((m) => m.headers.subject);
    expect(subjects).toHaveLength(24);
    expect(new Set(subjects).size).toBe(24);
  });
});
