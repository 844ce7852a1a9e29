import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCP_MAX_IN_FLIGHT_PER_CLIENT } from "@/server/mcp/limits";
import { startAppServer, type AppServer } from "@/tests/support/app-process";
import { EXCEPTION_TEXT, PROTOTYPE_WORDS } from "@/tests/support/prototype-words";

// Issue 27, findings 2 and 3, against the production server (`npm start`):
// - words named after Object.prototype's members through every text input: never a 5xx, never an
//   exception's text, and no unstructured error block outside the JSON log;
// - the MCP endpoint: batches refused for one rate-limit point, a client's requests in flight
//   capped, and the flood that ran the heap out (a dozen concurrent batches of 100 tool calls)
//   answered while the process stays up.

const IP_HEADER = "x-test-client-ip";
let app: AppServer;
let ipCounter = 0;
const freshIp = () => `10.27.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;
const MCP_HEADERS = { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "Mcp-Protocol-Version": "2025-06-18" };

beforeAll(async () => {
  app = await startAppServer({
    TRUSTED_IP_HEADER: IP_HEADER,
    RATE_LIMIT_API_PER_MINUTE: "1000",
    RATE_LIMIT_CHAT_PER_MINUTE: "1000",
    RATE_LIMIT_CONTACT_PER_HOUR: "1000",
    LOG_LEVEL: "info",
  });
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

function get(path: string, ip = freshIp()) {
  return fetch(`${app.url}${path}`, { headers: { [IP_HEADER]: ip }, redirect: "manual" });
}

function post(path: string, body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }, ip = freshIp()) {
  return fetch(`${app.url}${path}`, { method: "POST", headers: { [IP_HEADER]: ip, ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });
}

let rpcId = 0;
const call = (name: string, args: Record<string, unknown>) => ({ jsonrpc: "2.0", id: ++rpcId, method: "tools/call", params: { name, arguments: args } });

type RpcAnswer = { jsonrpc: "2.0"; id: number | null; result?: { content: { type: string; text: string }[]; isError?: boolean; structuredContent?: unknown }; error?: { code: number; message: string } };

describe("words named after Object.prototype's members, through every text input", () => {
  const enc = encodeURIComponent;

  it("pages, suggestions and the API answer 2xx or 4xx with content, never 5xx", { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    for (const word of PROTOTYPE_WORDS) {
      const paths = [
        `/search?q=${enc(word)}`,
        `/search?q=${enc(word)}&free=1&sort=price`,
        `/search/suggestions?q=${enc(word)}`,
        `/api/v1/search?q=${enc(word)}`,
        `/api/v1/platforms?q=${enc(word)}`,
        `/api/v1/platforms?use=${enc(word)}&tier=${enc(word)}&category=${enc(word)}&sort=${enc(word)}&budget=${enc(word)}`,
        `/api/v1/platforms/${enc(word)}`,
        `/platforms?category=${enc(word)}&sort=${enc(word)}`,
        `/platforms/${enc(word)}`,
        `/compare?ids=${enc(`${word},claude`)}&use=${enc(word)}`,
        `/compare/${enc(`${word}-vs-claude`)}`,
        `/find/${enc(word)}`,
        `/?use=${enc(word)}&free=1`,
        `/use-cases/${enc(word)}`,
        `/blog/${enc(word)}`,
        `/${enc(word)}`,
      ];
      for (const path of paths) {
        const response = await get(path);
        const body = await response.text();
        if (response.status >= 500) failures.push(`${path}: ${response.status}`);
        else if (EXCEPTION_TEXT.test(body.replace(/<script[\s\S]*?<\/script>/g, ""))) failures.push(`${path}: exception text in the answer`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("'website constructor' finds website builders on the search page, in the suggestions and the API", async () => {
    const search = await get(`/search?q=${enc("website constructor")}`);
    expect(search.status).toBe(200);
    expect(await search.text()).toMatch(/website/i);
    const api = (await (await get(`/api/v1/search?q=${enc("website constructor")}`)).json()) as { data: { platform: { id: string } }[] };
    const plain = (await (await get("/api/v1/search?q=website")).json()) as { data: { platform: { id: string } }[] };
    expect(api.data.length).toBeGreaterThan(0);
    expect(api.data.map((m) => m.platform.id)).toContain(plain.data[0]!.platform.id);
    expect((await get(`/search/suggestions?q=${enc("website constructor")}`)).status).toBe(200);
  });

  it("the chat answers every word with text, not 'The assistant stopped unexpectedly'", { timeout: 120_000 }, async () => {
    for (const word of PROTOTYPE_WORDS) {
      const response = await post("/functions/v1/ai-chat", { messages: [{ role: "user", content: word }] });
      expect(response.status, word).toBe(200);
      const stream = await response.text();
      expect(stream, word).not.toMatch(/"error"/);
      expect(stream, word).toMatch(/data: \[DONE\]/);
    }
  });

  it("the contact form and corrections take the words as text (2xx) or say what to fix (4xx)", { timeout: 120_000 }, async () => {
    for (const word of PROTOTYPE_WORDS) {
      const contact = await post("/functions/v1/send-contact-email", { name: word, email: "visitor@example.com", message: `About ${word}: ${word}` });
      expect(contact.status, word).toBeLessThan(300);
      const badEmail = await post("/functions/v1/send-contact-email", { name: word, email: word, message: word });
      expect(badEmail.status, word).toBe(400);
      expect(((await badEmail.json()) as { error: string }).error).not.toMatch(EXCEPTION_TEXT);
      const correction = await post("/functions/v1/suggest-correction", { platformId: "claude", fact: word, correction: `${word} is wrong` });
      expect(correction.status, word).toBeLessThan(300);
      const unknown = await post("/functions/v1/suggest-correction", { platformId: word.toLowerCase().replace(/[^a-z0-9-]/g, "") || "x", fact: word, correction: word });
      expect(unknown.status, word).toBeLessThan(500);
    }
  });

  it("MCP tools answer every word without an exception's text", { timeout: 120_000 }, async () => {
    for (const word of PROTOTYPE_WORDS) {
      const calls = [
        call("search_platforms", { query: word }),
        call("get_platform", { id: word }),
        call("compare_platforms", { ids: [word, "claude"] }),
      ];
      for (const message of calls) {
        const response = await post("/mcp", message, MCP_HEADERS);
        expect(response.status, word).toBe(200);
        const answer = (await response.json()) as RpcAnswer;
        const text = answer.result?.content.map((c) => c.text).join(" ") ?? "";
        expect(text, `${message.params.name} ${word}`).not.toMatch(EXCEPTION_TEXT);
        if (message.params.name === "search_platforms") expect(answer.result?.isError, word).toBeFalsy();
        else expect(text, word).toMatch(/There is no platform|Unknown platform id/);
      }
    }
  });

  it("left no unstructured error block outside the JSON log", () => {
    expect(app.stderr()).not.toMatch(/⨯|TypeError|\n\s+at /);
    for (const line of app.stdout().split("\n")) {
      if (line.startsWith("{")) expect(() => JSON.parse(line), line).not.toThrow();
      else expect(line, "a non-JSON line after start").toMatch(/^$|^Heap bound|^✓|^AI Platform Finder ready|^\s*▲|^\s*-/);
    }
  });
});

describe("MCP: batches, floods and requests in flight", () => {
  it("refuses a JSON-RPC batch with a JSON-RPC error, charging one rate-limit point", async () => {
    const ip = freshIp();
    const batch = [call("list_use_cases", {}), call("get_platform", { id: "claude" })];
    const response = await post("/mcp", batch, MCP_HEADERS, ip);
    expect(response.status).toBe(400);
    expect(response.headers.get("ratelimit")).toMatch(/^"api";r=999;/);
    const answer = (await response.json()) as RpcAnswer;
    expect(answer).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    expect(answer.error!.message).toMatch(/batch/i);
    expect(answer.result).toBeUndefined();
  });

  it("answers a client's requests past its in-flight cap at once with 429 and a JSON-RPC error", { timeout: 60_000 }, async () => {
    const ip = freshIp();
    const body = JSON.stringify(call("list_use_cases", {}));
    // Requests whose bodies are still arriving are in flight: hold as many as the cap allows.
    const held = Array.from({ length: MCP_MAX_IN_FLIGHT_PER_CLIENT }, () => slowPost("/mcp", ip, body));
    await Promise.all(held.map((h) => h.started));
    await new Promise((r) => setTimeout(r, 300));
    const over = await post("/mcp", JSON.parse(body), MCP_HEADERS, ip);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("1");
    expect(await over.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32000, message: expect.stringMatching(/in flight/) } });
    // Another client is not held up by this one.
    expect((await post("/mcp", JSON.parse(body), MCP_HEADERS)).status).toBe(200);
    const answers = await Promise.all(held.map((h) => h.finish()));
    expect(answers.map((a) => a.status)).toEqual(held.map(() => 200));
    expect((await post("/mcp", JSON.parse(body), MCP_HEADERS, ip)).status).toBe(200);
  });

  it("survives the flood that crashed it: 12 concurrent batches of 100 tool calls, and 60 concurrent large searches", { timeout: 120_000 }, async () => {
    const batch = JSON.stringify(Array.from({ length: 100 }, () => call("search_platforms", { limit: 50 })));
    const batches = Array.from({ length: 12 }, () => post("/mcp", batch, MCP_HEADERS, "192.0.2.77").then((r) => r.status));
    const large = Array.from({ length: 60 }, (_, i) => post("/mcp", call("search_platforms", { limit: 50 }), MCP_HEADERS, i % 2 ? "192.0.2.78" : freshIp()));
    const statuses = await Promise.all(batches);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    for (const response of await Promise.all(large)) {
      expect([200, 429, 503]).toContain(response.status);
      const answer = (await response.json()) as RpcAnswer;
      if (response.status === 200) expect((answer.result?.structuredContent as { platforms: unknown[] }).platforms.length).toBe(50);
      else expect(answer.error?.message).not.toMatch(EXCEPTION_TEXT);
    }
    expect(app.child.exitCode).toBeNull();
    expect((await get("/healthz")).status).toBe(200);
  });

  it("keeps the largest answer bounded: a search for every platform is cut at 50, under 512 KB (each platform carries its sources and their quotes)", async () => {
    const response = await post("/mcp", call("search_platforms", { limit: 50 }), MCP_HEADERS);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text.length).toBeLessThan(512 * 1024);
    const tooMany = (await (await post("/mcp", call("search_platforms", { limit: 500 }), MCP_HEADERS)).json()) as RpcAnswer;
    expect(tooMany.result?.isError ?? tooMany.error !== undefined).toBe(true);
  });

  it("refuses a body past 16 KB with 413 and a JSON-RPC error", async () => {
    const response = await post("/mcp", call("search_platforms", { query: "x".repeat(20_000) }), MCP_HEADERS);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32600 } });
  });
});

/** A POST whose body arrives in two parts: the first now, the rest when finish() is called. */
function slowPost(path: string, ip: string, body: string) {
  const url = new URL(path, app.url);
  const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { ...MCP_HEADERS, [IP_HEADER]: ip, "Content-Length": Buffer.byteLength(body) } });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (res) => {
      let text = "";
      res.on("data", (c: Buffer) => (text += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on("error", reject);
  });
  const half = Math.floor(body.length / 2);
  const started = new Promise<void>((resolve) => request.write(body.slice(0, half), () => resolve()));
  return {
    started,
    finish: () => {
      request.end(body.slice(half));
      return answered;
    },
  };
}
