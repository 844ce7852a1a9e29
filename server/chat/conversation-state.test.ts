import { describe, expect, it } from "vitest";
import type { ChatState } from "@/lib/chat/state";
import type { ChatMessage } from "@/server/chat/chat-message";
import { offlineResult } from "@/server/chat/offline-assistant";

// Issue 25: the assistant keeps what it listed as data, not as its own Markdown read back, and
// knows the page it was opened on (docs/decisions/0188-chat-state-as-data.md).

const ask = "best tools for logos";
const first = offlineResult([{ role: "user", content: ask }]);
const history: ChatMessage[] = [
  { role: "user", content: ask },
  { role: "assistant", content: first.text },
];
const follow = (content: string, state?: ChatState, page?: string) =>
  offlineResult([...history, { role: "user", content }], { ...(state ? { state } : {}), ...(page ? { page } : {}) });
/** The platform an attribute answer is about: its first bold link. */
const subject = (text: string) => /\*\*\[[^\]]+\]\(\/platforms\/([a-z0-9-]+)\)\*\*/.exec(text)?.[1];

describe("conversation state as data", () => {
  it("says which platforms an answer listed, in the order it listed them", () => {
    const numbered = [...first.text.matchAll(/^\d+\. \*\*\[[^\]]+\]\(\/platforms\/([a-z0-9-]+)\)/gm)].map((m) => m[1]);
    expect(first.state.listed.length).toBeGreaterThanOrEqual(3);
    expect(first.state.listed).toEqual(numbered);
    expect(first.state).toMatchObject({ answer: "list", about: [numbered[0]] });
  });

  it("resolves 'the first one' from the state sent back, not from the answer's text", () => {
    const withState = follow("does the first one have an iPhone app?", first.state);
    expect(subject(withState.text)).toBe(first.state.listed[0]);
    expect(withState.text).toMatch(/iOS/);
    // The same list in another order: the answer follows the state, proving it is read as data.
    const reversed = { ...first.state, listed: [...first.state.listed].reverse() };
    expect(subject(follow("does the first one have an iPhone app?", reversed).text)).toBe(first.state.listed.at(-1));
    expect(subject(follow("does the second one have an iPhone app?", first.state).text)).toBe(first.state.listed[1]);
  });

  it("falls back to reading the conversation when no state comes (older clients, API users)", () => {
    expect(subject(follow("does the first one have an iPhone app?").text)).toBe(first.state.listed[0]);
  });

  it("never trusts the ids: one the catalogue lacks is dropped", () => {
    const forged: ChatState = { listed: ["no-such-platform", first.state.listed[1]!], about: ["no-such-platform"], answer: "list" };
    const answer = follow("does the first one have an iPhone app?", forged);
    expect(answer.text).not.toContain("no-such-platform");
    // With the unknown id gone, the list the state describes starts with its second entry.
    expect(subject(answer.text)).toBe(first.state.listed[1]);
  });

  it("filters the list the state holds ('which of those is free?')", () => {
    const answer = follow("which of those are free?", first.state);
    const kept = answer.state.listed;
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((id) => first.state.listed.includes(id))).toBe(true);
  });

  it("knows the page it was opened on: 'is it free?' on a platform's page is about that platform", () => {
    const onPage = offlineResult([{ role: "user", content: "is it free?" }], { page: "/platforms/midjourney" });
    expect(subject(onPage.text)).toBe("midjourney");
    expect(onPage.text).toMatch(/^No\. \*\*\[Midjourney\]/);
    expect(onPage.state).toMatchObject({ about: ["midjourney"], page: "/platforms/midjourney" });
    expect(subject(offlineResult([{ role: "user", content: "does this one have an API?" }], { page: "/platforms/claude" }).text)).toBe("claude");
    // Without the page there is nothing for 'it' to mean.
    expect(offlineResult([{ role: "user", content: "is it free?" }]).text).not.toContain("/platforms/midjourney");
  });

  it("prefers a page opened after the last answer; on the same page the conversation's subject holds", () => {
    const page = "/platforms/canva";
    // The list was given on the home page; the visitor then opened Canva's page and asks about 'it'.
    const moved = follow("is it free?", { ...first.state, page: "/" }, page);
    expect(subject(moved.text)).toBe("canva");
    // Asked on the page where the list was given: 'it' is what the answer was about.
    const stayed = follow("is it free?", { ...first.state, page }, page);
    expect(subject(stayed.text)).toBe(first.state.about[0]);
  });

  it("answers 'which is better for coding?' after a comparison, from the state's kind", () => {
    const compared = offlineResult([{ role: "user", content: "ChatGPT vs Claude" }]);
    expect(compared.state).toMatchObject({ answer: "compare", about: ["chatgpt", "claude"] });
    const next = offlineResult(
      [
        { role: "user", content: "ChatGPT vs Claude" },
        { role: "assistant", content: compared.text },
        { role: "user", content: "which is better for coding?" },
      ],
      { state: compared.state },
    );
    expect(next.text).toMatch(/\*\*For Code Assistance:\*\*/);
  });
});
