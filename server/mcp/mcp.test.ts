import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { inFlight, MCP_MAX_BODY_BYTES } from "@/server/mcp/limits";
import { guarded, handleMcpRequest, readMcpMessage } from "@/server/mcp/server";
import { EXCEPTION_TEXT, PROTOTYPE_WORDS } from "@/tests/support/prototype-words";

// Issue 27, finding 2: the MCP endpoint's bounds, in process.

const headers = { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "Mcp-Protocol-Version": "2025-06-18", "x-request-id": "req-27-test" };
const mcpRequest = (body: BodyInit) => new Request("http://localhost/mcp", { method: "POST", headers, body });

describe("readMcpMessage", () => {
  it("refuses a batch (MCP 2025-06-18 dropped JSON-RPC batching) with a JSON-RPC Invalid Request", async () => {
    const read = await readMcpMessage(mcpRequest(JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "ping" }])));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.response.status).toBe(400);
    expect(await read.response.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600, message: expect.stringMatching(/batches are not supported/) } });
  });

  it("refuses a body past the limit while reading it, declared or not", async () => {
    const big = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", params: { pad: "x".repeat(MCP_MAX_BODY_BYTES) } });
    const streamed = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(big)), c.close()) });
    const read = await readMcpMessage(new Request("http://localhost/mcp", { method: "POST", headers, body: streamed, duplex: "half" } as RequestInit));
    expect(!read.ok && read.response.status).toBe(413);
  });

  it("gives up on a body that does not arrive within the deadline (408)", async () => {
    const never = new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"jsonrpc"')) });
    const read = await readMcpMessage(new Request("http://localhost/mcp", { method: "POST", headers, body: never, duplex: "half" } as RequestInit), 50);
    expect(!read.ok && read.response.status).toBe(408);
  });

  it("passes one message through", async () => {
    const read = await readMcpMessage(mcpRequest(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" })));
    expect(read).toEqual({ ok: true, message: { jsonrpc: "2.0", id: 1, method: "ping" } });
  });
});

describe("inFlight", () => {
  it("caps each key, frees a slot on release (once), and keeps keys apart", () => {
    const gate = inFlight(2);
    const a1 = gate.enter("a");
    const a2 = gate.enter("a");
    expect([a1.ok, a2.ok, gate.enter("a").ok, gate.enter("b").ok]).toEqual([true, true, false, true]);
    if (a1.ok) {
      a1.release();
      a1.release();
    }
    expect(gate.size("a")).toBe(1);
    expect(gate.enter("a").ok).toBe(true);
    expect(gate.enter("a").ok).toBe(false);
    expect(gate.size()).toBe(3);
  });

  it("counts 'constructor' and '__proto__' as keys like any other", () => {
    const gate = inFlight(1);
    expect(gate.enter("constructor").ok).toBe(true);
    expect(gate.enter("__proto__").ok).toBe(true);
    expect(gate.enter("constructor").ok).toBe(false);
  });
});

describe("a tool that throws", () => {
  it("answers a generic failure with the request id, and logs the exception as one JSON line", () => {
    const lines: string[] = [];
    const log = pino({ base: undefined }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    const tool = guarded(log, "req-27-test", "search_platforms", () => {
      throw new TypeError("key.startsWith is not a function");
    });
    const answer = tool();
    expect(answer.isError).toBe(true);
    const text = answer.content.map((c) => (c.type === "text" ? c.text : "")).join(" ");
    expect(text).toMatch(/req-27-test/);
    expect(text).not.toMatch(EXCEPTION_TEXT);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 50, tool: "search_platforms", err: { type: "TypeError", message: "key.startsWith is not a function" } });
  });
});

describe("handleMcpRequest", () => {
  it("answers search_platforms for every prototype-named word, never with an exception's text", async () => {
    for (const word of PROTOTYPE_WORDS) {
      const message = { jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "search_platforms", arguments: { query: word } } };
      const response = await handleMcpRequest(mcpRequest(JSON.stringify(message)), message);
      const answer = (await response.json()) as { result: { isError?: boolean; content: { text: string }[] } };
      expect(answer.result.content[0]!.text, word).not.toMatch(EXCEPTION_TEXT);
      expect(answer.result.isError, word).toBeFalsy();
    }
  });
});
