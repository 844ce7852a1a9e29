import type http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatState } from "@/lib/chat/state";
import { readChatStream } from "@/lib/chat/stream-chat";
import { startLoopbackServer, type LoopbackServer } from "@/tests/support/loopback-server";

// Issue 25 (docs/decisions/0188-chat-state-as-data.md): the stream's last chunk carries what the
// answer listed, the client sends it back with the page, and the server validates both. With a
// model configured, its system prompt carries the visitor's language and page.

type Body = { messages: { role: string; content: string | null }[] };
let upstream: LoopbackServer;
const bodies: Body[] = [];

beforeAll(async () => {
  upstream = await startLoopbackServer((req, res: http.ServerResponse) => {
    bodies.push(JSON.parse(req.body) as Body);
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    for (const content of ["Midjourney ", "es de pago; ", "mira también Ideogram."]) {
      res.write(`data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`);
    }
    res.end("data: [DONE]\n\n");
  });
});

afterAll(async () => {
  await upstream.close();
});

beforeEach(() => {
  bodies.length = 0;
  vi.resetModules();
  vi.unstubAllEnvs();
  vi.stubEnv("LOG_LEVEL", "silent");
});

async function offlineRoute() {
  vi.stubEnv("LLM_BASE_URL", "");
  return import("@/app/functions/v1/ai-chat/route");
}

async function modelRoute() {
  vi.stubEnv("LLM_BASE_URL", `${upstream.origin}/v1`);
  vi.stubEnv("LLM_MODEL", "test-model");
  vi.stubEnv("LLM_TOOLS", "off");
  return import("@/app/functions/v1/ai-chat/route");
}

const post = (body: unknown) =>
  new Request("http://localhost/functions/v1/ai-chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-client-ip": `10.2.0.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify(body),
  });

async function read(response: Response): Promise<{ text: string; state?: ChatState; raw: string }> {
  const [a, b] = response.body!.tee();
  let text = "";
  let state: ChatState | undefined;
  const raw = new Response(b).text();
  await readChatStream(a, (d) => (text += d), (s) => (state = s));
  return { text, ...(state ? { state } : {}), raw: await raw };
}

const subject = (text: string) => /\*\*\[[^\]]+\]\(\/platforms\/([a-z0-9-]+)\)\*\*/.exec(text)?.[1];

describe("conversation state on the wire", () => {
  it("ends the stream with the state in the last chunk, beside an empty delta, and resolves 'the first one' from it", async () => {
    const { POST } = await offlineRoute();
    const ask = { role: "user", content: "best tools for logos" };
    const first = await read(await POST(post({ messages: [ask] })));
    expect(first.state?.listed.length).toBeGreaterThanOrEqual(3);
    expect(first.state?.answer).toBe("list");

    // The wire stays what SPEC §7 says: data lines of chat.completion.chunk, then [DONE]; the state
    // rides on the stop chunk, whose delta carries no text.
    const events = first.raw.split("\n\n").filter((e) => e.startsWith("data: "));
    expect(events.at(-1)).toBe("data: [DONE]");
    const stop = JSON.parse(events.at(-2)!.slice(6)) as { object: string; choices: { delta: object; finish_reason: string }[]; state: ChatState };
    expect(stop.object).toBe("chat.completion.chunk");
    expect(stop.choices[0]).toMatchObject({ delta: {}, finish_reason: "stop" });
    expect(stop.state.listed).toEqual(first.state!.listed);

    const reordered = { ...first.state!, listed: [...first.state!.listed].reverse() };
    const next = await read(
      await POST(post({ messages: [ask, { role: "assistant", content: first.text }, { role: "user", content: "does the first one have an iPhone app?" }], state: reordered })),
    );
    expect(subject(next.text)).toBe(reordered.listed[0]);
  });

  it("answers 'is it free?' about the platform whose page the chat is open on", async () => {
    const { POST } = await offlineRoute();
    const answer = await read(await POST(post({ messages: [{ role: "user", content: "is it free?" }], page: "/platforms/midjourney" })));
    expect(subject(answer.text)).toBe("midjourney");
    expect(answer.state).toMatchObject({ about: ["midjourney"], page: "/platforms/midjourney" });
  });

  it.each([
    [{ state: { listed: ["Not An Id"] } }, "platform ids are lowercase letters"],
    [{ state: { listed: Array.from({ length: 11 }, (_, i) => `p${i}`) } }, "state.listed can hold at most 10 ids"],
    [{ state: { answer: "everything" } }, "state.answer must be one of"],
    [{ state: "first" }, "state must be the object"],
    [{ page: "javascript:alert(1)" }, "page must be a path on this site"],
    [{ page: `/${"a".repeat(300)}` }, "page must be a path on this site"],
  ])("refuses a malformed optional field with a 400 that says what is wrong (%j)", async (extra, message) => {
    const { POST } = await offlineRoute();
    const response = await POST(post({ messages: [{ role: "user", content: "is it free?" }], ...extra }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });
});

describe("with a model configured", () => {
  it("tells the model to answer in the visitor's language and which page the chat is open on, and keeps the platforms it names as the state", async () => {
    const { POST } = await modelRoute();
    const answer = await read(await POST(post({ messages: [{ role: "user", content: "¿es gratis esta herramienta para hacer imágenes?" }], page: "/platforms/midjourney" })));
    const system = bodies[0]!.messages[0]!;
    expect(system.role).toBe("system");
    expect(system.content).toContain("The visitor writes in Spanish: answer in Spanish.");
    expect(system.content).toContain("The visitor opened the chat on the page of Midjourney (/platforms/midjourney)");
    expect(answer.text).toContain("[Midjourney](/platforms/midjourney)");
    expect(answer.state).toMatchObject({ listed: ["midjourney", "ideogram"], page: "/platforms/midjourney" });
  });

  it("asks for the visitor's own language when they write English", async () => {
    const { POST } = await modelRoute();
    await read(await POST(post({ messages: [{ role: "user", content: "Is Midjourney free?" }] })));
    expect(bodies[0]!.messages[0]!.content).toContain("Answer in the language the visitor writes in.");
    expect(bodies[0]!.messages[0]!.content).not.toContain("opened the chat on the page");
  });
});
