import { describe, expect, it } from "vitest";
import { situationsIn } from "@/lib/discovery/situations";
import { words } from "@/lib/discovery/text";

const tasksIn = (text: string) => situationsIn(words(text)).map((s) => s.task);

describe("situations told in two kinds of words near each other (intents.json situations)", () => {
  it("either order, any of the words, in the six languages", () => {
    expect(tasksIn("grainy and faded, these scans of my grandparents")).toContain("image.retouch");
    expect(tasksIn("mis fotos salieron borrosas")).toContain("image.retouch");
    expect(tasksIn("wir verpassen ständig Anrufe, das Telefon klingelt")).toContain("voice.phone-agent");
  });

  it("where the words begin and end", () => {
    const [found] = situationsIn(words("honestly my pics look terrible"));
    expect(found).toEqual({ task: "image.retouch", start: 2, end: 5 });
  });

  it("not when the two stand further apart than the pair allows", () => {
    expect(tasksIn("a phone case with a built-in stand, I always need to miss")).toEqual([]);
  });

  it("not what a picture or a story shows ('a photo of a phone ringing')", () => {
    expect(tasksIn("a photo of a phone ringing")).not.toContain("voice.phone-agent");
    expect(tasksIn("the phone rings and nobody picks up")).toContain("voice.phone-agent");
  });
});
