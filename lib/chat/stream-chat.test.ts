import { describe, expect, it, vi, afterEach } from "vitest";
import { readChatStream, streamChat } from "@/lib/chat/stream-chat";

const encoder = new TextEncoder();
const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

/** A body that delivers the given byte pieces one read at a time. */
function bodyOf(pieces: (string | Uint8Array)[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(typeof p === "string" ? encoder.encode(p) : p);
      controller.close();
    },
  });
}

async function collect(pieces: (string | Uint8Array)[]) {
  let text = "";
  await readChatStream(bodyOf(pieces), (d) => (text += d));
  return text;
}

describe("readChatStream", () => {
  it("appends each delta and stops at [DONE]", async () => {
    expect(await collect([chunk("Hello"), chunk(", world"), "data: [DONE]\n\n", chunk("ignored")])).toBe("Hello, world");
  });

  it("ignores comments and blank lines", async () => {
    expect(await collect([": keep-alive\n\n", "\n", chunk("A"), ": ping\n\n", chunk("B"), "data: [DONE]\n\n"])).toBe("AB");
  });

  it("holds a line split across network chunks until it is complete", async () => {
    const whole = chunk("split across reads") + "data: [DONE]\n\n";
    const pieces = [whole.slice(0, 7), whole.slice(7, 30), whole.slice(30, 31), whole.slice(31)];
    expect(await collect(pieces)).toBe("split across reads");
  });

  it("reassembles a multi-byte character split between chunks", async () => {
    const bytes = encoder.encode(chunk("café ✨ 日本") + "data: [DONE]\n\n");
    const star = bytes.indexOf(0xe2); // first byte of ✨ (3 bytes in UTF-8)
    const pieces = [bytes.slice(0, star + 1), bytes.slice(star + 1, star + 2), bytes.slice(star + 2)];
    expect(await collect(pieces)).toBe("café ✨ 日本");
  });

  it("handles CRLF line endings and events without a space after data:", async () => {
    expect(await collect([`data:${JSON.stringify({ choices: [{ delta: { content: "x" } }] })}\r\n\r\n`, "data: [DONE]\r\n\r\n"])).toBe("x");
  });

  it("skips chunks without content (role-only or finish chunks)", async () => {
    const role = `data: ${JSON.stringify({ choices: [{ delta: { role: "assistant" } }] })}\n\n`;
    const finish = `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: "stop" }] })}\n\n`;
    expect(await collect([role, chunk("ok"), finish, "data: [DONE]\n\n"])).toBe("ok");
  });

  it("fails on an error event, a malformed chunk, or a stream that ends early", async () => {
    await expect(collect([chunk("a"), `data: {"error":{"message":"upstream timed out"}}\n\n`])).rejects.toThrow("upstream timed out");
    await expect(collect(["data: {not json}\n\n"])).rejects.toThrow(/Malformed/);
    await expect(collect([chunk("partial")])).rejects.toThrow(/ended early/);
  });
});

describe("streamChat", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the whole conversation as JSON", async () => {
    const fetchMock = vi.fn(async () => new Response(bodyOf([chunk("hi"), "data: [DONE]\n\n"]), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    let text = "";
    const messages = [{ role: "user" as const, content: "one" }, { role: "assistant" as const, content: "two" }, { role: "user" as const, content: "three" }];
    await streamChat(messages, (d) => (text += d));
    expect(text).toBe("hi");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/functions/v1/ai-chat");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init.body))).toEqual({ messages });
  });

  it("fails with 'Failed to start stream' when the response is not ok or has no body", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ error: "x" }, { status: 500 })));
    await expect(streamChat([{ role: "user", content: "q" }], () => undefined)).rejects.toThrow("Failed to start stream");
    vi.stubGlobal("fetch", vi.fn(async () => new Response(null, { status: 200 })));
    await expect(streamChat([{ role: "user", content: "q" }], () => undefined)).rejects.toThrow("Failed to start stream");
  });
});
