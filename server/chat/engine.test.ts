import { describe, expect, it } from "vitest";
import { getPlatform } from "@/lib/catalogue";
import { monthlyPrice } from "@/lib/discovery/price";
import { platformUseCases } from "@/lib/platform";
import * as engine from "@/server/chat/engine";

const none = { free: false, cheap: false };
const top = (found: engine.EngineAnswer, n = 3) => found.results.slice(0, n).map((r) => r.platform.id);

describe("engine query: the assistant asks discover() and keeps its order", () => {
  it("puts avatar-video tools first for avatar marketing videos on a small budget", () => {
    const found = engine.recommend("I want to make short marketing videos with an AI avatar, on a small budget", { ...none, cheap: true });
    for (const id of top(found, 2)) expect(platformUseCases(getPlatform(id)!)).toContain("avatar");
    expect(top(found, 1)).not.toEqual(["elevenlabs"]);
  });

  it("lists free general assistants, not chatbot builders, for a free AI chatbot", () => {
    const found = engine.recommend("best free ai chatbot with no limits", { free: true, cheap: false });
    for (const id of top(found)) expect(getPlatform(id)!.category).toBe("chat-assistant");
    expect(found.constraintNote).toMatch(/^Free plan only: \d+ platforms? excluded/);
  });

  it("applies a budget (a free plan is within any budget) and keeps what it removed for the answer", () => {
    const found = engine.recommend("video generator", { free: false, budget: 10, cheap: false });
    for (const r of found.results) if (r.platform.pricing.tier === "paid") expect(monthlyPrice(r.platform), r.platform.id).toBeLessThanOrEqual(10);
    // Paid-only tools over the budget, or with no listed price, are left out.
    expect(found.unconstrained.some((r) => r.platform.pricing.tier === "paid" && !found.results.includes(r))).toBe(true);
    expect(found.unconstrained.length).toBeGreaterThan(found.results.length);
  });

  it("finds alternatives like the subject, never the subject itself", () => {
    const found = engine.alternatives(getPlatform("grammarly")!, undefined, none);
    expect(found.results.map((r) => r.platform.id)).not.toContain("grammarly");
    expect(top(found)).toContain("quillbot");
  });

  it("filters a list by a constraint in the list's order", () => {
    const list = ["kling", "runway", "pika"].map((id) => getPlatform(id)!);
    expect(engine.filterList(list, { free: true, cheap: false }).map((p) => p.id)).toEqual(["kling", "pika"]);
  });
});
