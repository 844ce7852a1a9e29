import { describe, expect, it } from "vitest";
import { platforms } from "@/lib/catalogue";
import { linkPlatformNames, platformLinker } from "@/server/chat/link-names";
import { mentionSpans, normalise, normaliseWithOffsets } from "@/server/discovery/platform-names";

describe("mentionSpans", () => {
  it("normalises exactly as normalise does", () => {
    const texts = [
      "", "!!", "  Claude's  answer ", "Bolt.new vs v0.dev — and GPT-4o?", "İstanbul ÉCOLE naïve 'sx it’s", "Claude’s, ChatGPT's", "a\u{1F600}b Midjourney", "x's_y 's ''s it's- \u02bcs Ⅻ'S ΣΑΣ ß",
      ...platforms.map((p) => `Try ${p.name}'s plan.`),
    ];
    for (const text of texts) expect(normaliseWithOffsets(text).norm).toBe(normalise(text));
  });

  it("gives each name's place in the text itself", () => {
    const text = "**Claude's** long context beats GitHub  Copilot; Bolt.new is quick.";
    expect(mentionSpans(text).map((m) => [m.id, m.text])).toEqual([
      ["claude", "Claude"],
      ["github-copilot", "GitHub  Copilot"],
      ["bolt-new", "Bolt.new"],
    ]);
  });
});

describe("linking the platforms a model's answer names", () => {
  it("links the first plain mention of each platform, and leaves code, URLs and the model's own links alone", () => {
    const text = [
      "For writing, Claude is strong; Claude's free plan is enough to start.",
      "[ChatGPT](/platforms/chatgpt) is the all-rounder, and ChatGPT has voice.",
      "See `midjourney --v 6` or https://www.midjourney.com/ for more; Midjourney costs $10/month.",
    ].join("\n");
    expect(linkPlatformNames(text)).toBe(
      [
        "For writing, [Claude](/platforms/claude) is strong; Claude's free plan is enough to start.",
        "[ChatGPT](/platforms/chatgpt) is the all-rounder, and ChatGPT has voice.",
        "See `midjourney --v 6` or https://www.midjourney.com/ for more; [Midjourney](/platforms/midjourney) costs $10/month.",
      ].join("\n"),
    );
  });

  it("points a link to a platform page that does not exist at the platform its text names, or unlinks it", () => {
    expect(linkPlatformNames("Try [Claude](/platforms/claude-ai) or [this one](/platforms/nope).")).toBe("Try [Claude](/platforms/claude) or this one.");
  });

  it("links names split across streamed pieces, holding back only the last few words", () => {
    const pieces = ["I'd pick Git", "Hub Co", "pilot for code", " completion, and ", "Cursor", " for larger edits", " across a repo."];
    const linker = platformLinker();
    const shown: string[] = [];
    for (const piece of pieces) shown.push(linker.push(piece));
    shown.push(linker.flush());
    expect(shown.join("")).toBe("I'd pick [GitHub Copilot](/platforms/github-copilot) for code completion, and [Cursor](/platforms/cursor) for larger edits across a repo.");
    // Text reaches the visitor before the answer ends.
    expect(shown.slice(0, -1).join("").length).toBeGreaterThan(0);
  });

  it("does not wrap a link being streamed a second time", () => {
    const linker = platformLinker();
    const shown = ["See [Clau", "de](/platforms/", "claude) for long documents and more words here."].map((p) => linker.push(p)).join("") + linker.flush();
    expect(shown).toBe("See [Claude](/platforms/claude) for long documents and more words here.");
  });
});
