import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ImageGenerationError } from "@/server/images/errors";
import { createOpenAiProvider, openAiEndpoint } from "@/server/images/openai";
import { closedPort, sendJson, startLoopbackServer, type LoopbackServer } from "@/tests/support/loopback-server";

let png: Buffer;
let server: LoopbackServer | undefined;

beforeAll(async () => {
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#4f46e5" } }).png().toBuffer();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const provider = (baseUrl: string, timeoutMs = 5_000) => createOpenAiProvider({ baseUrl, apiKey: "sk-test-key", model: "gpt-image-1", timeoutMs });

async function failure(promise: Promise<unknown>): Promise<ImageGenerationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageGenerationError);
  return error as ImageGenerationError;
}

describe("OpenAI-compatible images API", () => {
  it("accepts the base URL with or without /v1 and a trailing slash", () => {
    for (const base of ["https://api.example.com", "https://api.example.com/", "https://api.example.com/v1", "https://api.example.com/v1/"]) {
      expect(openAiEndpoint(base)).toBe("https://api.example.com/v1/images/generations");
    }
    expect(openAiEndpoint("http://gateway.local/openai/v1")).toBe("http://gateway.local/openai/v1/images/generations");
  });

  it("sends the images request and decodes data[0].b64_json", async () => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 200, { created: 1, data: [{ b64_json: png.toString("base64") }] }));
    const bytes = await provider(`${server.origin}/v1/`).generate("a red fox in the snow");
    expect(Buffer.from(bytes).equals(png)).toBe(true);
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/images/generations");
    expect(request?.headers.authorization).toBe("Bearer sk-test-key");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request?.body ?? "")).toEqual({ model: "gpt-image-1", prompt: "a red fox in the snow", n: 1, size: "1024x1024" });
  });

  it("downloads the image when the answer is data[0].url", async () => {
    server = await startLoopbackServer((req, res, origin) => {
      if (req.url === "/v1/images/generations") return sendJson(res, 200, { data: [{ url: `${origin}/generated/abc.png?sig=expiring` }] });
      if (req.url === "/generated/abc.png?sig=expiring") {
        res.writeHead(200, { "content-type": "image/png", "content-length": png.length });
        return void res.end(png);
      }
      sendJson(res, 404, { error: { message: "no such file" } });
    });
    const bytes = await provider(server.origin).generate("a lighthouse");
    expect(Buffer.from(bytes).equals(png)).toBe(true);
    expect(server.requests.map((r) => r.url)).toEqual(["/v1/images/generations", "/generated/abc.png?sig=expiring"]);
  });

  it("shows the upstream's reason when it refuses the prompt (4xx with error.message)", async () => {
    server = await startLoopbackServer((_req, res) =>
      sendJson(res, 400, { error: { message: "Your request was rejected as a result of our safety system.", type: "image_generation_user_error", code: "moderation_blocked" } }),
    );
    const error = await failure(provider(server.origin).generate("something not allowed"));
    expect(error.status).toBe(502);
    expect(error.publicMessage).toBe("The image service refused this prompt: Your request was rejected as a result of our safety system.");
  });

  it("keeps credential errors out of the visitor's message", async () => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 401, { error: { message: "Incorrect API key provided: sk-test-key1234." } }));
    const error = await failure(provider(server.origin).generate("a cat"));
    expect(error.status).toBe(502);
    expect(error.publicMessage).toBe("The image service is not available right now. Please try again later.");
    expect(error.publicMessage).not.toContain("sk-");
    expect(error.detail).toContain("HTTP 401");
  });

  it("gives up with a 504 when the server never answers", async () => {
    server = await startLoopbackServer(() => {
      // Never answers.
    });
    const error = await failure(provider(server.origin, 300).generate("a slow picture"));
    expect(error.kind).toBe("timeout");
    expect(error.status).toBe(504);
    expect(error.publicMessage).toMatch(/took too long/);
  });

  it("still gives up on time when garbage collection runs while it waits (and a caller signal is linked)", async () => {
    // Node 20 holds AbortSignal.timeout() and AbortSignal.any() weakly: a collection while the
    // request waits used to drop the deadline, and the image request hung until the visitor left.
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    server = await startLoopbackServer(() => {
      // Never answers.
    });
    const collecting = setInterval(gc, 20);
    try {
      const caller = new AbortController();
      const started = Date.now();
      const error = await failure(provider(server.origin, 300).generate("a slow picture", { signal: caller.signal }));
      expect(error.kind).toBe("timeout");
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      clearInterval(collecting);
    }
  }, 15_000);

  it("reports an unreachable server as a 502", async () => {
    const port = await closedPort();
    const error = await failure(provider(`http://127.0.0.1:${port}`).generate("a cat"));
    expect(error.kind).toBe("unreachable");
    expect(error.status).toBe(502);
  });

  it("treats an answer without an image as a bad response", async () => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 200, { data: [] }));
    const error = await failure(provider(server.origin).generate("a cat"));
    expect(error.kind).toBe("bad-response");
    expect(error.status).toBe(502);
  });

  it("fails cleanly when the image URL cannot be downloaded", async () => {
    server = await startLoopbackServer((req, res, origin) => {
      if (req.url === "/v1/images/generations") return sendJson(res, 200, { data: [{ url: `${origin}/expired.png` }] });
      res.writeHead(403).end("expired");
    });
    const error = await failure(provider(server.origin).generate("a cat"));
    expect(error.status).toBe(502);
    expect(error.detail).toContain("HTTP 403");
  });
});
