import { describe, expect, it } from "vitest";
import { controlCharacterMessage, forbiddenControl, normaliseLineEnds } from "@/lib/control-characters";

describe("control characters in visitor text", () => {
  it("allows tab and line feed in multi-line text, nothing else below U+0020, nor DEL or C1", () => {
    expect(forbiddenControl("Hello,\n\tworld ünïcödé 👋", { multiline: true })).toBeUndefined();
    expect(forbiddenControl("before\u0000after", { multiline: true })).toBe("U+0000");
    expect(forbiddenControl("\u001b[2J", { multiline: true })).toBe("U+001B");
    expect(forbiddenControl("a\rb", { multiline: true })).toBe("U+000D");
    expect(forbiddenControl("a\u007fb", { multiline: true })).toBe("U+007F");
    expect(forbiddenControl("a\u009b31mb", { multiline: true })).toBe("U+009B");
    expect(forbiddenControl("\u000b", { multiline: true })).toBe("U+000B");
  });

  it("allows no tab or line break in one-line text", () => {
    expect(forbiddenControl("Ada Lovelace", { multiline: false })).toBeUndefined();
    expect(forbiddenControl("Ada\nDelivery: sent", { multiline: false })).toBe("U+000A");
    expect(forbiddenControl("Ada\tL", { multiline: false })).toBe("U+0009");
  });

  it("names the character in a message a person can act on", () => {
    expect(controlCharacterMessage("your message", "U+0000")).toBe(
      "Your message contains an invisible control character (U+0000) that we cannot accept. Please remove it and send again.",
    );
    expect(controlCharacterMessage("your name", "U+000A")).toBe("Please keep your name on one line, without tabs or line breaks.");
  });

  it("reads Windows line ends as line feeds, and only those", () => {
    expect(normaliseLineEnds("a\r\nb\rc")).toBe("a\nb\rc");
  });
});
