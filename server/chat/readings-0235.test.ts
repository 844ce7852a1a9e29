import { describe, expect, it } from "vitest";
import { answerPlatforms, converse } from "@/server/eval/run";

const linked = (...turns: string[]) => answerPlatforms(converse(turns)).linked;

describe("a question for no tool after thanks is a new question, not a refinement of the last one (decision 0235)", () => {
  it("'ok thanks. how do I get red wine out of a carpet?' after a list lists no product", () => {
    expect(linked("which tool can take notes in my zoom calls?", "ok thanks. how do I get red wine out of a carpet?")).toEqual([]);
  });

  it("in the visitor's language too ('gracias, y ¿cómo quito una mancha de vino de la alfombra?')", () => {
    expect(linked("¿qué herramienta toma notas en mis reuniones de zoom?", "gracias, y ¿cómo quito una mancha de vino de la alfombra?")).toEqual([]);
  });

  it("'random q' announces a new subject", () => {
    expect(linked("best ai for logos?", "cool. random q, what's the best way to descale a kettle?")).toEqual([]);
  });

  it("a thanks before a question pointing back still asks about the platform ('thanks! does it work with Google Meet?')", () => {
    const [first] = linked("best meeting notetaker?");
    expect(linked("best meeting notetaker?", "thanks! also, does it work with google meet?")[0]).toBe(first);
  });

  it("a thanks before a request for a tool is that request ('thanks! now what can clean up my podcast audio?')", () => {
    expect(linked("best ai for logos?", "thanks! now what can clean up my podcast audio?")).toContain("adobe-podcast");
  });
});

describe("asking the site for its API or its list of tools is a question about the site (decision 0235)", () => {
  it("'do you have an api?' after a list points at the developers page", () => {
    const answer = converse(["best tools for transcribing interviews?", "do you have an api? we'd use your tool list in an internal app"]);
    expect(answer).toContain("](/developers)");
    expect(answerPlatforms(answer).linked).toEqual([]);
  });
});

describe("a follow-up pointing at the list is about the list, even after a name the catalogue lacks (decision 0235)", () => {
  it("'compare the first two' after an answer that said 'godot' is not in the catalogue compares the first two listed", () => {
    const turns = ["I need 3D props like barrels and crates for my game", "which one exports something godot is happy with?"];
    const listedBefore = answerPlatforms(converse(turns)).listed;
    const answer = converse([...turns, "compare the first two"]);
    expect(answer).toMatch(/ vs /);
    expect(answerPlatforms(answer).linked.slice(0, 2).sort()).toEqual(listedBefore.slice(0, 2).sort());
  });

  it("'indie dev' is who is asking, no product the catalogue lacks", () => {
    expect(converse(["solo indie dev, I need a pile of 3D props for my game"])).not.toMatch(/not in our catalogue/);
  });
});

describe("the fallback names a platform only by its name said as written (decision 0235)", () => {
  it("'how do I clear a drain clogged with roots?' lists no Clearscope: a name's start is not its name", () => {
    expect(linked("how do I clear a drain clogged with roots?")).toEqual([]);
  });
});
