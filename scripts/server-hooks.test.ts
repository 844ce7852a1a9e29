import type { IncomingMessage, ServerResponse } from "node:http";
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { countPageView, createSourceMarker } from "./server-hooks.mjs";
import type { Entry } from "./static-pages.mjs";

/** The server layer's page-view rule and source marker (docs/decisions/0160, 0161), without a server. */
function request(method: string, headers: Record<string, string> = {}) {
  return { method, headers } as unknown as IncomingMessage;
}
function response(status: number) {
  const res = Object.assign(new EventEmitter(), { statusCode: status });
  return res as unknown as ServerResponse & EventEmitter;
}
function counted(method: string, pathname: string, headers: Record<string, string> = {}, status = 200): string[] {
  const seen: string[] = [];
  const res = response(status);
  countPageView(request(method, headers), res, pathname, (p) => seen.push(p));
  res.emit("finish");
  return seen;
}

describe("countPageView", () => {
  it("counts a document load or the static blocks' loader, of a platform page or an article, answered 200 or 304", () => {
    expect(counted("GET", "/platforms/claude", { "sec-fetch-dest": "document" })).toEqual(["/platforms/claude"]);
    expect(counted("GET", "/blog/ai-coding-tools")).toEqual(["/blog/ai-coding-tools"]);
    expect(counted("GET", "/platforms/claude", { "sec-fetch-dest": "document" }, 304)).toEqual(["/platforms/claude"]);
    expect(counted("GET", "/platforms/claude", { "sec-fetch-dest": "empty", "x-static-blocks": "1" })).toEqual(["/platforms/claude"]);
    expect(counted("GET", "/platforms/claude", { dnt: "1", "sec-gpc": "1" })).toEqual(["/platforms/claude"]);
  });

  it("does not count prefetches, scripts' requests, HEAD, crawlers, errors or other pages", () => {
    expect(counted("GET", "/platforms/claude", { "sec-fetch-dest": "empty" })).toEqual([]);
    expect(counted("GET", "/platforms/claude", { "next-router-prefetch": "1", "x-static-blocks": "1" })).toEqual([]);
    expect(counted("GET", "/platforms/claude", { "sec-purpose": "prefetch;prerender", "sec-fetch-dest": "document" })).toEqual([]);
    expect(counted("GET", "/platforms/claude", { rsc: "1", "sec-fetch-dest": "empty", "x-static-blocks": "1" })).toEqual([]);
    expect(counted("HEAD", "/platforms/claude")).toEqual([]);
    expect(counted("GET", "/platforms/claude", { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)" })).toEqual([]);
    expect(counted("GET", "/platforms/nope", {}, 404)).toEqual([]);
    expect(counted("GET", "/platforms")).toEqual([]);
    expect(counted("GET", "/platforms/claude/extra")).toEqual([]);
  });
});

const page = (body: string): Entry => ({ body: Buffer.from(body), etag: '"built"', contentType: "text/html", cacheControl: "s-maxage=1", vary: "", page: true, compressible: true, csp: "" });

describe("createSourceMarker", () => {
  const built = page(`<li>Tier: checked<!--facts:a/tier a/details/0--><blockquote>q</blockquote></li><li>Details<!--facts:a/details/1--></li>`);

  it("puts a fact's mark in place of its line's slot, once per version, with its own ETag", () => {
    let marks = { version: 1, byKey: new Map([["a/details/0", "<span>MARK</span>"]]) };
    const mark = createSourceMarker(() => marks);
    const first = mark("/platforms/a", built);
    expect(first.body.toString()).toBe(`<li>Tier: checked<span>MARK</span><blockquote>q</blockquote></li><li>Details<!--facts:a/details/1--></li>`);
    expect(first.etag).not.toBe(built.etag);
    expect(mark("/platforms/a", built)).toBe(first);
    marks = { version: 2, byKey: new Map() };
    expect(mark("/platforms/a", built)).toBe(built);
  });

  it("serves a page with no marked fact, and every other page, as built", () => {
    const mark = createSourceMarker(() => ({ version: 1, byKey: new Map([["b/tier", "<span>MARK</span>"]]) }));
    expect(mark("/platforms/a", built)).toBe(built);
    expect(mark("/blog/x", built)).toBe(built);
    expect(createSourceMarker(() => undefined)("/platforms/a", built)).toBe(built);
  });
});
