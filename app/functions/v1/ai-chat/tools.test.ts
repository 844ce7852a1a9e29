import type http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getPlatform } from "@/lib/catalogue";
import { readChatStream } from "@/lib/chat/stream-chat";
import { startLoopbackServer, type LoopbackServer } from "@/tests/support/loopback-server";

// Issue 25: with an LLM configured, the model calls the catalogue as tools. A real HTTP server on
// loopback plays the model, speaking the OpenAI streaming protocol with real tool calls.

type Wire = {
  role: string;
  content: string | null;
  tool_call_id?: string;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
};
type Body = { model: string; stream: boolean; messages: Wire[]; tools?: { type: string; function: { name: string; description: string; parameters: Record<string, unknown> } }[] };

let upstream: LoopbackServer;
const bodies: Body[] = [];
/** What the model saw wrong, if anything: the test fails with it. */
const complaints: string[] = [];

const chunk = (res: http.ServerResponse, delta: object, finish: string | null = null) =>
  res.write(`data: ${JSON.stringify({ id: "chatcmpl-t", object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);

/** A streamed tool call: the name first, then the arguments in the pieces given. */
function streamToolCalls(res: http.ServerResponse, calls: { id: string; name: string; argumentPieces: string[] }[]) {
  res.writeHead(200, { "Content-Type": "text/event-stream" });
  chunk(res, { role: "assistant", content: null });
  calls.forEach((call, index) => {
    chunk(res, { tool_calls: [{ index, id: call.id, type: "function", function: { name: call.name, arguments: "" } }] });
    for (const piece of call.argumentPieces) chunk(res, { tool_calls: [{ index, function: { arguments: piece } }] });
  });
  chunk(res, {}, "tool_calls");
  res.end("data: [DONE]\n\n");
}

function streamText(res: http.ServerResponse, pieces: string[]) {
  res.writeHead(200, { "Content-Type": "text/event-stream" });
  for (const content of pieces) chunk(res, { content });
  chunk(res, {}, "stop");
  res.end("data: [DONE]\n\n");
}

const toolResults = (body: Body) => body.messages.filter((m) => m.role === "tool");

beforeAll(async () => {
  upstream = await startLoopbackServer((req, res) => {
    const body = JSON.parse(req.body) as Body;
    bodies.push(body);
    const question = body.messages.find((m) => m.role === "user")?.content ?? "";
    const results = toolResults(body);

    if (question.includes("podcast")) {
      if (!results.length) {
        // The query's arguments arrive split across chunks, mid-word and mid-key.
        return streamToolCalls(res, [{ id: "call_search", name: "search_platforms", argumentPieces: ['{"query": "edit pod', 'cast audio", "li', 'mit": 3}'] }]);
      }
      const asked = body.messages.find((m) => m.role === "assistant" && m.tool_calls?.length);
      if (asked?.tool_calls?.[0]?.function.arguments !== '{"query": "edit podcast audio", "limit": 3}') complaints.push(`assistant tool call not sent back whole: ${JSON.stringify(asked)}`);
      const result = results.find((m) => m.tool_call_id === "call_search");
      const found = result ? (JSON.parse(result.content ?? "{}") as { platforms?: { platform: { id: string; name: string } }[] }) : {};
      const ids = (found.platforms ?? []).map((m) => m.platform.id);
      if (!ids.length || ids.length > 3 || ids.some((id) => !getPlatform(id))) {
        complaints.push(`no real catalogue ids in the tool result: ${JSON.stringify(result)}`);
        return streamText(res, ["I could not search the catalogue."]);
      }
      const name = getPlatform(ids[0]!)!.name;
      const cut = Math.ceil(name.length / 2);
      // The platform's name is split across chunks too.
      return streamText(res, ["For editing a podcast I would start with ", name.slice(0, cut), name.slice(cut), " (its page has the pricing) ", "and see how it fits."]);
    }

    if (question.includes("logo")) {
      if (!results.length) {
        return streamToolCalls(res, [
          { id: "call_broken", name: "search_platforms", argumentPieces: ['{"query": "logo', " maker"] },
          { id: "call_invalid", name: "compare_platforms", argumentPieces: ['{"ids": ["claude"]}'] },
          { id: "call_unknown", name: "delete_catalogue", argumentPieces: ["{}"] },
        ]);
      }
      const sent = body.messages.find((m) => m.role === "assistant")?.tool_calls ?? [];
      if (sent.map((c) => c.function.arguments).join(" ") !== '{} {"ids": ["claude"]} {}') complaints.push(`tool calls sent back: ${JSON.stringify(sent)}`);
      for (const result of results) {
        const parsed = JSON.parse(result.content ?? "{}") as { error?: string };
        if (typeof parsed.error !== "string") complaints.push(`expected an error result: ${JSON.stringify(result)}`);
      }
      return streamText(res, ["My catalogue search failed this time, ", "but Looka is built for logos."]);
    }

    if (question.includes("silent after tools")) {
      // Asks for a tool, then never answers the request that brings its result.
      if (!results.length) return streamToolCalls(res, [{ id: "call_get", name: "get_platform", argumentPieces: ['{"id": "cursor"}'] }]);
      return;
    }

    if (question.includes("loop")) {
      // A model that never stops asking for tools.
      return streamToolCalls(res, [{ id: `call_${bodies.length}`, name: "get_platform", argumentPieces: ['{"id": "claude"}'] }]);
    }
    streamText(res, ["Hello."]);
  });
  // Build the guide passages' index and the engine once under the hook's longer timeout, so the
  // first test does not pay for it on a busy machine.
  const { toolSystemPrompt } = await import("@/server/chat/system-prompt");
  const { runToolCall } = await import("@/server/chat/tool-calls");
  toolSystemPrompt([{ role: "user", content: "edit podcast audio" }]);
  runToolCall({ id: "warm", name: "search_platforms", arguments: '{"query": "edit podcast audio"}' });
});

afterAll(async () => {
  await upstream.close();
});

beforeEach(() => {
  bodies.length = 0;
  complaints.length = 0;
  vi.resetModules();
  vi.unstubAllEnvs();
});

async function route(env: Record<string, string> = {}) {
  vi.stubEnv("LLM_BASE_URL", `${upstream.origin}/v1`);
  vi.stubEnv("LLM_MODEL", "test-model");
  vi.stubEnv("LOG_LEVEL", "silent");
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return import("@/app/functions/v1/ai-chat/route");
}

const post = (content: string) =>
  new Request("http://localhost/functions/v1/ai-chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-client-ip": `10.1.0.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ messages: [{ role: "user", content }] }),
  });

async function textOf(response: Response) {
  let text = "";
  await readChatStream(response.body!, (d) => (text += d));
  return text;
}

describe("the configured model calls the catalogue as tools", () => {
  it("offers search, get and compare with the MCP tools' schemas, runs a streamed call, and links the platform the answer names", async () => {
    const { POST } = await route();
    const text = await textOf(await POST(post("What should I use to edit podcast audio?")));
    expect(complaints).toEqual([]);
    expect(bodies).toHaveLength(2);

    const offered = bodies[0]!.tools ?? [];
    expect(offered.map((t) => t.function.name).sort()).toEqual(["compare_platforms", "get_platform", "search_platforms"]);
    const search = offered.find((t) => t.function.name === "search_platforms")!.function.parameters as { type: string; properties: Record<string, { type?: string; items?: { enum?: string[] } }> };
    expect(search.type).toBe("object");
    expect(search.properties.query?.type).toBe("string");
    expect(search.properties.use_cases?.items?.enum).toContain("code");
    // No pre-chosen platforms: the system prompt lists none.
    expect(bodies[0]!.messages[0]!.content).not.toMatch(/\/platforms\/[a-z0-9]/);

    const id = (JSON.parse(toolResults(bodies[1]!)[0]!.content!) as { platforms: { platform: { id: string } }[] }).platforms[0]!.platform.id;
    const name = getPlatform(id)!.name;
    expect(text).toBe(`For editing a podcast I would start with [${name}](/platforms/${id}) (its page has the pricing) and see how it fits.`);
  });

  it("answers a malformed, an invalid and an unknown tool call with error results, and the conversation still ends in an answer", async () => {
    const { POST } = await route();
    const response = await POST(post("Which logo maker is best?"));
    expect(response.status).toBe(200);
    const text = await textOf(response);
    expect(complaints).toEqual([]);
    const errors = toolResults(bodies[1]!).map((m) => (JSON.parse(m.content!) as { error: string }).error);
    expect(errors[0]).toMatch(/not valid JSON/);
    expect(errors[1]).toMatch(/Invalid arguments for compare_platforms/);
    expect(errors[2]).toMatch(/no tool called 'delete_catalogue'/);
    expect(text).toBe("My catalogue search failed this time, but [Looka](/platforms/looka) is built for logos.");
  });

  it("stops a model that keeps calling tools after three rounds and answers offline", async () => {
    const { POST } = await route();
    const text = await textOf(await POST(post("loop: how much is Claude?")));
    expect(bodies).toHaveLength(4);
    expect(bodies.slice(0, 3).every((b) => b.tools?.length)).toBe(true);
    expect(bodies[3]!.tools).toBeUndefined();
    expect(text).toMatch(/^\*The AI model is unavailable right now/);
    expect(text).toContain("](/platforms/claude)");
  });

  it("answers offline when the model times out on the request after a tool call", async () => {
    const { POST } = await route({ LLM_TIMEOUT_MS: "300" });
    const text = await textOf(await POST(post("silent after tools: is Cursor free?")));
    expect(bodies).toHaveLength(2);
    expect(toolResults(bodies[1]!)[0]!.content).toContain('"id":"cursor"');
    expect(text).toMatch(/^\*The AI model is unavailable right now/);
    expect(text).toContain("](/platforms/cursor)");
  });

  it("sends no tools and keeps the grounded system prompt with LLM_TOOLS=off", async () => {
    const { POST } = await route({ LLM_TOOLS: "off" });
    expect(await textOf(await POST(post("Is Claude good for writing?")))).toBe("Hello.");
    expect(bodies[0]!.tools).toBeUndefined();
    expect(bodies[0]!.messages[0]!.content).toMatch(/\/platforms\/claude/);
  });
});

describe("without a model configured", () => {
  it("answers from the offline assistant exactly as before, asking no server", async () => {
    vi.stubEnv("LOG_LEVEL", "silent");
    const { POST } = await import("@/app/functions/v1/ai-chat/route");
    const { offlineReply } = await import("@/server/chat/offline-assistant");
    const question = "How much does Midjourney cost?";
    const text = await textOf(await POST(post(question)));
    let expected = "";
    for await (const piece of offlineReply([{ role: "user", content: question }], new AbortController().signal)) expected += piece;
    expect(text).toBe(expected);
    expect(text).toContain("[Midjourney](/platforms/midjourney)");
    expect(bodies).toHaveLength(0);
  });
});
