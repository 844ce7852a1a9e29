import { describe, expect, it } from "vitest";
import { emptyQuery } from "@/lib/discovery/query";
import { createDiscovery } from "@/server/discovery/engine";
import { useCases } from "@/lib/use-cases";
import { fixturePlatform } from "@/tests/support/fixture-catalogue";

const painter = fixturePlatform({ id: "painterly", name: "Painterly", description: "Generates paintings and illustrations from a text prompt.", category: "image", useCases: ["images", "creative"] });
const coder = fixturePlatform({ id: "keystroke", name: "Keystroke", description: "An AI pair programmer in your editor: completions, refactors and tests.", category: "code", useCases: ["code", "app-development"] });
const talker = fixturePlatform({ id: "chatterbox", name: "Chatterbox", description: "A general chat assistant that answers questions and writes code and images too.", category: "chat-assistant", useCases: ["text", "code", "images", "writing"] });

const ask = (engine: ReturnType<typeof createDiscovery>, text: string, extra = {}) => engine.discover({ ...emptyQuery, text, ...extra }).platforms.map((r) => r.platform.id);

describe("createDiscovery: an engine over the catalogue it is given", () => {
  it("finds only its own catalogue's platforms, by name and by task", () => {
    const engine = createDiscovery({ platforms: [talker, painter, coder] });
    expect(ask(engine, "keystroke")[0]).toBe("keystroke");
    expect(ask(engine, "paintings from a prompt")[0]).toBe("painterly");
    // The site's catalogue is not behind it: Midjourney is no result here.
    expect(ask(engine, "midjourney")).not.toContain("midjourney");
  });

  it("keeps two engines apart: each indexes its own platforms", () => {
    const one = createDiscovery({ platforms: [painter] });
    const two = createDiscovery({ platforms: [coder] });
    expect(ask(one, "painterly")).toEqual(["painterly"]);
    expect(ask(two, "painterly")).toEqual([]);
    expect(one.suggest("keys").platforms).toEqual([]);
    expect(two.suggest("keys").platforms.map((p) => p.id)).toEqual(["keystroke"]);
  });

  it("follows a search that is only a platform's name with the platforms like it, the named one first", () => {
    const painter2 = fixturePlatform({ id: "easel", name: "Easel", description: "Makes illustrations and paintings from words.", category: "image", useCases: ["images", "creative"] });
    const engine = createDiscovery({ platforms: [talker, coder, painter, painter2] });
    const result = engine.discover({ ...emptyQuery, text: "painterly" });
    expect(result.platforms.map((r) => r.platform.id).slice(0, 2)).toEqual(["painterly", "easel"]);
    expect(result.platforms[0]!.reasons.named).toBe(true);
    expect(result.platforms[1]!.reasons).toMatchObject({ named: false, alternativeTo: "Painterly" });
    // Not the code tool, which has nothing in common with it.
    expect(result.platforms.map((r) => r.platform.id)).not.toContain("keystroke");
  });

  it("cut to a page's length, counts every match and still reports the named platforms past the cut", () => {
    const engine = createDiscovery({ platforms: [talker, painter, coder] });
    const whole = engine.discover({ ...emptyQuery, text: "keystroke painterly code" });
    const cut = engine.discover({ ...emptyQuery, text: "keystroke painterly code" }, { limit: 1 });
    expect(cut.platforms.map((r) => r.platform.id)).toEqual(whole.platforms.slice(0, 1).map((r) => r.platform.id));
    expect(cut.total).toBe(whole.platforms.length);
    expect(cut.named?.map((p) => p.id)).toEqual(whole.platforms.filter((r) => r.reasons.named).map((r) => r.platform.id));
    expect(cut.named?.length).toBe(2);
  });

  it("gives a later page with an offset: the same platforms and reasons as the whole answer at those places", () => {
    const engine = createDiscovery({ platforms: [talker, painter, coder] });
    for (const query of [{ ...emptyQuery, text: "keystroke painterly code" }, { ...emptyQuery, useCases: ["code" as const, "images" as const] }]) {
      const whole = engine.discover(query);
      expect(whole.platforms.length).toBe(3);
      const page = engine.discover(query, { limit: 1, offset: 1 });
      expect(page.platforms).toEqual(whole.platforms.slice(1, 2));
      expect(page.total).toBe(3);
      expect(engine.discover(query, { limit: 5, offset: 2 }).platforms).toEqual(whole.platforms.slice(2));
      expect(engine.discover(query, { limit: 5, offset: 3 }).platforms).toEqual([]);
    }
  });

  it("takes an ordinary word that is also a name as the name only when the text says nothing else", () => {
    const slides = fixturePlatform({ id: "pitch", name: "Pitch", description: "Collaborative slides for a pitch deck.", category: "presentation", useCases: ["presentation", "design"] });
    const writer = fixturePlatform({ id: "scribe", name: "Scribe", description: "Writes and rewrites text: emails, essays and an elevator pitch.", category: "writing", useCases: ["writing", "text"] });
    const engine = createDiscovery({ platforms: [slides, writer, painter] });
    const named = (text: string) => engine.discover({ ...emptyQuery, text }).platforms.filter((r) => r.reasons.named).map((r) => r.platform.id);
    expect(named("pitch")).toEqual(["pitch"]);
    expect(named("pitch pricing")).toEqual(["pitch"]);
    expect(named("write my elevator pitch")).toEqual([]);
    expect(ask(engine, "write my elevator pitch")[0]).toBe("scribe");
  });
});

describe("the words' hits kept (decisions 0193, 0205)", () => {
  it("answers the same whether the common words were worked out ahead, the hits are kept or none is", async () => {
    const { platforms } = await import("@/lib/catalogue");
    const warm = createDiscovery({ platforms });
    warm.warmUp();
    const cold = createDiscovery({ platforms, termHitsKept: 0 });
    // The warm-up's own questions too (a name, the name misspelt, a use case with a price wish): answered again, as a visitor would ask them.
    const first = platforms[0]!.name;
    const texts = ["video editor for teams", "alternatives to canva", "claude code", "free logo maker", "notion", "transcribe a podcast free", "pro video pro", "midjurny", first, first.slice(0, -1), `free ${useCases[0]!.label}`];
    for (const text of [...texts, ...texts]) {
      const a = warm.discover({ ...emptyQuery, text }, { limit: 10 });
      const b = cold.discover({ ...emptyQuery, text }, { limit: 10 });
      expect(a.platforms.map((r) => [r.platform.id, r.score, r.reasons.words]), text).toEqual(b.platforms.map((r) => [r.platform.id, r.score, r.reasons.words]));
      expect(a.total, text).toBe(b.total);
    }
  });
});

describe("names the site's catalogue lacks", () => {
  it("are not reported as named by a short word of a longer name ('lm' of NotebookLM)", async () => {
    const { discover } = await import("@/server/discovery");
    const result = discover({ ...emptyQuery, text: "lm studio" });
    expect(result.platforms.filter((r) => r.reasons.named).map((r) => r.platform.id)).toEqual([]);
  });
});

describe("the kind word 'assistant' (issue 25)", () => {
  it("reads 'X assistant' as the task X, in English, Spanish and Italian, and 'assistant' alone as a chat assistant", async () => {
    const { discover } = await import("@/server/discovery");
    const firstKind = (text: string) => discover({ ...emptyQuery, text }).platforms.slice(0, 3).map((r) => r.platform.category);
    expect(firstKind("a coding assistant").filter((k) => k === "code").length).toBeGreaterThanOrEqual(2);
    expect(firstKind("un asistente de programación")).toEqual(["code", "code", "code"]);
    expect(firstKind("assistente di programmazione")).toEqual(["code", "code", "code"]);
    expect(firstKind("ai assistant")[0]).toBe("chat-assistant");
  });
});
