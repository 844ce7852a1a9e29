import { describe, expect, it } from "vitest";
import { discover } from "@/server/discovery";
import { emptyQuery } from "@/lib/discovery/query";

const ids = (text: string) => discover({ ...emptyQuery, text }, { articles: 0 }).platforms.map((r) => r.platform.id);

describe("a place or a feature said beside a name is asked of that platform (decision 0235)", () => {
  for (const [text, id] of [
    ["gamma ios app", "gamma"],
    ["does descript have an api", "descript"],
    ["elevenlabs sso", "elevenlabs"],
    ["grammarly for mac", "grammarly"],
    ["runway on android?", "runway"],
  ] as const) {
    it(`'${text}' puts ${id} first, those like it after`, () => {
      const found = ids(text);
      expect(found[0]).toBe(id);
      expect(found.length).toBeGreaterThan(1);
    });
  }

  it("a wish for where the software runs still asks for the kind like it ('self hosted zapier', 'open source chatgpt')", () => {
    expect(ids("self hosted zapier")[0]).toBe("n8n");
    expect(ids("open source chatgpt")[0]).not.toBe("chatgpt");
  });
});

describe("a trip, a recipe or a holiday is what a thing is about beside another task (decision 0235)", () => {
  for (const text of ["fix my holiday photos", "my holiday photos look dull"]) {
    it(`'${text}' asks for photo tools, not chat assistants`, () => {
      const top = discover({ ...emptyQuery, text }, { articles: 0 }).platforms.slice(0, 3);
      for (const r of top) expect(r.platform.category).not.toBe("chat-assistant");
    });
  }

  it("alone they still ask for a chat assistant ('plan a trip to japan', 'meal plan for the week')", () => {
    expect(discover({ ...emptyQuery, text: "plan a trip to japan" }, { articles: 0 }).platforms[0]?.platform.category).toBe("chat-assistant");
    expect(discover({ ...emptyQuery, text: "meal plan for the week" }, { articles: 0 }).platforms[0]?.platform.category).toBe("chat-assistant");
  });
});

describe("a situation told in two kinds of words near each other says its task (decision 0235, intents.json situations)", () => {
  const top3 = (text: string) => discover({ ...emptyQuery, text }, { articles: 0 }).platforms.slice(0, 3).map((r) => r.platform);
  const tasksOf = (text: string) => discover({ ...emptyQuery, text }, { articles: 0 }).understood?.tasks.map((t) => t.id) ?? [];
  for (const [text, task, category] of [
    ["the pictures from my sister's wedding are blurry and too dark", "image.retouch", "photo"],
    ["nobody can find our dental practice on google", "seo.site-audit", "seo"],
    ["the salon phone rings all day and we miss bookings", "voice.phone-agent", "voice-agent"],
    ["two hour livestreams, I want the highlights as tiktoks", "video.short-clips", undefined],
    ["meetings keep overlapping on my calendar and I reschedule all day", "meeting.schedule", undefined],
    ["customers keep asking the same questions on our site", "chatbot.support", "chatbot"],
    ["my interview recording has a loud hum the whole way through", "audio.denoise", "audio"],
  ] as const) {
    it(`'${text}' reads ${task}`, () => {
      expect(tasksOf(text)).toContain(task);
      if (category) expect(top3(text).filter((p) => p.category === category).length).toBeGreaterThanOrEqual(2);
    });
  }

  it("not where a task is said in words of its own ('generate a photo of a phone ringing')", () => {
    expect(tasksOf("generate a photo of a phone ringing")).not.toContain("voice.phone-agent");
  });

  it("nor when the two words stand far apart", () => {
    expect(tasksOf("my phone is new and I want an app for studying that never makes me miss a deadline")).not.toContain("voice.phone-agent");
  });
});
