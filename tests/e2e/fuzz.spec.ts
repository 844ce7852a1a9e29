import { expect, test, type APIRequestContext } from "@playwright/test";

// Malformed requests against the three server functions on the real production server:
// zero 5xx, every answer a JSON error, and the server still healthy afterwards.
const functions = ["/functions/v1/ai-chat", "/functions/v1/send-contact-email", "/functions/v1/ai-image"];
const PER_FUNCTION = 1_050;

/** A small seeded PRNG, so a failure can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

type Case = { method: string; headers: Record<string, string>; data?: string | Buffer };

function nested(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

function malformed(random: () => number, i: number): Case {
  const pick = <T,>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const json = { "Content-Type": "application/json" };
  const huge = "x".repeat(300_000 + Math.floor(random() * 200_000));
  const weird = pick(["", " ", "\u0000", "💥".repeat(5000), "<script>alert(1)</script>", "null", "__proto__", "\ud800"]);
  const generators: (() => Case)[] = [
    () => ({ method: "POST", headers: json, data: pick(["{", "}", "nul", "{\"a\":}", "[1,2", "'single'", "\u0000\u0001", "{\"prompt\": \"x\"", "{\"messages\": [}"]) }),
    () => ({ method: "POST", headers: { "Content-Type": pick(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", ""]) }, data: "name=a&email=b" }),
    () => ({ method: "POST", headers: json, data: JSON.stringify(pick([null, 1, "str", true, [], [1, 2], { messages: "hi" }, { prompt: 42 }, { name: [], email: {}, message: 7 }, { messages: [{ role: 5, content: null }] }])) }),
    () => ({ method: "POST", headers: json, data: nested(2_000 + Math.floor(random() * 50_000)) }),
    () => ({ method: "POST", headers: json, data: `{"prompt":"${huge}","messages":[{"role":"user","content":"${huge}"}],"name":"${huge}"}` }),
    () => ({ method: "POST", headers: json, data: JSON.stringify({ unknown: weird, __proto__: { polluted: true }, constructor: { prototype: { x: 1 } }, extra: Array.from({ length: 50 }, () => weird) }) }),
    () => ({ method: "POST", headers: json, data: JSON.stringify({ prompt: weird.repeat(2000), name: weird, email: `${weird}@`, message: weird.repeat(3000), messages: [{ role: "assistant", content: weird }] }) }),
    () => ({ method: "POST", headers: json, data: JSON.stringify({ messages: Array.from({ length: 60 + Math.floor(random() * 500) }, () => ({ role: "user", content: "hi" })) }) }),
    () => ({ method: pick(["GET", "PUT", "PATCH", "DELETE"]), headers: json, data: pick([undefined, "{}"]) }),
    () => ({ method: "POST", headers: json, data: "" }),
    () => ({ method: "POST", headers: json, data: Buffer.from(Array.from({ length: 512 }, () => Math.floor(random() * 256))) }),
  ];
  return generators[i % generators.length]!();
}

async function run(request: APIRequestContext, path: string, c: Case) {
  const options = { headers: c.headers, data: c.data, failOnStatusCode: false, timeout: 20_000 };
  switch (c.method) {
    case "GET":
      return request.get(path, { headers: c.headers, failOnStatusCode: false });
    case "PUT":
      return request.put(path, options);
    case "PATCH":
      return request.patch(path, options);
    case "DELETE":
      return request.delete(path, options);
    default:
      return request.post(path, options);
  }
}

for (const [n, path] of functions.entries()) {
  test(`fuzz ${path} with ${PER_FUNCTION} malformed requests`, async ({ request }) => {
    test.setTimeout(240_000);
    const random = prng(1234 + n);
    const failures: string[] = [];
    const cases = Array.from({ length: PER_FUNCTION }, (_, i) => malformed(random, i));
    for (let start = 0; start < cases.length; start += 25) {
      await Promise.all(
        cases.slice(start, start + 25).map(async (c, k) => {
          const response = await run(request, path, c);
          const status = response.status();
          const type = response.headers()["content-type"] ?? "";
          let body: unknown;
          try {
            body = await response.json();
          } catch {
            body = undefined;
          }
          const ok = status >= 400 && status < 500 && type.includes("application/json") && typeof (body as { error?: unknown })?.error === "string";
          if (!ok) failures.push(`#${start + k} ${c.method} ${String(c.data ?? "").slice(0, 60)} -> ${status} ${type}`);
        }),
      );
    }
    expect(failures.slice(0, 10)).toEqual([]);
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    const page = await request.get("/");
    expect(page.status()).toBe(200);
  });
}
