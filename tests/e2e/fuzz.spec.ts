import net from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";

// Malformed requests against the server functions on the real production server: zero 5xx, every
// answer a JSON error, and the server still healthy afterwards. Then the server layer itself: every
// method, request targets that are not paths, control characters in every field, and client
// addresses rotating through IPv6 under the trusted proxy header (the e2e server trusts
// x-forwarded-for): zero 5xx.
const functions = ["/functions/v1/ai-chat", "/functions/v1/send-contact-email", "/functions/v1/ai-image", "/functions/v1/suggest-correction"];
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
    () => ({ method: pick(["GET", "PUT", "PATCH", "DELETE", "TRACE", "PROPFIND", "MKCOL", "LOCK", "SEARCH", "PURGE"]), headers: json, data: pick([undefined, "{}"]) }),
    () => ({ method: "POST", headers: json, data: "" }),
    () => ({ method: "POST", headers: json, data: Buffer.from(Array.from({ length: 512 }, () => Math.floor(random() * 256))) }),
    () => ({
      method: "POST",
      headers: { ...json, "idempotency-key": pick(["", " ", "x".repeat(300), '"unterminated', "ünï", "\"quoted\"", `k-${i}`]) },
      data: JSON.stringify({ name: `Fuzz ${i}${control(random)}`, email: `fuzz${i}@example.com`, message: `hello ${control(random)} there`, platformId: "claude", fact: `Price${control(random)}`, correction: `x${control(random)}` }),
    }),
  ];
  return generators[i % generators.length]!();
}

/** One C0 control character (tab and line feed included), DEL or a C1 control. */
function control(random: () => number): string {
  const codes = [...Array.from({ length: 32 }, (_, c) => c), 0x7f, 0x85, 0x9b];
  return String.fromCharCode(codes[Math.floor(random() * codes.length)]!);
}

/** Fuzz traffic comes from its own client address (the e2e server trusts x-forwarded-for), so it never spends the other tests' rate limits. */
async function run(request: APIRequestContext, path: string, c: Case) {
  return request.fetch(path, { method: c.method, headers: { "x-forwarded-for": `2001:db8:f022:${functions.indexOf(path)}::1`, ...c.headers }, data: c.method === "GET" || c.method === "HEAD" ? undefined : c.data, failOnStatusCode: false, timeout: 20_000 });
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

/** The status code of one request written byte for byte (any method, any target), or 0 if the server closed without one. */
function rawStatus(port: number, head: string, body = ""): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(`${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
    socket.on("error", () => undefined);
    socket.setTimeout(20_000, () => socket.destroy());
  });
}

test("fuzz the server layer: methods, request targets, control characters and rotating IPv6 addresses", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const port = Number(new URL(baseURL!).port);
  const random = prng(4242);
  const pick = <T,>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const paths = ["/", "/blog", "/blog/gemini-ai-guide", "/platforms/claude", "/contact", "/healthz", "/readyz", "/images/abc.png", "/sitemap.xml", "/_next/static/x.js", "/_next/image?url=/owner.svg&w=64&q=75", "/does-not-exist", ...functions];
  const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "SEARCH", "REPORT", "MKACTIVITY", "CHECKOUT", "MERGE", "M-SEARCH", "NOTIFY", "SUBSCRIBE", "UNSUBSCRIBE", "PURGE", "LINK", "UNLINK", "QUERY", "BREW", "FOO"];
  const targets = ["http://evil.example/", "https://evil.example/login", "http://127.0.0.1/", "*", "evil.example:443", "//evil.example/", "/\\evil.example/", "/%", "/%zz", "/%E0%A4%A", "/?use=%", "/?use=<script>", "/blog/..%2F..%2Fetc%2Fpasswd", "/images/..%2F..%2Fpackage.json", `/${"a".repeat(4000)}`, "/?%00", "/blog?ref=%0d%0aSet-Cookie:x=1"];
  const failures: string[] = [];
  const check = (what: string, status: number) => {
    if (status >= 500) failures.push(`${what} -> ${status}`);
  };

  const cases: [string, () => Promise<number>][] = [];
  for (const path of paths) for (const method of methods) cases.push([`${method} ${path}`, () => rawStatus(port, `${method} ${path} HTTP/1.1\r\nContent-Type: application/json\r\nX-Forwarded-For: 2001:db8:f022:98::1`, method === "GET" || method === "HEAD" ? "" : "{}")]);
  for (const target of targets) for (const method of ["GET", "POST", "OPTIONS", "TRACE"]) cases.push([`${method} ${target}`, () => rawStatus(port, `${method} ${target} HTTP/1.1`)]);
  for (let i = 0; i < 200; i++) {
    const field = pick(["name", "email", "message", "fact", "correction", "sourceUrl"]);
    const body = JSON.stringify({ name: "Fuzz", email: "fuzz@example.com", message: "hello", platformId: "claude", fact: "Starting price", correction: "right", [field]: `a${control(random)}b${control(random)}` });
    const path = pick(["/functions/v1/send-contact-email", "/functions/v1/suggest-correction"]);
    cases.push([`control characters in ${field} to ${path}`, () => rawStatus(port, `POST ${path} HTTP/1.1\r\nContent-Type: application/json\r\nX-Forwarded-For: 2001:db8:f022:99::${i.toString(16)}`, body)]);
  }
  const hex = () => Math.floor(random() * 0x10000).toString(16);
  for (let i = 0; i < 300; i++) {
    const address = pick([
      `2001:db8:77:88:${hex()}:${hex()}:${hex()}:${hex()}`,
      `2001:db8:${hex()}:${hex()}::${hex()}`,
      `::ffff:198.51.100.${Math.floor(random() * 256)}`,
      `[2001:db8::${hex()}]:443`,
      `fe80::${hex()}%eth0`,
      "not-an-address",
      "",
      "x".repeat(5000),
      `198.51.100.1, 2001:db8::${hex()}`,
      "2001:db8::1::2",
    ]);
    const path = pick(functions);
    const body = path.includes("chat") ? JSON.stringify({ messages: [{ role: "user", content: "hi" }] }) : path.includes("image") ? JSON.stringify({ prompt: "" }) : "{}";
    cases.push([`x-forwarded-for ${address.slice(0, 40)} to ${path}`, () => rawStatus(port, `POST ${path} HTTP/1.1\r\nContent-Type: application/json\r\nX-Forwarded-For: ${address}`, body)]);
  }

  for (let start = 0; start < cases.length; start += 20) {
    await Promise.all(cases.slice(start, start + 20).map(async ([what, send]) => check(what, await send())));
  }
  expect(failures.slice(0, 20)).toEqual([]);
  expect((await request.get("/healthz")).status()).toBe(200);
  expect((await request.get("/")).status()).toBe(200);
});

// Issue 27: words named after Object.prototype's members ('website constructor' answered 500).
const prototypeWords = ["website constructor", "constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype", "__defineGetter__"];

test("prototype-named words typed into the header search, the finder's address and compare: results, never an error page", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const serverErrors: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
  });
  for (const word of prototypeWords) {
    await page.goto("/blog");
    const box = page.getByRole("combobox", { name: "Search platforms and guides" });
    await box.click();
    await page.keyboard.type(word);
    await expect(box).toHaveValue(word);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Something went wrong/i)).toHaveCount(0);
    // 'website' still finds the website builders.
    if (word === "website constructor") await expect(page.getByRole("list", { name: "Matching platforms", exact: true }).getByRole("listitem").first()).toBeVisible();
  }
  for (const word of prototypeWords) {
    const encoded = encodeURIComponent(word);
    for (const path of [`/?use=${encoded}`, `/find/${encoded}`, `/compare?ids=${encodeURIComponent(`${word},claude`)}`, `/platforms?category=${encoded}`]) {
      const response = await request.get(path, { failOnStatusCode: false, headers: { "x-forwarded-for": "2001:db8:f027::1" } });
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${path}`);
    }
  }
  expect(serverErrors).toEqual([]);
});

// Issue 27, finding 1: hostile request headers on the dynamic URLs the page cache keeps. Whatever a
// hostile request gets (never a 5xx), every later plain visitor gets the real page: HTML that is a
// whole document, or the suggestions' JSON, never a framework-internal answer kept by the cache,
// and never a policy with a nonce the visitor chose.
test("fuzz the page cache with framework-internal and navigation headers: plain visitors still get the real page", async ({ request }) => {
  test.setTimeout(240_000);
  const random = prng(2727);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const useCases = ["text", "writing", "images", "video", "code", "audio", "research", "design", "translation", "data"];
  const words = ["logo", "slides", "voice", "résumé", "<script>", "a".repeat(60), "midjourney", "cheap", "🎨"];
  const ids = ["claude", "chatgpt", "gemini", "midjourney", "perplexity", "nope"];
  const urls = new Set<string>();
  while (urls.size < 60) {
    const family = pick(["finder", "search", "browse", "compare", "suggestions"] as const);
    const n = 1 + Math.floor(random() * 3);
    const some = <T,>(items: readonly T[]) => [...new Set(Array.from({ length: n }, () => pick(items)))];
    if (family === "finder") urls.add(`/?use=${some(useCases).join(",")}${random() < 0.5 ? "&free=1" : ""}&fz=${urls.size}`);
    else if (family === "search") urls.add(`/search?q=${encodeURIComponent(`${some(words).join(" ")} ${urls.size}`)}`);
    else if (family === "browse") urls.add(`/platforms?free=1&budget=${pick(["10", "20", "50"])}&sort=${pick(["price", "best", "name"])}&category=${pick(useCases)}`);
    else if (family === "compare") urls.add(`/compare?ids=${some(ids).join(",")},x${urls.size}`);
    else urls.add(`/search/suggestions?q=${encodeURIComponent(`${pick(words).slice(0, 4)}${urls.size}`)}`);
  }
  const hostile: Record<string, string>[] = [
    { "x-middleware-prefetch": "1" },
    { "x-nextjs-data": "1" },
    { "x-matched-path": "/_not-found" },
    { "x-invoke-path": "/_not-found", "x-invoke-status": "404" },
    { "x-middleware-rewrite": "/_not-found", "x-middleware-next": "1" },
    { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
    { "x-now-route-matches": "1", "x-prerender-revalidate": "x" },
    { "next-resume": "1", "x-next-revalidated-tags": "x", "x-next-revalidate-tag-token": "x" },
    { "content-security-policy": "script-src 'nonce-attacker'" },
    { "content-security-policy-report-only": "script-src 'nonce-attacker'" },
    { purpose: "prefetch", "sec-purpose": "prefetch" },
    { rsc: "1" },
    { rsc: "1", "next-router-state-tree": pick(["%5B%22%22%5D", "garbage%", "[]", "{}"]) },
    { "next-router-prefetch": "1" },
    { "next-router-segment-prefetch": "/_tree", rsc: "1" },
    { "next-url": "/evil" },
    { accept: "text/x-component" },
    { "accept-encoding": "br;q=0, gzip;q=0, identity;q=0, *;q=0" },
    { "if-none-match": pick(['W/"x"', "*", 'W/"BVTjjDpFApeXduqAcor69w"']) },
    { range: "bytes=0-1" },
    { "x-forwarded-host": "evil.example", "x-forwarded-proto": "gopher" },
  ];
  const failures: string[] = [];
  const list = [...urls];
  const cases = list.flatMap((url) => Array.from({ length: 3 }, () => ({ url, headers: Object.assign({}, ...Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(hostile))) as Record<string, string> })));
  for (let start = 0; start < cases.length; start += 10) {
    await Promise.all(
      cases.slice(start, start + 10).map(async ({ url, headers }) => {
        const response = await request.get(url, { headers: { "x-forwarded-for": "2001:db8:f027::1", ...headers }, failOnStatusCode: false, timeout: 20_000, maxRedirects: 0 });
        if (response.status() >= 500) failures.push(`${url} with ${JSON.stringify(headers)} -> ${response.status()}`);
      }),
    );
  }
  for (let start = 0; start < list.length; start += 10) {
    await Promise.all(
      list.slice(start, start + 10).map(async (url) => {
        for (const visit of [1, 2]) {
          const response = await request.get(url, { failOnStatusCode: false, timeout: 20_000 });
          const type = response.headers()["content-type"] ?? "";
          const body = await response.text();
          const policy = response.headers()["content-security-policy"] ?? "";
          const real = url.startsWith("/search/suggestions")
            ? type.startsWith("application/json") && ["platforms", "useCases", "articles"].every((k) => Array.isArray((JSON.parse(body) as Record<string, unknown>)[k]))
            : type.startsWith("text/html") && /^<!DOCTYPE html>/i.test(body) && /<\/html>\s*$/.test(body) && body.includes("<main");
          if (response.status() !== 200 || !real || policy.includes("attacker") || body.includes("nonce-attacker"))
            failures.push(`plain visit ${visit} of ${url} -> ${response.status()} ${type} ${body.slice(0, 60)}`);
        }
      }),
    );
  }
  expect(failures.slice(0, 20)).toEqual([]);
});
