import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createOfflineProvider, OFFLINE_LABEL, renderSvg } from "@/server/images/offline";
import { composeScene, readPrompt } from "@/server/images/offline-scene";
import { imageFormat } from "@/server/images/storage";

describe("offline renderer", () => {
  it("labels itself as an offline preview, not a model", () => {
    const provider = createOfflineProvider();
    expect(provider.offline).toBe(true);
    expect(provider.label).toBe(OFFLINE_LABEL);
    expect(OFFLINE_LABEL).toBe("Offline preview (no AI model configured)");
  });

  it("draws a 1024x1024 PNG, the same picture for the same prompt", async () => {
    const provider = createOfflineProvider();
    const first = Buffer.from(await provider.generate("A red fox in a snowy forest under the moon"));
    const again = Buffer.from(await provider.generate("  a red fox in a snowy   forest under the MOON "));
    expect(imageFormat(first)?.ext).toBe("png");
    expect(await sharp(first).metadata()).toMatchObject({ width: 1024, height: 1024, format: "png" });
    expect(again.equals(first)).toBe(true);
    const other = Buffer.from(await provider.generate("A red fox in a snowy forest under the sun"));
    expect(other.equals(first)).toBe(false);
  });

  it("draws the subjects and the time of day the prompt names", () => {
    expect(composeScene("An orange cat sitting under a full moon").drawn).toEqual(expect.arrayContaining(["stars", "moon", "cat"]));
    expect(composeScene("A sailboat on the sea").drawn).toEqual(expect.arrayContaining(["sea", "boat"]));
    expect(composeScene("A city skyline with mountains").drawn).toEqual(expect.arrayContaining(["city", "mountain"]));
    expect(composeScene("Two robots and a dog in a flower garden").drawn).toEqual(expect.arrayContaining(["robot", "dog", "flower"]));
    expect(composeScene("A cosy cabin in winter").drawn).toEqual(expect.arrayContaining(["house", "snow"]));
  });

  it("paints the colours the prompt names, tied to the subject they describe", () => {
    const reading = readPrompt("A bright orange cat in a green forest under a purple sky, teal and gold");
    expect(reading.elements.get("cat")).toBe("#f97316");
    expect(reading.elements.get("forest")).toBe("#16a34a");
    expect(reading.elements.get("sky")).toBe("#9333ea");
    expect(reading.palette).toEqual(["#0d9488", "#eab308"]);
    expect(composeScene("A bright orange cat").svg).toContain('fill="#f97316"');
  });

  it("makes an abstract composition from a prompt without known subjects", async () => {
    const scene = composeScene("The feeling of quiet joy");
    expect(scene.drawn).toEqual(["abstract"]);
    const stats = await sharp(Buffer.from(await renderSvg(scene.svg))).stats();
    // A real picture, not a flat fill: every channel varies across the image.
    for (const channel of stats.channels.slice(0, 3)) expect(channel.max - channel.min).toBeGreaterThan(60);
  });
});
