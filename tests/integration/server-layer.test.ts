import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, type ContactStore } from "@/server/db/store";
import { startAppServer, type AppServer } from "@/tests/support/app-process";

// The production server behind the thin Node layer (scripts/start.mjs), over real HTTP, as a
// hostile visitor sees it (issue 18). The server trusts x-forwarded-for, as behind a proxy.
let app: AppServer;
let store: ContactStore;

beforeAll(async () => {
  app = await startAppServer({
    TRUSTED_IP_HEADER: "x-forwarded-for",
    RATE_LIMIT_IMAGE_PER_MINUTE: "6",
    RATE_LIMIT_CONTACT_PER_HOUR: "1000",
    LOG_LEVEL: "debug",
  });
  store = await openStore({ dataDir: app.dataDir });
}, 300_000);

afterAll(async () => {
  await store?.close();
  await app?.stop();
});

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request as written, whatever the method or target (fetch refuses TRACE and absolute-form targets). */
function raw(method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: app.port, method, path: target, headers: { ...headers, ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const json = { "content-type": "application/json" };
const contact = (n: number | string) => JSON.stringify({ name: `Visitor ${n}`, email: `visitor${n}@example.org`, message: `Server layer message ${n}` });

function expectSecurityHeaders(response: Raw, what: string) {
  const h = response.headers;
  expect(h["content-security-policy"], what).toContain("object-src 'none'");
  expect(h["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(h["content-security-policy"], what).not.toContain("unsafe-inline' 'unsafe-eval");
  expect(h["x-frame-options"], what).toBe("DENY");
  expect(h["x-content-type-options"], what).toBe("nosniff");
  expect(h["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"], what).toContain("camera=()");
}

/** The server's process: `npm start` runs it in a child with a bounded heap (decision 0092), or is it when the bound was given. */
function serverPid(): number {
  const parent = app.child.pid!;
  const child = fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .find((entry) => {
      try {
        // /proc/PID/stat: "pid (name) state ppid ..."; the name may hold spaces, so read after its ")".
        return Number(fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]) === parent;
      } catch {
        return false;
      }
    });
  return child ? Number(child) : parent;
}

const mapped = () => fs.readFileSync(`/proc/${serverPid()}/maps`, "utf8");

// Runs first, before any test draws an image (decision 0218).
describe("memory at rest", () => {
  it("keeps Next.js's compiler out of the server, and the image library until the first image", async () => {
    expect(mapped()).not.toContain("next-swc");
    expect(mapped()).not.toContain("libvips");
    const response = await raw("POST", "/functions/v1/ai-image", { ...json, "x-forwarded-for": "203.0.113.218" }, JSON.stringify({ prompt: "a paper boat on a pond" }));
    expect(response.status).toBe(200);
    expect(mapped()).toContain("libvips");
    expect(mapped()).not.toContain("next-swc");
  });

  it("runs the server with malloc's two arenas and its large blocks mapped apart", () => {
    const environment = fs.readFileSync(`/proc/${serverPid()}/environ`, "utf8").split("\0");
    expect(environment).toContain("MALLOC_ARENA_MAX=2");
    expect(environment).toContain("MALLOC_MMAP_THRESHOLD_=131072");
  });
});

describe("rate limits per client (item 1)", () => {
  it("keys IPv6 clients by their /64: ten addresses of one /64 share one image budget", async () => {
    const prompt = JSON.stringify({ prompt: "a lighthouse on a cliff at dusk" });
    const statuses: number[] = [];
    for (let address = 1; address <= 10; address++) {
      const responses = await Promise.all(
        Array.from({ length: 6 }, () => raw("POST", "/functions/v1/ai-image", { ...json, "x-forwarded-for": `2001:db8:aaaa:bbbb::${address.toString(16)}` }, prompt)),
      );
      statuses.push(...responses.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(54);
    // Another /64 has its own budget.
    expect((await raw("POST", "/functions/v1/ai-image", { ...json, "x-forwarded-for": "2001:db8:aaaa:cccc::1" }, prompt)).status).toBe(200);
  }, 120_000);

  it("keys an IPv4-mapped IPv6 address as the IPv4 address", async () => {
    const prompt = JSON.stringify({ prompt: "a red bicycle in the rain" });
    const statuses: number[] = [];
    for (const address of ["198.51.100.9", "::ffff:198.51.100.9", "::FFFF:c633:6409", "198.51.100.9", "::ffff:198.51.100.9", "198.51.100.9", "::ffff:198.51.100.9"]) {
      statuses.push((await raw("POST", "/functions/v1/ai-image", { ...json, "x-forwarded-for": address }, prompt)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  }, 120_000);
});

describe("methods (item 2)", () => {
  const functions = ["/functions/v1/ai-chat", "/functions/v1/ai-image", "/functions/v1/send-contact-email", "/functions/v1/suggest-correction"];
  const readOnly = ["/healthz", "/readyz", "/images/0000000000000000000000000000000000000000000000000000000000000000.png", "/", "/blog", "/platforms/claude", "/does-not-exist"];

  it("answers TRACE, WebDAV verbs and other unhandled methods with a JSON 405 and Allow, never a 500", async () => {
    const before = app.stderr().length;
    for (const path of [...functions, ...readOnly]) {
      const allow = path.startsWith("/functions/") ? "POST, OPTIONS" : "GET, HEAD, OPTIONS";
      const methods = ["TRACE", "PROPFIND", "MKCOL", "LOCK", "PUT", "DELETE", "PATCH", ...(path.startsWith("/functions/") ? ["GET", "HEAD"] : ["POST"])];
      for (const method of methods) {
        const response = await raw(method, path, json, method === "HEAD" ? undefined : "{}");
        const what = `${method} ${path}`;
        expect(response.status, what).toBe(405);
        expect(response.headers.allow, what).toBe(allow);
        expect(response.headers["content-type"], what).toBe("application/json");
        if (method !== "HEAD") expect(JSON.parse(response.body), what).toEqual({ error: expect.stringMatching(/^Method not allowed/) });
        expectSecurityHeaders(response, what);
      }
    }
    expect(app.stderr().slice(before)).not.toMatch(/TypeError|Error:/);
  }, 60_000);

  it("lists in OPTIONS only the methods that work", async () => {
    for (const path of functions) expect((await raw("OPTIONS", path)).headers.allow, path).toBe("POST, OPTIONS");
    for (const path of readOnly) {
      const response = await raw("OPTIONS", path);
      expect(response.status, path).toBe(204);
      expect(response.headers.allow, path).toBe("GET, HEAD, OPTIONS");
    }
  });

  it("still serves what works", async () => {
    expect((await raw("GET", "/healthz")).status).toBe(200);
    expect((await raw("HEAD", "/")).status).toBe(200);
    expect((await raw("POST", "/functions/v1/send-contact-email", json, contact("methods"))).status).toBe(201);
  });
});

describe("request targets (item 10)", () => {
  it("refuses an absolute-form target with a 400 instead of redirecting to the host it names", async () => {
    for (const target of ["http://evil.example/", "https://evil.example/login", "http://127.0.0.1/blog/"]) {
      const response = await raw("GET", target);
      expect(response.status, target).toBe(400);
      expect(response.headers.location, target).toBeUndefined();
      expect(JSON.parse(response.body)).toEqual({ error: expect.stringContaining("must be a path") });
      expectSecurityHeaders(response, target);
    }
  });

  it("never redirects a double-slash path off the site", async () => {
    for (const target of ["//evil.example/", "/\\evil.example/"]) {
      const location = (await raw("GET", target)).headers.location;
      if (location) expect(new URL(location, "http://ours.example").host, target).toBe("ours.example");
    }
  });
});

describe("security headers on every response (item 8)", () => {
  it("on the server layer's own 400, Next.js's 308 and 404, and JSON", async () => {
    const responses = {
      "400 malformed escape": await raw("GET", "/blog/%E0%A4%A"),
      "308 trailing slash": await raw("GET", "/blog/"),
      "404 page": await raw("GET", "/no-such-page"),
      "404 function": await raw("POST", "/functions/v1/nothing-here", json, "{}"),
      "200 health": await raw("GET", "/healthz"),
      "200 page with a query": await raw("GET", "/blog?ref=newsletter"),
    };
    expect(responses["308 trailing slash"].status).toBe(308);
    expect(responses["400 malformed escape"].status).toBe(400);
    for (const [what, response] of Object.entries(responses)) expectSecurityHeaders(response, what);
  });

  it("marks images and build assets Cross-Origin-Resource-Policy: same-origin", async () => {
    const { imageUrl } = (await (await fetch(`${app.url}/functions/v1/ai-image`, { method: "POST", headers: { ...json, "x-forwarded-for": "203.0.113.200" }, body: JSON.stringify({ prompt: "a small boat" }) })).json()) as { imageUrl: string };
    const image = await raw("GET", imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expectSecurityHeaders(image, imageUrl);
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec((await raw("GET", "/")).body)?.[1];
    expect(script).toBeDefined();
    const asset = await raw("GET", script!);
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expectSecurityHeaders(asset, script!);
    expect((await raw("GET", "/images/missing.png")).headers["cross-origin-resource-policy"]).toBe("same-origin");
  });
});

describe("contact form over HTTP", () => {
  it("answers a filled honeypot exactly like a stored message, stores nothing and logs the catch (item 7)", async () => {
    const person = await raw("POST", "/functions/v1/send-contact-email", json, contact("person"));
    const bot = await raw("POST", "/functions/v1/send-contact-email", json, JSON.stringify({ ...JSON.parse(contact("bot")), website: "https://spam.example" }));
    expect(bot.status).toBe(person.status);
    expect(person.status).toBe(201);
    const [a, b] = [JSON.parse(person.body) as Record<string, unknown>, JSON.parse(bot.body) as Record<string, unknown>];
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.ok).toBe(true);
    expect(b.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const names = (h: http.IncomingHttpHeaders) => Object.keys(h).filter((k) => !["date", "x-request-id"].includes(k)).sort();
    expect(names(bot.headers)).toEqual(names(person.headers));
    expect(bot.headers["content-length"]).toBe(person.headers["content-length"]);
    const stored = await store.listMessages({ limit: 1000 });
    expect(stored.some((m) => m.name === "Visitor person")).toBe(true);
    expect(stored.some((m) => m.name === "Visitor bot" || m.id === b.id)).toBe(false);
    // pino writes asynchronously: the line may arrive a moment after the answer.
    await expect.poll(() => app.stdout(), { timeout: 5_000 }).toMatch(/"honeypot":true/);
  });

  it("answers about as slowly for the honeypot as for a real save", async () => {
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const time = async (body: string) => {
      const start = performance.now();
      await raw("POST", "/functions/v1/send-contact-email", json, body);
      return performance.now() - start;
    };
    const people: number[] = [];
    const bots: number[] = [];
    for (let i = 0; i < 10; i++) {
      people.push(await time(contact(`timing-${i}`)));
      bots.push(await time(JSON.stringify({ ...JSON.parse(contact(`timing-bot-${i}`)), website: "x" })));
    }
    expect(Math.abs(median(bots) - median(people))).toBeLessThan(Math.max(25, median(people)));
  });

  it("refuses control characters with a field error and stores nothing (item 5)", async () => {
    const response = await raw("POST", "/functions/v1/send-contact-email", json, JSON.stringify({ name: "Nul Visitor", email: "nul@example.org", message: "before\u0000after" }));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).fields).toEqual({ message: expect.stringContaining("U+0000") });
    expect((await store.listMessages({ limit: 1000 })).some((m) => m.name === "Nul Visitor")).toBe(false);
  });

  it("stores a retried post with the same Idempotency-Key once and answers it the same way (item 11)", async () => {
    const headers = { ...json, "idempotency-key": '"9b1f2c1e-7a55-4c1b-9a55-3f1c2b3d4e5f"' };
    const first = await raw("POST", "/functions/v1/send-contact-email", headers, contact("idempotent"));
    const retries = await Promise.all([1, 2, 3].map(() => raw("POST", "/functions/v1/send-contact-email", headers, contact("idempotent"))));
    expect(first.status).toBe(201);
    for (const retry of retries) {
      expect(retry.status).toBe(201);
      expect(JSON.parse(retry.body)).toEqual(JSON.parse(first.body));
    }
    expect((await store.listMessages({ limit: 1000 })).filter((m) => m.name === "Visitor idempotent")).toHaveLength(1);

    const reused = await raw("POST", "/functions/v1/send-contact-email", headers, contact("other"));
    expect(reused.status).toBe(422);
    expect((await raw("POST", "/functions/v1/send-contact-email", { ...json, "idempotency-key": "with spaces and ü" }, contact("bad key"))).status).toBe(400);
  });
});

describe("aborted uploads (item 9)", () => {
  it("log one debug line with the request id, and no error", async () => {
    const before = { out: app.stdout().length, err: app.stderr().length };
    const requestId = "aborted-upload-0001";
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(app.port, "127.0.0.1", () => {
        socket.write(
          `POST /functions/v1/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 50000\r\nx-request-id: ${requestId}\r\n\r\n{"name":"Half`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 300);
      });
      socket.on("error", reject);
    });
    await expect.poll(() => app.stdout().slice(before.out), { timeout: 5_000 }).toMatch(/request body aborted by the client/);
    await new Promise((r) => setTimeout(r, 500));
    const lines = app.stdout().slice(before.out).split("\n").filter((l) => l.includes(requestId));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 20, requestId, msg: "request body aborted by the client" });
    expect(app.stderr().slice(before.err)).toBe("");
  });
});

describe("image optimizer (item 13)", () => {
  it("is off: /_next/image answers 404", async () => {
    const { imageUrl } = (await (await fetch(`${app.url}/functions/v1/ai-image`, { method: "POST", headers: { ...json, "x-forwarded-for": "203.0.113.201" }, body: JSON.stringify({ prompt: "a green kite" }) })).json()) as { imageUrl: string };
    const response = await raw("GET", `/_next/image?url=${encodeURIComponent(imageUrl)}&w=64&q=75`);
    expect(response.status).toBe(404);
  });
});

describe("corrections over HTTP", () => {
  it("stores a correction with its platform id through the outbox", async () => {
    const response = await raw("POST", "/functions/v1/suggest-correction", json, JSON.stringify({ platformId: "claude", fact: "Starting price", correction: "Pro is $20/month.", sourceUrl: "https://claude.ai/pricing", email: "" }));
    expect(response.status).toBe(201);
    const { id } = JSON.parse(response.body) as { id: string };
    expect((await store.listMessages({ limit: 1000 })).find((m) => m.id === id)).toMatchObject({
      kind: "correction",
      platformId: "claude",
      email: "",
      status: "pending",
      message: "Which fact: Starting price\nSource: https://claude.ai/pricing\nWhat is right:\nPro is $20/month.",
    });
  });

  it("refuses an unknown platform and bad fields with field errors", async () => {
    expect((await raw("POST", "/functions/v1/suggest-correction", json, JSON.stringify({ platformId: "no-such-tool", fact: "Starting price", correction: "x" }))).status).toBe(400);
    const bad = await raw("POST", "/functions/v1/suggest-correction", json, JSON.stringify({ platformId: "claude", fact: "Price\nDelivery: sent", correction: "", sourceUrl: "javascript:alert(1)", email: "nope" }));
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).fields).toEqual({
      fact: "Please keep the fact on one line, without tabs or line breaks.",
      correction: "Please say what is right.",
      sourceUrl: "Please enter a web address starting with https://, or leave it empty.",
      email: "Please enter a valid email address, like name@example.com, or leave it empty.",
    });
  });
});
