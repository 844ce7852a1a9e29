import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import { FUNCTION_ROUTES, loadFunctionHandlers, serveWithHandler } from "@/scripts/route-handlers.mjs";

/** The server layer's bridge on a real loopback server, with a handler under test. */
let server: http.Server | undefined;
afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

async function serve(handler: (request: Request) => Promise<Response>, errors: unknown[] = []): Promise<number> {
  server = http.createServer((req, res) => void serveWithHandler(handler, req, res, { origin: "http://127.0.0.1", onError: (e: unknown) => errors.push(e) }));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server!.address() as AddressInfo).port;
}

/** Reads at most `limit` bytes of the body, then answers 413 without reading the rest (like readJsonBody). */
async function cappedHandler(request: Request): Promise<Response> {
  const reader = request.body!.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > 1024) {
      await reader.cancel();
      return Response.json({ error: "too large" }, { status: 413 });
    }
  }
  return Response.json({ size, ip: request.headers.get("x-client-ip") });
}

function post(port: number, agent: http.Agent, body: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/fn", agent, headers: { "content-length": Buffer.byteLength(body), ...headers }, timeout: 5_000 }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    req.end(body);
  });
}

describe("functions answered by the server layer (scripts/route-handlers.mjs)", () => {
  it("passes the body and the headers the server layer stamped to the handler", async () => {
    const port = await serve(cappedHandler);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await post(port, agent, "hello", { "x-client-ip": "203.0.113.9" })).toEqual({ status: 200, body: JSON.stringify({ size: 5, ip: "203.0.113.9" }) });
    agent.destroy();
  });

  it("keeps a connection usable after an answer that left most of a large body unread", async () => {
    const port = await serve(cappedHandler);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await post(port, agent, "x".repeat(400_000))).status).toBe(413);
    // Same socket: this request used to wait behind the unread rest of the first body.
    expect((await post(port, agent, "small")).status).toBe(200);
    expect((await post(port, agent, "y".repeat(300_000))).status).toBe(413);
    expect((await post(port, agent, "")).status).toBe(200);
    agent.destroy();
  });

  it("streams a response piece by piece, and aborts the handler's signal when the client leaves", async () => {
    let aborted = false;
    const port = await serve(async (request) => {
      request.signal.addEventListener("abort", () => (aborted = true));
      let n = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((r) => setTimeout(r, 20));
          controller.enqueue(new TextEncoder().encode(`data: ${n++}\n\n`));
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    });
    const first = await new Promise<string>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/fn", headers: { "content-length": 2 } }, (res) => {
        expect(res.headers["content-type"]).toBe("text/event-stream");
        res.setEncoding("utf8").once("data", (chunk: string) => {
          resolve(chunk);
          req.destroy();
        });
      });
      req.on("error", () => undefined);
      req.on("timeout", () => reject(new Error("no first piece")));
      req.end("{}");
    });
    expect(first).toBe("data: 0\n\n");
    await expect.poll(() => aborted).toBe(true);
  });

  it("answers a readable 500 when the handler throws, and reports the error", async () => {
    const errors: unknown[] = [];
    const port = await serve(async () => {
      throw new Error("boom");
    }, errors);
    const agent = new http.Agent();
    expect(await post(port, agent, "{}")).toEqual({ status: 500, body: JSON.stringify({ error: "Something went wrong. Please try again." }) });
    expect(String(errors[0])).toMatch(/boom/);
  });

  // `npm test` builds before Vitest. A Next.js upgrade that moves the handlers would silently send
  // the functions back through Next.js's pipeline (slower, still correct): this says so.
  it.runIf(fs.existsSync(".next/BUILD_ID"))("finds every function's POST in the production build", async () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      const handlers = await loadFunctionHandlers(".next");
      expect([...handlers.keys()]).toEqual(FUNCTION_ROUTES);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
