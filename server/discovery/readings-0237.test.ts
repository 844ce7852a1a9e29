import { describe, expect, it } from "vitest";
import { understandText } from "@/lib/discovery/understand";

const cases = (text: string) => understandText(text).useCases;

describe("languages listed together beside a task are the languages it is done in, not a translation (decision 0237)", () => {
  for (const text of ["landing page copy in french and italian", "a voice agent that takes bookings in portuguese, spanish and english", "Newsletter auf Deutsch und Englisch schreiben"]) {
    it(`'${text}' reads no translation`, () => expect(cases(text)).not.toContain("translation"));
  }

  for (const text of ["the lease is in dutch, I need it in english", "my in-laws text me in korean and vietnamese", "spanish and english"]) {
    it(`'${text}' is still a translation`, () => expect(cases(text)).toContain("translation"));
  }
});

describe("messages answered where customers write are a support chatbot; a mood board is a visual board (decision 0237)", () => {
  for (const text of ["a tool that replies to our facebook messages for us", "una ia que responda los mensajes de whatsapp de la tienda", "something on our site that answers visitors at 2am"]) {
    it(`'${text}' reads the support chatbot task`, () => expect(understandText(text).tasks.map((t) => t.id)).toContain("chatbot.support"));
  }

  it("'I reply to every email by hand' is no chatbot", () => expect(understandText("I reply to every email by hand").tasks.map((t) => t.id)).not.toContain("chatbot.support"));

  it("'moodboard for a brand refresh' reads a design task", () => expect(cases("moodboard for a brand refresh")).toContain("design"));
});
