import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyQuery } from "@/lib/discovery/query";
import { createDiscovery } from "@/server/discovery/engine";
import { corpusEmbedder, createSemanticIndex } from "@/server/discovery/semantic";
import { fixturePlatform } from "@/tests/support/fixture-catalogue";

const painter = fixturePlatform({ id: "painterly", name: "Painterly", description: "Generates paintings and illustrations from a text prompt.", category: "image", useCases: ["images", "creative"] });
const coder = fixturePlatform({ id: "keystroke", name: "Keystroke", description: "An AI pair programmer in your editor: completions, refactors and tests.", category: "code", useCases: ["code", "app-development"] });
const talker = fixturePlatform({ id: "chatterbox", name: "Chatterbox", description: "A general chat assistant that answers questions and writes code and images too.", category: "chat-assistant", useCases: ["text", "code", "images", "writing"] });
const orator = fixturePlatform({ id: "orator", name: "Orator", description: "Reads written text aloud in natural, lifelike voices.", category: "audio", useCases: ["audio"] });
const catalogue = [painter, coder, talker, orator];

const ask = (engine: ReturnType<typeof createDiscovery>, text: string) => engine.discover({ ...emptyQuery, text }).platforms.map((r) => r.platform.id);

describe("the semantic signal (docs/decisions/0185-semantic-signal.md)", () => {
  it("finds a platform for a request that shares no word with its text and that no synonym reads: 'clone my own sound' is the text-to-speech tool", () => {
    // Orator's text says 'reads written text aloud in lifelike voices': no 'clone', no 'sound'.
    // The guides' and use-case pages' prose puts voice cloning beside voices and speech.
    expect(ask(createDiscovery({ platforms: catalogue, semantic: true }), "clone my own sound")[0]).toBe("orator");
    // Words alone find nothing for it.
    expect(ask(createDiscovery({ platforms: catalogue, semantic: false }), "clone my own sound")).toEqual([]);
  });

  it("leaves a request it cannot read to the words: a platform's name still comes first, nonsense finds nothing", () => {
    const engine = createDiscovery({ platforms: catalogue, semantic: true });
    expect(ask(engine, "keystroke")[0]).toBe("keystroke");
    expect(ask(engine, "xyzzy plugh")).toEqual([]);
  });

  it("learns nearness from the corpus it is given: words seen in the same documents are near, in any language the documents use", () => {
    const corpus = [
      "remove the background from a photo, cut out the subject",
      "quitar el fondo de una foto: remove background",
      "Hintergrund entfernen: remove the background of an image",
      "cut out a product photo for the shop, transparent background",
      "compose a melody and a song with lyrics",
      "music generator: a song from a prompt, melody and vocals",
      "a song for my video, royalty free music",
      "write code, fix a bug, refactor a function",
      "a code assistant in the editor, completions for a function",
    ];
    const embedder = corpusEmbedder(corpus, { dim: 4, minDocs: 1 });
    const index = createSemanticIndex(
      [
        { id: "cutout", text: "cut out the subject of a photo" },
        { id: "composer", text: "compose a melody" },
        { id: "pair", text: "refactor a function in the editor" },
      ],
      embedder,
    );
    const best = (text: string) => [...index.scores(text).entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    // No word of 'quitar el fondo' is in the cut-out tool's text; the corpus ties them to 'background'.
    expect(best("quitar el fondo")).toBe("cutout");
    expect(best("Hintergrund entfernen")).toBe("cutout");
    expect(best("lyrics and vocals")).toBe("composer");
    expect(best("fix a bug")).toBe("pair");
    // Words the corpus never saw give no vector, and no platform is near.
    expect(embedder.embed("zzz qqq")).toBeUndefined();
    expect(index.scores("zzz qqq").size).toBe(0);
    // Deterministic: built twice, the same vectors.
    expect([...corpusEmbedder(corpus, { dim: 4, minDocs: 1 }).embed("remove background")!]).toEqual([...embedder.embed("remove background")!]);
  });
});

describe("SEMANTIC_SEARCH", () => {
  const ENGINE = Symbol.for("ai-platform-finder.discovery-engine");
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[ENGINE];
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function siteRanking(value: "on" | "off", text: string): Promise<string[]> {
    delete (globalThis as Record<symbol, unknown>)[ENGINE];
    vi.stubEnv("SEMANTIC_SEARCH", value);
    vi.resetModules();
    const { discover } = await import("@/server/discovery");
    return discover({ ...emptyQuery, text }).platforms.map((r) => r.platform.id);
  }

  it("off: the site's search ranks by words alone, as an engine without the signal does", async () => {
    const { platforms } = await import("@/lib/catalogue");
    const { getArticles } = await import("@/server/articles");
    const text = "make my holiday photo move like a film";
    const wordsOnly = ask(createDiscovery({ platforms, articles: getArticles, semantic: false }), text);
    const withMeaning = ask(createDiscovery({ platforms, articles: getArticles, semantic: true }), text);
    expect(withMeaning).not.toEqual(wordsOnly);
    expect(await siteRanking("off", text)).toEqual(wordsOnly);
    expect(await siteRanking("on", text)).toEqual(withMeaning);
  }, 60_000);

  it("on by default, filling only what the reading leaves unread (decision 0224)", async () => {
    const { platforms } = await import("@/lib/catalogue");
    const { getArticles } = await import("@/server/articles");
    const wordsOnly = createDiscovery({ platforms, articles: getArticles, semantic: false });
    const withMeaning = createDiscovery({ platforms, articles: getArticles, semantic: true });
    // Unset, the site asks for the signal.
    delete (globalThis as Record<symbol, unknown>)[ENGINE];
    vi.resetModules();
    const { discover } = await import("@/server/discovery");
    const unread = "make my holiday photo move like a film";
    expect(discover({ ...emptyQuery, text: unread }).platforms.map((r) => r.platform.id)).toEqual(ask(withMeaning, unread));
    // Where the reading read a task of the vocabulary, nearness adds nothing: the same ranking as words alone.
    for (const text of ["remove the background from my product photos", "transcribe my interviews", "a 3d model from a text prompt"]) {
      expect(withMeaning.discover({ ...emptyQuery, text }).understood?.tasks.length, text).toBeGreaterThan(0);
      expect(ask(withMeaning, text), text).toEqual(ask(wordsOnly, text));
    }
    // What a task is done on is no meaning to be near: 'animate my logo' lists no logo maker first.
    expect(withMeaning.discover({ ...emptyQuery, text: "animate my logo" }).platforms[0]?.platform.category).not.toBe("logo");
  }, 60_000);
});

describe("the semantic signal, steady under an unrelated edit (decision 0238)", () => {
  it("a document added among the corpus's leaves the nearest platforms of other requests as they were", async () => {
    const { platforms } = await import("@/lib/catalogue");
    const { getArticles } = await import("@/server/articles");
    const { buildSemantic } = await import("@/server/discovery/semantic");
    const before = buildSemantic(platforms, getArticles(), (corpus) => corpusEmbedder(corpus));
    const after = buildSemantic(platforms, getArticles(), (corpus) => corpusEmbedder([...corpus.slice(0, 100), "a knitting pattern for a beginner's scarf, with a crochet border and tassels", ...corpus.slice(100)]));
    const nearest = (index: typeof before, text: string) => [...index.scores(text).entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
    const requests = ["clone my own sound", "assistente virtual de ia", "motor de búsqueda con ia", "talking head video without filming myself", "make my microphone sound like a studio", "summarise my meetings", "a logo for my bakery", "turn a blog post into a video", "keep up with new papers in my field", "plan my week around deadlines"];
    // Two platforms a few thousandths apart may swap (a tie, whatever the corpus); nothing else may move.
    const TIE = 0.003;
    const moved = requests.filter((text) => {
      const was = nearest(before, text);
      const scoreWas = new Map([...before.scores(text).entries()]);
      return nearest(after, text).some(([id, score], i) => Math.abs(score - was[i]![1]) > TIE || Math.abs((scoreWas.get(id) ?? 0) - was[i]![1]) > TIE);
    });
    expect(moved).toEqual([]);
  }, 60_000);
});
