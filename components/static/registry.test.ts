import { describe, expect, it } from "vitest";
import { getStaticHtml, putStaticHtml } from "@/components/static/registry";
import { staticBlocksPerRequest } from "@/scripts/static-blocks.mjs";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("static blocks per request (decision 0219)", () => {
  it("keeps a request's blocks for that request, through its awaits and timers, and lets them go with it", async () => {
    const requests = staticBlocksPerRequest();
    const stores: Map<string, string>[] = [];
    const seen = await Promise.all(
      ["<p>one</p>", "<p>two</p>"].map((html, i) => {
        const store = new Map<string, string>();
        stores.push(store);
        return requests.run(store, async () => {
          putStaticHtml(`block-${i}`, html);
          await tick();
          await new Promise((resolve) => setTimeout(resolve, 5));
          return [getStaticHtml("block-0"), getStaticHtml("block-1")];
        });
      }),
    );
    // Each request reads its own block and not the other's, though they ran at once.
    expect(seen).toEqual([
      ["<p>one</p>", undefined],
      [undefined, "<p>two</p>"],
    ]);
    expect(stores.map((s) => [...s.keys()])).toEqual([["block-0"], ["block-1"]]);
    // Outside the requests nothing of theirs is kept.
    expect(getStaticHtml("block-0")).toBeUndefined();
    expect(getStaticHtml("block-1")).toBeUndefined();
  });

  it("falls back to one shared map outside a request (next build, next dev), oldest blocks first out past 16 MiB", () => {
    putStaticHtml("shared-first", "x".repeat(8 * 2 ** 20));
    putStaticHtml("shared-second", "y".repeat(8 * 2 ** 20));
    expect(getStaticHtml("shared-first")).toHaveLength(8 * 2 ** 20);
    putStaticHtml("shared-third", "z");
    expect(getStaticHtml("shared-first")).toBeUndefined();
    expect(getStaticHtml("shared-second")).toHaveLength(8 * 2 ** 20);
    expect(getStaticHtml("shared-third")).toBe("z");
    // A request's reads find those too: a block rendered outside it (there are none in the server) is not lost.
    expect(staticBlocksPerRequest().run(new Map(), () => getStaticHtml("shared-third"))).toBe("z");
  });
});
