import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createImageStore, imageFormat } from "@/server/images/storage";

let dir: string;
beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(os.tmpdir(), "image-store-")), "images");
});
afterEach(async () => {
  await rm(path.dirname(dir), { recursive: true, force: true });
});

const image = (colour: string, format: "png" | "jpeg" | "webp" = "png") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: colour } }).toFormat(format).toBuffer();

describe("content-addressed image store", () => {
  it("stores bytes under their sha256 and reads the same bytes back", async () => {
    const store = createImageStore(dir);
    const bytes = await image("#ff0000");
    const stored = await store.save(bytes);
    expect(stored.hash).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(stored.name).toBe(`${stored.hash}.png`);
    const back = await store.read(stored.name);
    expect(back?.format.contentType).toBe("image/png");
    expect(back?.bytes.equals(bytes)).toBe(true);
  });

  it("keeps one file for the same bytes and separate files for different ones", async () => {
    const store = createImageStore(dir);
    const red = await image("#ff0000");
    const first = await store.save(red);
    const again = await store.save(Buffer.from(red));
    const blue = await store.save(await image("#0000ff"));
    expect(again.name).toBe(first.name);
    expect(blue.name).not.toBe(first.name);
    expect((await readdir(dir)).sort()).toEqual([first.name, blue.name].sort());
  });

  it("names JPEG and WebP images by their real format", async () => {
    const store = createImageStore(dir);
    expect((await store.save(await image("#00ff00", "jpeg"))).name).toMatch(/^[0-9a-f]{64}\.jpg$/);
    expect((await store.save(await image("#00ff00", "webp"))).name).toMatch(/^[0-9a-f]{64}\.webp$/);
  });

  it("refuses bytes that are not an image", async () => {
    const store = createImageStore(dir);
    await expect(store.save(Buffer.from("<html>not an image</html>"))).rejects.toThrow(/not a PNG/);
    expect(imageFormat(Buffer.from("GIF89a"))?.ext).toBe("gif");
    expect(imageFormat(new Uint8Array())).toBeUndefined();
  });

  it("finds nothing for unknown, malformed or path-escaping names", async () => {
    const store = createImageStore(dir);
    const stored = await store.save(await image("#ff0000"));
    for (const name of [
      `${"0".repeat(64)}.png`,
      stored.name.toUpperCase(),
      `${stored.hash}.svg`,
      `${stored.hash}.png/`,
      `../${stored.name}`,
      `..%2F${stored.name}`,
      "../../etc/passwd",
      stored.hash,
      "",
    ]) {
      expect(await store.read(name), name).toBeUndefined();
    }
  });
});
