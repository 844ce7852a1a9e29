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
