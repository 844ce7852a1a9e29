import { describe, expect, it } from "vitest";
import { terminalJson, visible } from "@/scripts/terminal-text";

const hostile = "Hi\u001b[2J\u001b[H\rDelivery: sent\u0007\u0008\u0000 \u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\ \u009b31m \u202egnp.exe\u007f";

describe("stored text on the operator's terminal", () => {
  it("shows every control character instead of obeying it", () => {
    const shown = visible(hostile);
    expect(shown).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(shown).toBe("Hi␛[2J␛[H␍Delivery: sent␇␈␀ ␛]8;;https://evil.example␛\\click␛]8;;␛\\ <U+009B>31m <U+202E>gnp.exe␡");
  });

  it("keeps line feeds and tabs in multi-line text, and shows them in one-line text", () => {
    expect(visible("one\n\ttwo", { multiline: true })).toBe("one\n\ttwo");
    expect(visible("Ada\nDelivery: sent\tx")).toBe("Ada␊Delivery: sent␉x");
  });

  it("leaves ordinary text alone", () => {
    expect(visible("Héllo 👋 — 10 € ‘quotes’")).toBe("Héllo 👋 — 10 € ‘quotes’");
  });

  it("prints JSON with no raw control character, which parses back to the same text", () => {
    const json = terminalJson([{ message: hostile }]);
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
    expect(JSON.parse(json)).toEqual([{ message: hostile }]);
  });
});
