import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvField } from "@/server/api/catalogue";

describe("csvField (spreadsheet formula neutralising)", () => {
  // Issue 27: a leading space or line break before =, +, - or @ still ran as a formula in
  // spreadsheets that trim a cell before reading it.
  it("neutralises a formula behind leading whitespace or a line break, and keeps the text readable", () => {
    for (const value of ["=1+1", "+1", "-1", "@SUM(A1)", " =1+1", "  +cmd", "\n=HYPERLINK(\"x\")", "\r\n-2", "\t=1", " \u00a0@x", "\u3000=1", "\uff1d1+1", "\t", "\r"]) {
      const cell = (parse(`${csvField(value)}\r\n`) as string[][])[0]![0]!;
      expect(cell.startsWith("'"), JSON.stringify(value)).toBe(true);
      expect(cell.slice(1), JSON.stringify(value)).toBe(value);
    }
  });

  it("leaves ordinary text alone, quoting only what RFC 4180 needs", () => {
    expect(csvField("Claude")).toBe("Claude");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("text-to-speech")).toBe("text-to-speech");
    expect(csvField(" leading space")).toBe(" leading space");
    expect(csvField("$20/month")).toBe("$20/month");
  });
});
