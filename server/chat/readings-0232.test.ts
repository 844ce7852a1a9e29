import { describe, expect, it } from "vitest";
import { attributeWishes } from "@/lib/discovery/attribute-wishes";
import { answerPlatforms, converse } from "@/server/eval/run";
import { getPlatform } from "@/lib/catalogue";

const listed = (...turns: string[]) => {
  const { listed, linked } = answerPlatforms(converse(turns));
  return (listed.length ? listed : linked).map((id) => getPlatform(id)!);
};

describe("a follow-up asking for others like a platform keeps the question before (decision 0232)", () => {
  it("'something with a nice chat interface like ChatGPT' after running models on one's own computer lists local chat interfaces", () => {
    for (const turns of [
      ["i want to run ai models on my own computer", "something with a nice chat interface like chatgpt"],
      ["I want to run an llm on my gaming pc", "with a chatgpt-like interface in the browser"],
      ["Ich will KI-Modelle lokal laufen lassen", "und am liebsten mit einer Oberfläche wie ChatGPT"],
    ]) {
      const [first, second] = listed(...turns);
      expect([first?.category, second?.category], turns.join(" → ")).toEqual(["local-models", "local-models"]);
    }
  });

  it("alternatives to a platform asked first are still its alternatives", () => {
    expect(listed("alternatives to canva")[0]?.category).toBe("design");
  });
});

describe("one word of the visitor's may stand before their own machine (decision 0232)", () => {
  it("'on my gaming pc', 'auf meinem alten Laptop' are the local wish; 'on my phone' is no machine of this list", () => {
    for (const text of [" run an llm on my gaming pc ", " llm auf meinem alten laptop ", " on my own work laptop "]) expect(attributeWishes(text).has, text).toContain("local");
    expect(attributeWishes(" remote access on my phone ").has).not.toContain("local");
  });
});

describe("a message that only says what the visitor has is said of the question before (decision 0232)", () => {
  it("'I have about 500 photos for my shop' after background removers, then 'is there a free option?', keeps background removers", () => {
    const turns = ["help me pick a tool to remove backgrounds from product photos", "I have about 500 photos for my shop"];
    expect(listed(...turns).slice(0, 2).map((p) => p.id)).toEqual(["remove-bg", "photoroom"]);
    const free = listed(...turns, "is there a free option?");
    expect(free[0]?.id).toBe("remove-bg");
    expect(free.map((p) => p.category)).not.toContain("image");
  });
});

describe("data that may not leave for a foreign cloud is a privacy wish, not data analysis (decision 0232)", () => {
  it("'we can't send data to US clouds, we want to run models on our own servers' after ChatGPT lists local tools", () => {
    const list = listed("chatgpt for my company?", "we can't send data to US clouds, we want to run models on our own servers");
    expect(list[0]?.category).toBe("local-models");
    expect(list.map((p) => p.category)).not.toContain("data-bi");
  });

  it("moving data between apps is still automation, not a privacy question", () => {
    expect(converse(["send data from forms to google sheets automatically"])).not.toMatch(/privacy/i);
  });
});
