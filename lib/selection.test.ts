import { describe, expect, it } from "vitest";
import { parseSelection, selectionQuery } from "@/lib/selection";

describe("selection in the URL", () => {
  it("keeps known ids, once, in the selector's order", () => {
    expect(parseSelection("images,code,images,unknown")).toEqual(["images", "code"]);
  });
  it("accepts repeated parameters and odd spacing or case", () => {
    expect(parseSelection(["Code", " seo "])).toEqual(["code", "seo"]);
  });
  it("is empty for nothing", () => {
    expect(parseSelection(undefined)).toEqual([]);
    expect(parseSelection("")).toEqual([]);
  });
  it("writes a query string back", () => {
    expect(selectionQuery(["code", "images"])).toBe("?use=code,images");
    expect(selectionQuery([])).toBe("");
  });
});
