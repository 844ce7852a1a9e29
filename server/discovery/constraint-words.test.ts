import { describe, expect, it } from "vitest";
import type { PlatformAttributes } from "@/lib/catalogue-schema";
import { emptyQuery } from "@/lib/discovery/query";
import { understandText } from "@/lib/discovery/understand";
import { createDiscovery } from "@/server/discovery/engine";
import { fixturePlatform } from "@/tests/support/fixture-catalogue";

// Issue 25, probe class 6: constraints said in plain words were lost, or read as a task.

const source = [{ url: "https://example.com/terms", checked: "2026-11-25", kind: "vendor" as const, quote: "Recorded for a test." }];
const yes = { value: "yes" as const, sources: source };
const attributes = (a: Record<string, unknown>) => a as PlatformAttributes;

describe("constraint words read as wishes, never as tasks", () => {
  it("reads 'offline', 'self hosted' and 'without an internet connection' as the local wish", () => {
    for (const text of ["which AI tools still work without an internet connection?", "a self hosted chat interface", "coding assistant that works offline"]) {
      expect(understandText(text).has, text).toContain("local");
    }
  });

  it("reads 'iphone app', 'mobile app' and 'android app' as places the tool runs, not App Development, unless the app is to be built", () => {
    const photo = understandText("photo editing iphone app");
    expect(photo.runs).toEqual(["ios"]);
    expect(photo.useCases).not.toContain("app-development");
    const mobile = understandText("a note taker with a mobile app");
    expect(mobile.runs).toEqual(["ios", "android"]);
    expect(mobile.useCases).not.toContain("app-development");
    const build = understandText("I want to build an iphone app");
    expect(build.runs).toEqual([]);
    expect(build.useCases).toContain("app-development");
  });

  it("reads 'for my team' and 'for teams' as a team-plan wish, not the Business use case; Microsoft Teams is a product", () => {
    for (const [text, alone] of [["a logo for my team", "a logo"], ["note taker for teams", "note taker"], ["a chat assistant for our team", "a chat assistant"]] as const) {
      const u = understandText(text);
      expect(u.team, text).toBe(true);
      expect(u.useCases, text).toEqual(understandText(alone).useCases);
    }
    expect(understandText("notes from my microsoft teams meetings").team).toBe(false);
  });

  it("reads 'without knowing how to code' as a wish for no-code builders, in English and Portuguese, never as a coding task", () => {
    for (const text of ["make a website without knowing how to code", "criar um site sem saber programar"]) {
      const u = understandText(text);
      expect(u.noCode, text).toBe(true);
      expect(u.useCases, text).toContain("vibe-coding");
      expect(u.useCases, text).not.toContain("code");
    }
  });
});

describe("the engine applies those wishes", () => {
  const chat = fixturePlatform({ id: "chatterbox", name: "Chatterbox", description: "A general chat assistant in the cloud.", category: "chat-assistant", useCases: ["text", "writing"] });
  const local = fixturePlatform({ id: "homerun", name: "Homerun", description: "Runs open models on your own computer.", category: "local-models", useCases: ["text"], attributes: attributes({ local: yes }) });
  const notes = fixturePlatform({ id: "minutes", name: "Minutes", description: "Joins your calls and writes meeting notes.", category: "meetings", useCases: ["productivity", "business"] });
  const teamNotes = fixturePlatform({ id: "roomnotes", name: "Roomnotes", description: "Joins your calls and writes meeting notes.", category: "meetings", useCases: ["productivity", "business"], attributes: attributes({ teamPlan: yes }) });
  const crm = fixturePlatform({ id: "dealflow", name: "Dealflow", description: "A CRM for sales teams.", category: "automation", useCases: ["business"] });
  const paidEditor = fixturePlatform({ id: "pixelshop", name: "Pixelshop", description: "Photo editing and retouching.", category: "image", useCases: ["images", "design"], pricing: { tier: "paid" } as never });
  const freeEditor = fixturePlatform({ id: "freepix", name: "Freepix", description: "Photo editing and retouching in the browser.", category: "image", useCases: ["images", "design"], pricing: { tier: "freemium" } as never });
  const engine = createDiscovery({ platforms: [chat, notes, crm, teamNotes, local, paidEditor, freeEditor] });
  const ids = (text: string) => engine.discover({ ...emptyQuery, text }).platforms.map((r) => r.platform.id);

  it("puts the local tools first for 'which AI tools still work without an internet connection'", () => {
    expect(ids("which AI tools still work without an internet connection?")[0]).toBe("homerun");
  });

  it("puts note takers with a team plan first for 'meeting notes for my team', the business tools after them", () => {
    const result = engine.discover({ ...emptyQuery, text: "meeting notes for my team" });
    expect(result.platforms.map((r) => r.platform.id).slice(0, 2)).toEqual(["roomnotes", "minutes"]);
    expect(result.wishes?.team).toBe(true);
  });

  it("reads a named platform that fails the wish ('pixelshop but free') as the kind meant: the alike that meet it", () => {
    const result = engine.discover({ ...emptyQuery, text: "pixelshop but free" });
    expect(result.alternativeTo?.id).toBe("pixelshop");
    expect(result.platforms[0]?.platform.id).toBe("freepix");
  });
});

describe("the assistant keeps a team wish on the subject of the conversation", () => {
  const converse = async (...turns: string[]) => {
    const { offlineResult } = await import("@/server/chat/offline-assistant");
    const messages: { role: "user" | "assistant"; content: string }[] = [];
    let text = "";
    for (const content of turns) {
      messages.push({ role: "user", content });
      text = offlineResult(messages).text;
      messages.push({ role: "assistant", content: text });
    }
    return [...new Set([...text.matchAll(/\]\(\/platforms\/([a-z0-9-]+)\)/g)].map((m) => m[1]!))];
  };

  it("answers 'what about for a team?' after a comparison with the platforms compared, not Business tools", async () => {
    const ids = await converse("cursor or windsurf?", "what about for a team of 10?");
    expect(ids).toEqual(expect.arrayContaining(["cursor", "windsurf"]));
    expect(ids.every((id) => id === "cursor" || id === "windsurf")).toBe(true);
    // The first test here loads the assistant and the engine over the whole catalogue (about 14 s alone, 40 s beside other suites on this machine).
  }, 120_000);

  it("answers 'and for teams?' after a list with the same task, team plans first", async () => {
    const { getPlatform } = await import("@/lib/catalogue");
    const ids = await converse("tools for transcribing meetings", "and for teams?");
    expect(getPlatform(ids[0]!)?.category).toBe("meetings");
  });
});
