import type http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readChatStream } from "@/lib/chat/stream-chat";
import { closedPort, startLoopbackServer, type LoopbackServer } from "@/tests/support/loopback-server";

// A real HTTP server on loopback that speaks the OpenAI chat-completions streaming protocol.
let upstream: LoopbackServer;
const seen: { body: { model: string; stream: boolean; messages: { role: string; content: string }[]; tools?: { function: { name: string } }[] }; auth?: string }[] = [];
let upstreamClosed: Promise<void> = Promise.resolve();

const sse = (res: http.ServerResponse, content: string) =>
  res.write(`data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content } }] })}\n\n`);

beforeAll(async () => {
  upstream = await startLoopbackServer((req, res) => {
    const body = JSON.parse(req.body);
    seen.push({ body, auth: req.headers.authorization });
    const last: string = body.messages.at(-1).content;
    if (last.includes("silent")) return; // never answers: the timeout must fire before any token
    if (last.includes("upstream-500")) {
      res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "boom" } }));
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    if (last.includes("stall")) {
      sse(res, "Half an answer");
      return; // never finishes
    }
    if (last.includes("malformed")) {
      res.write("data: {oops\n\n");
      return;
    }
    if (last.includes("endless")) {
      upstreamClosed = new Promise((resolve) => res.on("close", () => resolve()));
      const timer = setInterval(() => sse(res, "more "), 20);
      res.on("close", () => clearInterval(timer));
      return;
    }
    res.write(": keep-alive\n\n");
    for (const piece of ["Claude ", "is ", "great ", "for ", "writing."]) sse(res, piece);
    res.end("data: [DONE]\n\n");
  });
  // Build the guide passages' index once under the hook's longer timeout, so the first test does not
  // pay for it on a busy machine.
  const { toolSystemPrompt } = await import("@/server/chat/system-prompt");
  toolSystemPrompt([{ role: "user", content: "Is Claude good for writing?" }]);
});

afterAll(async () => {
  await upstream.close();
});

beforeEach(() => {
  seen.length = 0;
  vi.resetModules();
  vi.unstubAllEnvs();
});

async function route(env: Record<string, string> = {}) {
  vi.stubEnv("LLM_BASE_URL", `${upstream.origin}/v1`);
  vi.stubEnv("LLM_API_KEY", "test-key");
  vi.stubEnv("LLM_MODEL", "test-model");
  vi.stubEnv("LOG_LEVEL", "silent");
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return import("@/app/functions/v1/ai-chat/route");
}

const post = (body: unknown, init: RequestInit = {}) =>
  new Request("http://localhost/functions/v1/ai-chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-client-ip": `10.0.0.${Math.floor(Math.random() * 250)}` },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });

async function textOf(response: Response) {
  let text = "";
  await readChatStream(response.body!, (d) => (text += d));
  return text;
}

describe("POST /functions/v1/ai-chat with an OpenAI-compatible provider", () => {
  it("relays a normal stream, with the catalogue offered as tools and the platform it names linked", async () => {
    const { POST } = await route();
    const response = await POST(post({ messages: [{ role: "user", content: "Is Claude good for writing?" }] }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(await textOf(response)).toBe("[Claude](/platforms/claude) is great for writing.");
    const request = seen[0]!;
    expect(request.auth).toBe("Bearer test-key");
    expect(request.body.model).toBe("test-model");
    expect(request.body.stream).toBe(true);
    expect(request.body.messages[0]?.role).toBe("system");
    expect(request.body.tools?.map((t) => t.function.name)).toContain("search_platforms");
    expect(request.body.messages.at(-1)).toEqual({ role: "user", content: "Is Claude good for writing?" });
  });

  it("answers offline, introduced by one line, when the model fails with a 5xx before its first token", async () => {
    const { POST } = await route();
    const response = await POST(post({ messages: [{ role: "user", content: "upstream-500 how much is Midjourney?" }] }));
    expect(response.status).toBe(200);
    const text = await textOf(response);
    expect(text.startsWith("*The AI model is unavailable right now")).toBe(true);
    expect(text.split("\n")[0]).toMatch(/unavailable/);
    expect(text).toContain("](/platforms/midjourney)");
    expect(text).toContain("$10/month");
  });

  it("answers offline when the model cannot be reached", async () => {
    const { POST } = await route({ LLM_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1` });
    const response = await POST(post({ messages: [{ role: "user", content: "What is NotebookLM?" }] }));
    expect(response.status).toBe(200);
    const text = await textOf(response);
    expect(text).toMatch(/^\*The AI model is unavailable right now/);
    expect(text).toContain("](/platforms/notebooklm)");
  });

  it("answers offline when the model times out before its first token", async () => {
    const { POST } = await route({ LLM_TIMEOUT_MS: "300" });
    const response = await POST(post({ messages: [{ role: "user", content: "silent: compare Cursor and Windsurf" }] }));
    expect(response.status).toBe(200);
    const text = await textOf(response);
    expect(text).toMatch(/^\*The AI model is unavailable right now/);
    expect(text).toContain("](/platforms/windsurf)");
  });

  it("ends a stalled stream in the error path when the timeout hits", async () => {
    const { POST } = await route({ LLM_TIMEOUT_MS: "300" });
    const response = await POST(post({ messages: [{ role: "user", content: "stall" }] }));
    expect(response.status).toBe(200);
    await expect(textOf(response)).rejects.toThrow(/stopped unexpectedly/);
  });

  it("answers offline when the model's stream is malformed before its first token", async () => {
    const { POST } = await route();
    const response = await POST(post({ messages: [{ role: "user", content: "malformed" }] }));
    expect(await textOf(response)).toMatch(/^\*The AI model is unavailable right now/);
  });

  it("cancels the upstream request when the visitor goes away", async () => {
    const { POST } = await route();
    const visitor = new AbortController();
    const response = await POST(post({ messages: [{ role: "user", content: "endless" }] }, { signal: visitor.signal }));
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    visitor.abort();
    await expect(upstreamClosed).resolves.toBeUndefined();
  });
});

describe("POST /functions/v1/ai-chat validation", () => {
  it.each([
    ["not JSON", "{nope", 400],
    ["no messages", {}, 400],
    ["empty list", { messages: [] }, 400],
    ["bad role", { messages: [{ role: "system", content: "x" }] }, 400],
    ["blank content", { messages: [{ role: "user", content: "   " }] }, 400],
    ["content too long", { messages: [{ role: "user", content: "x".repeat(4001) }] }, 400],
    ["too many messages", { messages: Array.from({ length: 51 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: "hi" })) }, 400],
    ["whole conversation too long", { messages: Array.from({ length: 9 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: "x".repeat(3999) })) }, 400],
  ])("rejects %s with a JSON error", async (_name, body, status) => {
    const { POST } = await route();
    const response = await POST(post(body));
    expect(response.status).toBe(status);
    const json = await response.json();
    expect(typeof json.error).toBe("string");
    expect(json.error.length).toBeGreaterThan(5);
  });

  it("rejects a wrong content type with 415 and wrong methods with 405", async () => {
    const { POST, GET } = await route();
    const response = await POST(new Request("http://localhost/x", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" }));
    expect(response.status).toBe(415);
    expect((await GET()).status).toBe(405);
  });

  it("rate-limits one address with 429 and Retry-After", async () => {
    const { POST } = await route({ RATE_LIMIT_CHAT_PER_MINUTE: "2" });
    const same = () => post({ messages: [] }, { headers: { "Content-Type": "application/json", "x-client-ip": "203.0.113.9" } });
    await POST(same());
    await POST(same());
    const third = await POST(same());
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await third.json()).error).toMatch(/Too many/);
  });
});

describe("POST /functions/v1/ai-chat with the offline assistant", () => {
  it("streams a grounded answer with no provider configured", async () => {
    vi.stubEnv("LOG_LEVEL", "silent");
    const { POST } = await import("@/app/functions/v1/ai-chat/route");
    const response = await POST(post({ messages: [{ role: "user", content: "How much does Midjourney cost?" }] }));
    expect(response.status).toBe(200);
    const text = await textOf(response);
    expect(text).toMatch(/\/platforms\/midjourney/);
  });
});
