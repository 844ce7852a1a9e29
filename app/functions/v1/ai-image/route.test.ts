import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

let dataDir: string;
let POST: (request: Request) => Promise<Response>;
let GET: (request: Request) => Response | Promise<Response>;
let getImage: (request: Request, context: { params: Promise<{ name: string }> }) => Promise<Response>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ai-image-route-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("LOG_LEVEL", "silent");
  vi.stubEnv("RATE_LIMIT_IMAGE_PER_MINUTE", "3");
  vi.stubEnv("IMAGE_PROVIDER", "");
  vi.stubEnv("IMAGE_BASE_URL", "");
  ({ POST, GET } = await import("./route"));
  ({ GET: getImage } = await import("@/app/images/[name]/route"));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dataDir, { recursive: true, force: true });
});

let ipCounter = 0;
/** A fresh client address per test, so rate limits from one test do not leak into another. */
const newIp = () => `198.51.100.${++ipCounter}`;

function post(body: unknown, { ip = newIp(), type = "application/json" } = {}) {
  return new Request("http://localhost/functions/v1/ai-image", {
    method: "POST",
    headers: { "content-type": type, "x-client-ip": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /functions/v1/ai-image", () => {
  it("answers a prompt with the stored image's URL from the offline renderer", async () => {
    const response = await POST(post({ prompt: "  A cat under the moon  " }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { imageUrl: string; provider: string; offline: boolean };
    expect(body).toEqual({ imageUrl: expect.stringMatching(/^\/images\/[0-9a-f]{64}\.png$/), provider: "Offline preview (no AI model configured)", offline: true });

    // The file is under {DATA_DIR}/images and is served back, byte for byte, from the URL.
    const name = body.imageUrl.replace("/images/", "");
    const onDisk = await readFile(path.join(dataDir, "images", name));
    const served = await getImage(new Request(`http://localhost${body.imageUrl}`), { params: Promise.resolve({ name }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(onDisk)).toBe(true);
    expect((await sharp(onDisk).metadata()).width).toBe(1024);

    // The same prompt (trimmed) gives the same image at the same URL.
    const again = (await (await POST(post({ prompt: "A cat under the moon" }))).json()) as { imageUrl: string };
    expect(again.imageUrl).toBe(body.imageUrl);
  });

  it.each([
    ["a blank prompt", { prompt: "   \n\t " }, "prompt: Please enter a prompt."],
    ["an empty prompt", { prompt: "" }, "prompt: Please enter a prompt."],
    ["no prompt", {}, "prompt: Send the prompt as text."],
    ["a prompt that is not text", { prompt: 42 }, "prompt: Send the prompt as text."],
    ["a prompt over 1,000 characters", { prompt: "a".repeat(1001) }, "prompt: The prompt is too long: at most 1,000 characters."],
  ])("refuses %s with a 400 and a message", async (_name, body, message) => {
    const response = await POST(post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it("accepts 1,000 characters after trimming", async () => {
    const response = await POST(post({ prompt: `   ${"a sunny meadow ".repeat(70).slice(0, 1000)}   ` }));
    expect(response.status).toBe(200);
  });

  it("refuses bodies that are not JSON, too large or of the wrong type", async () => {
    expect((await POST(post("{prompt:", {}))).status).toBe(400);
    expect((await POST(post({ prompt: "a cat" }, { type: "text/plain" }))).status).toBe(415);
    const tooLarge = await POST(post({ prompt: "a cat", padding: "x".repeat(9 * 1024) }));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: expect.stringMatching(/too large/) });
  });

  it("answers other methods with a JSON 405", async () => {
    const response = await GET(new Request("http://localhost/functions/v1/ai-image"));
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/POST/) });
  });

  it("limits requests per client address and tells the client when to retry", async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await POST(post({ prompt: " " }, { ip }))).status).toBe(400);
    const limited = await POST(post({ prompt: "a cat" }, { ip }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: "Too many images requested. Please wait a minute and try again." });
    // Another address is not affected.
    expect((await POST(post({ prompt: " " }, { ip: newIp() }))).status).toBe(400);
  });
});

describe("GET /images/{name}", () => {
  it.each([`${"0".repeat(64)}.png`, "../../etc/passwd", "..%2F..%2Fpackage.json", "not-a-hash.png"])("answers 404 for %s", async (name) => {
    const response = await getImage(new Request(`http://localhost/images/${name}`), { params: Promise.resolve({ name }) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Image not found." });
  });
});
