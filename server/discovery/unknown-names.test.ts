import { describe, expect, it } from "vitest";
import { emptyQuery } from "@/lib/discovery/query";
import { createDiscovery } from "@/server/discovery/engine";
import { unknownNameOf } from "@/server/discovery";
import { offlineResult } from "@/server/chat/offline-assistant";
import { fixturePlatform } from "@/tests/support/fixture-catalogue";

// Issue 25, probe class 2: a product the catalogue lacks got no honest answer, or a false match on a
// generic word of its name ('lm studio' ranked the platforms called '... Studio').

const studio = fixturePlatform({ id: "canvas-studio", name: "Canvas Studio", description: "A design studio for social posts and slides.", category: "design", useCases: ["design", "social"] });
const voices = fixturePlatform({ id: "voicebox-studio", name: "Voicebox Studio", description: "Records and cleans up voiceovers in the studio.", category: "audio", useCases: ["audio"] });
const runner = fixturePlatform({ id: "localrun", name: "Localrun", description: "A desktop app that runs open models, also through Ollama or LM Studio.", category: "local-models", useCases: ["text", "code"] });
const clips = fixturePlatform({ id: "clipforge", name: "Clipforge", description: "Generates short video clips from a text prompt.", category: "video", useCases: ["video"] });
const engine = createDiscovery({ platforms: [studio, voices, runner, clips] });
const search = (text: string) => engine.discover({ ...emptyQuery, text });

describe("a product the catalogue does not list", () => {
  it("is reported in lower case too, and a generic word of its name ranks nothing", () => {
    const lm = search("lm studio");
    expect(lm.unknownName).toBe("lm studio");
    // Not the platforms that merely have 'Studio' in their name; the one whose entry mentions it.
    expect(lm.platforms.map((r) => r.platform.id)).toEqual(["localrun"]);
    expect(lm.platforms.some((r) => r.reasons.named)).toBe(false);
    expect(search("ollama").unknownName).toBe("ollama");
  });

  it("is never a word of the chat register, a file format, nor the plural of a short everyday word, where a name could stand", () => {
    for (const text of ["need a logo asap", "best video editor tbh", "idk which one to pick lol", "hmm what about music", "pls help me write an essay", "smth for slides", "what about editing out the ums and ahs?", "convert my ppt", "turn pptx into video", "edit my vlogs", "summarize my gdocs"]) {
      expect(unknownNameOf(text), text).toBeUndefined();
      expect(offlineResult([{ role: "user", content: text }]).text, text).not.toContain("not in our catalogue");
    }
    // Nor a small word's slip: a letter left out or two swapped ('wich', 'wat', 'teh').
    for (const text of ["wich tool for logos", "wat about images", "teh best ai for music"]) expect(unknownNameOf(text), text).toBeUndefined();
    // Names we lack are still said to be missing, short ones near a small word included ('Jan' is no 'can').
    expect(unknownNameOf("is jan any good")).toBe("jan");
    expect(unknownNameOf("is rytr any good")).toBe("rytr");
    expect(unknownNameOf("is msty free")).toBe("msty");
  });

  it("is never a number after 'like', said as a filler ('on like 200 photos')", () => {
    expect(unknownNameOf("I need clean white backgrounds on like 200 photos")).toBeUndefined();
    expect(unknownNameOf("something like 300 clips a week")).toBeUndefined();
  });

  it("is reported when ordinary words or a listed platform are in the question too", () => {
    expect(search("is sora better than clipforge?").unknownName).toBe("sora");
    expect(search("is phind good for coding questions on my laptop?").unknownName).toBe("phind");
    expect(search("alternatives to tome for making slides").unknownName).toBe("tome");
    const vs = search("sora or clipforge for short videos");
    expect(vs.unknownName).toBe("sora");
    expect(vs.platforms[0]?.platform.id).toBe("clipforge");
  });

  it("is not reported for listed names, their typos, everyday words, or a name that is only a detail of the task", () => {
    for (const text of ["clipforge", "clipforg", "a tool to edit my holiday video on my laptop", "recomend a tool for slides", "make eye catching youtube thumbnails", "a chatbot on my shopify store"]) {
      expect(search(text).unknownName, text).toBeUndefined();
    }
  });
});

describe("the assistant says so, whatever else the question names", () => {
  it("says a missing product is not in the catalogue, beside a platform it lists", () => {
    const { text } = offlineResult([{ role: "user", content: "is sora better than runway?" }]);
    expect(text).toMatch(/^\*\*sora\*\* is not in our catalogue yet/);
    expect(text).toContain("](/suggest-a-tool?name=sora)");
    expect(text).toContain("](/platforms/runway)");
  });

  it("gives the nearest kind of tool: the entries that mention a bare name", () => {
    const { text } = offlineResult([{ role: "user", content: "what about lm studio?" }]);
    expect(text).toContain("is not in our catalogue yet");
    expect(text).toContain("The nearest kind of tool in the catalogue");
  });
});
