import { describe, expect, it } from "vitest";
import { imageToolsFor, type ImageTool } from "@/lib/image-tools";

const tool = (id: string, over: Partial<ImageTool> = {}): ImageTool => ({ id, name: id, free: true, text: false, logo: false, dedicated: true, ...over });
const tools = [
  tool("midjourney", { free: false }),
  tool("chatgpt", { dedicated: false }),
  tool("ideogram", { text: true, logo: true }),
  tool("looka", { logo: true, free: false }),
  tool("flux"),
];

describe("imageToolsFor", () => {
  it("puts tools known for text in images first when the prompt asks for words", () => {
    const suited = imageToolsFor("a poster that says 'Open late'", tools);
    expect(suited[0]).toMatchObject({ id: "ideogram", reasons: ["good with text in images", "has a free plan"] });
  });

  it("puts logo tools first for a logo, free ones before paid", () => {
    expect(imageToolsFor("a logo for a bakery", tools).map((t) => t.id).slice(0, 2)).toEqual(["ideogram", "looka"]);
  });

  it("otherwise lists dedicated tools with a free plan first, in the catalogue's order", () => {
    expect(imageToolsFor("a red fox in a snowy forest", tools, 3).map((t) => t.id)).toEqual(["ideogram", "flux", "midjourney"]);
  });
});
