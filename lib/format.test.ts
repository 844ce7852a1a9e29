import { describe, expect, it } from "vitest";
import { groupThousands } from "./format";

describe("groupThousands", () => {
  it("groups digits in threes with commas, as en-US does", () => {
    for (const n of [0, 7, 999, 1000, 4000, 32000, 1234567, -1500]) {
      expect(groupThousands(n)).toBe(n.toLocaleString("en-US"));
    }
  });
});
