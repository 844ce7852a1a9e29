import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sendJson, startLoopbackServer, type LoopbackServer } from "@/tests/support/loopback-server";

/** The function in front of a real (loopback) OpenAI-compatible images API. */
let dataDir: string;
let upstream: LoopbackServer;
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#f97316" } }).png().toBuffer();
  upstream = await startLoopbackServer((req, res) => {
    const { prompt } = JSON.parse(req.body) as { prompt: string };
    if (prompt.includes("forbidden")) return sendJson(res, 400, { error: { message: "This prompt is not allowed." } });
    if (prompt.includes("slow")) return; // never answers
    if (prompt.includes("broken")) return sendJson(res, 503, { error: { message: "upstream overloaded, internal id 7f3a" } });
    sendJson(res, 200, { data: [{ b64_json: png.toString("base64") }] });
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ai-image-upstream-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("LOG_LEVEL", "silent");
  vi.stubEnv("IMAGE_PROVIDER", "");
  vi.stubEnv("IMAGE_BASE_URL", `${upstream.origin}/v1`);
  vi.stubEnv("IMAGE_API_KEY", "sk-loopback");
  vi.stubEnv("IMAGE_MODEL", "test-image-model");
  vi.stubEnv("IMAGE_TIMEOUT_MS", "300");
  ({ POST } = await import("./route"));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await upstream.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (prompt: string) =>
  POST(new Request("http://localhost/functions/v1/ai-image", { method: "POST", headers: { "content-type": "application/json", "x-client-ip": "203.0.113.7" }, body: JSON.stringify({ prompt }) }));

describe("POST /functions/v1/ai-image with an OpenAI-compatible provider", () => {
  it("returns the model's image, stored, and names the model", async () => {
    const response = await post("a fox");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ imageUrl: expect.stringMatching(/^\/images\/[0-9a-f]{64}\.png$/), provider: "test-image-model (OpenAI-compatible images API)" });
    expect(upstream.requests.at(-1)?.headers.authorization).toBe("Bearer sk-loopback");
  });

  it("passes a refusal on as a 502 with the reason", async () => {
    const response = await post("something forbidden");
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "The image service refused this prompt: This prompt is not allowed." });
  });

  it("hides upstream internals behind a readable 502", async () => {
    const response = await post("a broken picture");
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: string };
    expect(body.error).toBe("The image service had a problem creating the image. Please try again.");
  });

  it("answers 504 when the model takes longer than IMAGE_TIMEOUT_MS", async () => {
    const response = await post("a slow picture");
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ error: "The image service took too long to answer. Please try again in a moment." });
  });
});
