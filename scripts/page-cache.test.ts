import { describe, expect, it } from "vitest";
import { ByteLru, etagOf, matchesEtag, type CachedPage } from "@/scripts/page-cache.mjs";

const page = (size: number): CachedPage => ({ status: 200, headers: [["content-type", "text/html"]], body: Buffer.alloc(size, 97), bytes: 0 });

describe("the page cache's memory", () => {
  it("counts bodies, compressed copies, headers and keys against its byte limit", () => {
    const lru = new ByteLru(100_000);
    lru.set("/?use=code", page(10_000));
    const one = lru.bytes;
    expect(one).toBeGreaterThan(10_000);
    expect(one).toBeLessThan(10_500);
    const entry = lru.get("/?use=code")!;
    entry.br = Buffer.alloc(2_000);
    lru.resize("/?use=code");
    expect(lru.bytes).toBe(one + 2_000);
  });

  it("never holds more than its limit: the least recently used entries go first", () => {
    const lru = new ByteLru(50_000);
    for (let i = 0; i < 4; i++) lru.set(`/search?q=${i}`, page(10_000));
    expect(lru.size).toBe(4);
    lru.get("/search?q=0"); // now the most recently used
    lru.set("/search?q=4", page(10_000));
    lru.set("/search?q=5", page(10_000));
    expect(lru.bytes).toBeLessThanOrEqual(50_000);
    expect([...lru.map.keys()]).toEqual(["/search?q=3", "/search?q=0", "/search?q=4", "/search?q=5"]);
  });

  it("evicts when a compressed copy makes an entry grow past the limit", () => {
    const lru = new ByteLru(40_000);
    for (const key of ["a", "b", "c", "d"]) lru.set(key, page(9_000));
    expect(lru.size).toBe(4);
    const b = lru.get("b")!;
    b.gzip = Buffer.alloc(5_000);
    lru.resize("b");
    expect(lru.bytes).toBeLessThanOrEqual(40_000);
    expect(lru.size).toBe(3);
    expect(lru.get("a")).toBeUndefined();
    expect(lru.get("b")).toBeDefined();
  });

  it("refuses an entry larger than a quarter of the limit, and replaces an entry under the same key", () => {
    const lru = new ByteLru(40_000);
    expect(lru.set("huge", page(20_000))).toBe(false);
    expect(lru.size).toBe(0);
    lru.set("k", page(5_000));
    lru.set("k", page(6_000));
    expect(lru.size).toBe(1);
    expect(lru.bytes).toBeLessThan(6_500);
  });
});

describe("ETags", () => {
  it("depend on the build and the canonical URL only", () => {
    expect(etagOf("build-1", "/?use=code")).toBe(etagOf("build-1", "/?use=code"));
    expect(etagOf("build-2", "/?use=code")).not.toBe(etagOf("build-1", "/?use=code"));
    expect(etagOf("build-1", "/?use=images")).not.toBe(etagOf("build-1", "/?use=code"));
    expect(etagOf("b", "/")).toMatch(/^W\/"[\w-]+"$/);
  });

  it("match If-None-Match lists, weak or strong, and *", () => {
    const tag = etagOf("b", "/search?q=a");
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(`"x", ${tag.slice(2)}`, tag)).toBe(true);
    expect(matchesEtag("*", tag)).toBe(true);
    expect(matchesEtag('"other"', tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
  });
});
