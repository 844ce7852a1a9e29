import { describe, expect, it } from "vitest";
import { ByteLru, etagOf, implausibleAnswer, matchesEtag, type CachedPage } from "@/scripts/page-cache.mjs";

const page = (size: number): CachedPage => ({ status: 200, headers: [["content-type", "text/html"]], body: Buffer.alloc(size, 97), etag: 'W/"x"', bytes: 0 });

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
  it("are the hash of the body, leaving out the render's nonce", () => {
    const body = (text: string, nonce = "n0nce") => Buffer.from(`<!DOCTYPE html><script nonce="${nonce}">a()</script><p>${text}</p></html>`);
    expect(etagOf(body("one"))).toBe(etagOf(body("one")));
    expect(etagOf(body("two"))).not.toBe(etagOf(body("one")));
    // Two renders of one page differ only by their nonces: one ETag, so browsers keep their 304s.
    expect(etagOf(body("one", "AAAA+/=="), "AAAA+/==")).toBe(etagOf(body("one", "BBBB+/=="), "BBBB+/=="));
    expect(etagOf(body("one", "AAAA"), "AAAA")).not.toBe(etagOf(body("two", "BBBB"), "BBBB"));
    // 32 characters: never equal to a tag of the old form (22 characters, build and URL), handed out before.
    expect(etagOf(body("one"))).toMatch(/^W\/"[\w-]{32}"$/);
  });

  it("match If-None-Match lists, weak or strong, and *", () => {
    const tag = etagOf(Buffer.from("/search?q=a"));
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(`"x", ${tag.slice(2)}`, tag)).toBe(true);
    expect(matchesEtag("*", tag)).toBe(true);
    expect(matchesEtag('"other"', tag)).toBe(false);
    expect(matchesEtag(undefined, tag)).toBe(false);
  });
});

describe("the answers the page cache keeps (issue 27, finding 1)", () => {
  const page = Buffer.from(`<!DOCTYPE html><html lang="en"><body>${"<li>platform</li>".repeat(100)}</body></html>\n`);
  const suggestions = Buffer.from(JSON.stringify({ platforms: [], useCases: [], articles: [] }));
  const html = { contentType: "text/html; charset=utf-8" };

  it("keeps a whole page of HTML and the suggestions' JSON", () => {
    expect(implausibleAnswer("/search", html, page)).toBe("");
    expect(implausibleAnswer("/compare", { ...html, contentLength: String(page.length) }, page)).toBe("");
    expect(implausibleAnswer("/search/suggestions", { contentType: "application/json" }, suggestions)).toBe("");
  });

  it("refuses another type, a Content-Length that is not the body's, a body under the floor or cut short", () => {
    expect(implausibleAnswer("/search", {}, page)).toMatch(/type none/);
    expect(implausibleAnswer("/search", { contentType: "application/json" }, page)).toMatch(/type application\/json/);
    expect(implausibleAnswer("/", { contentType: "text/x-component" }, page)).toMatch(/type/);
    expect(implausibleAnswer("/search", { ...html, contentLength: "2" }, page)).toMatch(/Content-Length 2/);
    expect(implausibleAnswer("/search", { ...html, contentLength: String(page.length + 1) }, page)).toMatch(/Content-Length/);
    expect(implausibleAnswer("/search", html, Buffer.from("{}"))).toMatch(/under/);
    expect(implausibleAnswer("/search", html, page.subarray(0, -30))).toBe("not a whole answer");
    expect(implausibleAnswer("/search", html, Buffer.concat([Buffer.from("{}"), page]))).toBe("not a whole answer");
    expect(implausibleAnswer("/search/suggestions", html, page)).toMatch(/type/);
    expect(implausibleAnswer("/search/suggestions", { contentType: "application/json" }, Buffer.from("{}"))).toMatch(/under/);
    expect(implausibleAnswer("/search/suggestions", { contentType: "application/json" }, Buffer.from(JSON.stringify({ platforms: [], useCases: [], other: "x".repeat(50) })))).toBe("not a whole answer");
  });
});
