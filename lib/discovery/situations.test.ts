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

describe("more situations: what is behind a photo, being on camera, copying by hand, notes on calls (decision 0235)", () => {
  it("reads each", () => {
    expect(tasksIn("there is always a cluttered shelf behind my product shots")).toContain("image.remove-background");
    expect(tasksIn("our founder hates being filmed")).toContain("avatar.presenter");
    expect(tasksIn("copying orders from the webshop into a spreadsheet by hand")).toContain("automation.workflow");
    expect(tasksIn("taking notes during client calls is exhausting")).toContain("meeting.notes");
  });

  it("not a camera's quality, nor copy as text ('I hate my phone camera', 'ad copy between 50 and 100 words')", () => {
    expect(tasksIn("my phone camera is awful, I hate how my photos look")).not.toContain("avatar.presenter");
    expect(tasksIn("I need marketing copy between 50 and 100 words")).not.toContain("automation.workflow");
  });
});
