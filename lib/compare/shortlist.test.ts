import { describe, expect, it } from "vitest";
import { parseStoredShortlist, removeItem, toggleItem } from "@/lib/compare/shortlist";

const item = (id: string) => ({ id, name: id.toUpperCase() });

describe("shortlist", () => {
  it("adds, removes on a second toggle, and holds at most four", () => {
    let list = toggleItem([], item("a"));
    list = toggleItem(list, item("b"));
    expect(list.map((i) => i.id)).toEqual(["a", "b"]);
    expect(toggleItem(list, item("a")).map((i) => i.id)).toEqual(["b"]);
    list = ["c", "d", "e"].reduce((l, id) => toggleItem(l, item(id)), list);
    expect(list.map((i) => i.id)).toEqual(["a", "b", "c", "d"]);
    expect(removeItem(list, "c").map((i) => i.id)).toEqual(["a", "b", "d"]);
  });

  it("reads only well-formed stored data", () => {
    expect(parseStoredShortlist(null)).toEqual([]);
    expect(parseStoredShortlist("not json")).toEqual([]);
    expect(parseStoredShortlist('{"id":"a"}')).toEqual([]);
    const stored = JSON.stringify([item("a"), { id: "a", name: "dup" }, { id: "BAD ID", name: "x" }, { id: "b" }, item("c"), item("d"), item("e"), item("f")]);
    expect(parseStoredShortlist(stored).map((i) => i.id)).toEqual(["a", "c", "d", "e"]);
  });
});
