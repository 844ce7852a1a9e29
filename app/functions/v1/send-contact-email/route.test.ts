import { createHash, createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openStore, type ContactStore } from "@/server/db/store";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "contact-route-"));
let route: typeof import("@/app/functions/v1/send-contact-email/route");
let service: typeof import("@/server/contact/contact-service");
let reader: ContactStore;
let nextIp = 1;

beforeAll(async () => {
  // The env is parsed when server/env.ts is first imported: set it, then import the route.
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("LOG_LEVEL", "silent");
  vi.stubEnv("RATE_LIMIT_CONTACT_PER_HOUR", "3");
  vi.stubEnv("SMTP_URL", "");
  route = await import("@/app/functions/v1/send-contact-email/route");
  service = await import("@/server/contact/contact-service");
  reader = await openStore({ dataDir });
});

afterAll(async () => {
  await reader.close();
  await (await service.contactStore()).close();
  vi.unstubAllEnvs();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A POST as the server layer hands it to the route: JSON body, trusted client IP header. */
function post(body: unknown, ip = `203.0.113.${nextIp++}`): Request {
  return new Request("http://localhost/functions/v1/send-contact-email", {
    method: "POST",
    headers: { "content-type": "application/json", "x-client-ip": ip, "x-request-id": "test-request-id" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const valid = { name: "  Ada Lovelace ", email: " ada@example.com ", message: " I would like help choosing an AI tool for our team. " };

describe("POST /functions/v1/send-contact-email", () => {
  it("stores a valid message (trimmed) with a pending delivery and answers 201 with its id", async () => {
    const response = await route.POST(post(valid));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);
    const stored = (await reader.listMessages()).find((m) => m.id === body.id);
    expect(stored).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "I would like help choosing an AI tool for our team.",
      status: "pending",
    });
    expect(stored?.ipHash).toMatch(/^[0-9a-f]{16}$/);
    expect(stored?.ipHash).not.toContain("203.0.113");
  });

  it("rejects invalid fields with 400 and a message for each field, storing nothing", async () => {
    const before = (await reader.listMessages()).length;
    const response = await route.POST(post({ name: "   ", email: "not-an-email", message: "x".repeat(5_001) }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toEqual(expect.any(String));
    expect(body.fields).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid email address, like name@example.com.",
      message: "Please keep your message under 5,000 characters.",
    });
    expect(await reader.listMessages()).toHaveLength(before);
  });

  it("rejects missing fields, an over-long name and an over-long email address", async () => {
    const missing = await route.POST(post({}));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { fields: object }).fields).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      message: "Please enter a message.",
    });
    const long = await route.POST(post({ ...valid, name: "n".repeat(101), email: `${"a".repeat(250)}@example.com` }));
    expect(long.status).toBe(400);
    const { fields } = (await long.json()) as { fields: Record<string, string> };
    expect(fields.name).toBe("Please keep your name under 100 characters.");
    expect(fields.email).toBe("An email address can have at most 254 characters.");
  });

  it("answers a filled honeypot exactly like a stored message (201 with an id) and stores nothing", async () => {
    const before = (await reader.listMessages()).length;
    const person = await route.POST(post({ ...valid, name: "Real Sender" }));
    const bot = await route.POST(post({ ...valid, name: "Spam Bot", website: "https://spam.example" }));
    expect(bot.status).toBe(person.status);
    const [a, b] = [(await person.json()) as { id: string }, (await bot.json()) as { id: string }];
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) });
    expect([...bot.headers.keys()].sort()).toEqual([...person.headers.keys()].sort());
    const after = await reader.listMessages();
    expect(after).toHaveLength(before + 1);
    expect(after.some((m) => m.name === "Spam Bot" || m.id === b.id)).toBe(false);
  });

  it("refuses control characters with a field error naming them, in every field, storing nothing", async () => {
    const before = (await reader.listMessages()).length;
    const response = await route.POST(post({ name: "Ada\nDelivery: sent", email: "ada@example.com\u001b", message: "Hello\u0000world" }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: object }).fields).toEqual({
      name: "Please keep your name on one line, without tabs or line breaks.",
      email: "Your email address contains an invisible control character (U+001B) that we cannot accept. Please remove it and send again.",
      message: "Your message contains an invisible control character (U+0000) that we cannot accept. Please remove it and send again.",
    });
    // Tabs and line breaks are fine in a message; a Windows line end is a line break.
    const ok = await route.POST(post({ ...valid, name: "Tabbed", message: "Line one\r\n\tLine two" }));
    expect(ok.status).toBe(201);
    expect((await reader.listMessages()).find((m) => m.name === "Tabbed")?.message).toBe("Line one\n\tLine two");
    expect(await reader.listMessages()).toHaveLength(before + 1);
  });

  it("stores a post retried with the same Idempotency-Key once, answering the same id", async () => {
    const withKey = (body: unknown, key: string) => {
      const request = post(body);
      request.headers.set("idempotency-key", key);
      return request;
    };
    const first = (await (await route.POST(withKey({ ...valid, name: "Once Only" }, "retry-key-1"))).json()) as { id: string };
    const again = await route.POST(withKey({ ...valid, name: "Once Only" }, '"retry-key-1"'));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ ok: true, id: first.id });
    expect((await reader.listMessages()).filter((m) => m.name === "Once Only")).toHaveLength(1);
    expect((await route.POST(withKey({ ...valid, name: "Something Else" }, "retry-key-1"))).status).toBe(422);
    expect((await route.POST(withKey(valid, "not a valid key"))).status).toBe(400);
  });

  // Issue 27, finding 8: a key reused with a different body told a bot it hit the honeypot (201
  // with the same id, where a real message gets 422).
  it("answers an Idempotency-Key reuse from the honeypot exactly as it answers a real message", async () => {
    const withKey = (body: unknown, key: string) => {
      const request = post(body);
      request.headers.set("idempotency-key", key);
      return request;
    };
    const outcome = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
    const flow = async (extra: object, key: string) => {
      const first = await outcome(await route.POST(withKey({ ...valid, name: "Key Reuser", ...extra }, key)));
      const same = await outcome(await route.POST(withKey({ ...valid, name: "Key Reuser", ...extra }, key)));
      const different = await outcome(await route.POST(withKey({ ...valid, name: "Key Reuser", message: "A different message this time.", ...extra }, key)));
      return { first, same, different };
    };
    const person = await flow({}, "reuse-person-1");
    const bot = await flow({ website: "https://spam.example" }, "reuse-bot-1");
    expect(person.first.status).toBe(201);
    expect(person.same).toEqual({ status: 201, body: { ok: true, id: person.first.body.id } });
    expect(person.different.status).toBe(422);
    expect(bot.first.status).toBe(201);
    expect(bot.same).toEqual({ status: 201, body: { ok: true, id: bot.first.body.id } });
    expect(bot.different).toEqual(person.different);
    expect((await reader.listMessages()).filter((m) => m.name === "Key Reuser")).toHaveLength(1);
  });

  // Issue 27, finding 7: the stored ipHash was an unsalted SHA-256 of the address.
  it("stores a keyed hash of the address (the install's secret), not a plain SHA-256 of it", async () => {
    const ip = "203.0.113.250";
    const response = await route.POST(post({ ...valid, name: "Hashed Sender" }, ip));
    expect(response.status).toBe(201);
    const stored = (await reader.listMessages()).find((m) => m.name === "Hashed Sender")!;
    const sha = (text: string) => createHash("sha256").update(text).digest("hex");
    for (const plain of [sha(ip), sha(`contact:${ip}`)]) expect(plain.startsWith(stored.ipHash!)).toBe(false);
    const secret = Buffer.from(await reader.installSecret("ip-hmac"), "hex");
    expect(stored.ipHash).toBe(createHmac("sha256", secret).update(`contact:${ip}`).digest("hex").slice(0, 16));
    // The same client, however its address is spelt, has one pseudonym.
    await route.POST(post({ ...valid, name: "Hashed Sender Again" }, `::ffff:${ip}`));
    expect((await reader.listMessages()).find((m) => m.name === "Hashed Sender Again")?.ipHash).toBe(stored.ipHash);
  });

  it("accepts an empty honeypot, as a person's browser sends it", async () => {
    const response = await route.POST(post({ ...valid, name: "Real Person", website: "" }));
    expect(response.status).toBe(201);
    expect((await reader.listMessages()).some((m) => m.name === "Real Person")).toBe(true);
  });

  it("limits each client address: over the limit it answers 429 with Retry-After, others still get through", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < 3; i++) expect((await route.POST(post({ ...valid, name: `Burst ${i}` }, ip))).status).toBe(201);
    const limited = await route.POST(post({ ...valid, name: "Burst 3" }, ip));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(/too many/i);
    expect((await reader.listMessages()).some((m) => m.name === "Burst 3")).toBe(false);
    expect((await route.POST(post(valid, "198.51.100.8"))).status).toBe(201);
  });

  it("answers bad bodies with 4xx JSON, never 500", async () => {
    expect((await route.POST(post("{not json"))).status).toBe(400);
    const wrongType = new Request("http://localhost/functions/v1/send-contact-email", { method: "POST", body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect((await route.POST(wrongType)).status).toBe(415);
    expect((await route.POST(post({ ...valid, message: "x".repeat(70_000) }))).status).toBe(413);
  });

  it("answers other methods with a JSON 405", async () => {
    const response = route.GET();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});
