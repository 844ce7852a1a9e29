import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAutomatic1111Provider } from "@/server/images/automatic1111";
import { ImageGenerationError } from "@/server/images/errors";
import { sendJson, startLoopbackServer, type LoopbackServer } from "@/tests/support/loopback-server";

let png: Buffer;
let server: LoopbackServer | undefined;

beforeAll(async () => {
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#16a34a" } }).png().toBuffer();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function failure(promise: Promise<unknown>): Promise<ImageGenerationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageGenerationError);
  return error as ImageGenerationError;
}

describe("Automatic1111 / Forge txt2img API", () => {
  it("posts the prompt to /sdapi/v1/txt2img and decodes images[0]", async () => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 200, { images: [png.toString("base64")], parameters: {}, info: "{}" }));
    const provider = createAutomatic1111Provider({ baseUrl: `${server.origin}/`, timeoutMs: 5_000 });
    const bytes = await provider.generate("a castle in the mist");
    expect(Buffer.from(bytes).equals(png)).toBe(true);
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/sdapi/v1/txt2img");
    expect(request?.headers.authorization).toBeUndefined();
    expect(JSON.parse(request?.body ?? "")).toEqual({ prompt: "a castle in the mist", steps: 25, width: 1024, height: 1024 });
    expect(provider.label).toBe("Stable Diffusion (Automatic1111/Forge)");
  });

  it("sends user:password keys as HTTP Basic auth (--api-auth)", async () => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 200, { images: [png.toString("base64")] }));
    await createAutomatic1111Provider({ baseUrl: server.origin, apiKey: "artist:secret", timeoutMs: 5_000 }).generate("a boat");
    expect(server.requests[0]?.headers.authorization).toBe(`Basic ${Buffer.from("artist:secret").toString("base64")}`);
  });

  it("turns a server error into a readable 502 and keeps the details for the log", async () => {
    server = await startLoopbackServer((_req, res) =>
      sendJson(res, 500, { error: "OutOfMemoryError", detail: "", body: "", errors: "CUDA out of memory. Tried to allocate 2.00 GiB" }),
    );
    const error = await failure(createAutomatic1111Provider({ baseUrl: server.origin, timeoutMs: 5_000 }).generate("a huge city"));
    expect(error.status).toBe(502);
    expect(error.publicMessage).toBe("The image service had a problem creating the image. Please try again.");
    expect(error.detail).toContain("CUDA out of memory");
  });

  it("passes on a validation error's message (422 detail)", async () => {
    server = await startLoopbackServer((_req, res) => sendJson(res, 422, { detail: [{ loc: ["body", "steps"], msg: "value is not a valid integer", type: "type_error.integer" }] }));
    const error = await failure(createAutomatic1111Provider({ baseUrl: server.origin, timeoutMs: 5_000 }).generate("a cat"));
    expect(error.status).toBe(502);
    expect(error.publicMessage).toBe("The image service refused this prompt: value is not a valid integer");
  });

  it("gives up with a 504 when the server never answers", async () => {
    server = await startLoopbackServer(() => {
      // Never answers.
    });
    const error = await failure(createAutomatic1111Provider({ baseUrl: server.origin, timeoutMs: 300 }).generate("a slow picture"));
    expect(error.status).toBe(504);
  });
});
