import { describe, expect, it } from "vitest";
import { canonicalUrl, sameUrl } from "@/lib/discovery/canonical-url";

const canonical = (url: string) => {
  const q = url.indexOf("?");
  return canonicalUrl(q === -1 ? url : url.slice(0, q), new URLSearchParams(q === -1 ? "" : url.slice(q + 1)))?.url;
};

describe("the canonical URL of a dynamic page", () => {
  it.each([
    // The finder: use cases in the selector's order, deduplicated, unknown ones dropped, defaults omitted.
    ["/?use=code,images", "/?use=images,code"],
    ["/?use=images,code", "/?use=images,code"],
    ["/?use=CODE,code,,nope&use=images", "/?use=images,code"],
    ["/?sort=price&budget=20&free=1&use=video,marketing", "/?use=video,marketing&free=1&budget=20&sort=price"],
    ["/?use=video&sort=best&free=0&budget=7", "/?use=video"],
    ["/?use=video&q=ignored&utm_source=news&category=code", "/?use=video"],
    ["/?use=nope", "/"],
    ["/?free=true", "/?free=1"],
    // Search: text cleaned and cut, encoded one way; its own constraints kept.
    ["/search?q=  midjourney   prices ", "/search?q=midjourney+prices"],
    ["/search?q=%00slides%1b", "/search?q=slides"],
    ["/search?q=c%2B%2B&sort=name&tier=paid,free,gold&category=code", "/search?q=c%2B%2B&tier=free,paid&sort=name"],
    ["/search?q=", "/search"],
    ["/search", "/search"],
    // Browse: known categories only, sorted.
    ["/platforms?category=video,code,nope&free=1&use=code", "/platforms?free=1&category=code,video"],
    ["/platforms?category=nope", "/platforms"],
    // Pages of a long list (issue 32): the page last, from 2, written plainly; page 1 or a bad page is the list itself.
    ["/platforms?page=2", "/platforms?page=2"],
    ["/platforms?page=3&free=1&sort=name", "/platforms?free=1&sort=name&page=3"],
    ["/platforms?page=1", "/platforms"],
    ["/platforms?page=02", "/platforms"],
    ["/platforms?page=abc&free=1", "/platforms?free=1"],
    ["/platforms?page=-2", "/platforms"],
    ["/use-cases/video?page=2&budget=20", "/use-cases/video?budget=20&page=2"],
    ["/use-cases/video?page=1", "/use-cases/video"],
    ["/search/suggestions?q=%20Mid%20%20", "/search/suggestions?q=Mid"],
    // Compare: the visitor's column order and unknown ids (named on the page) are kept.
    ["/compare?ids=Claude,%20chatgpt,claude,nope&use=code,images&sort=price", "/compare?ids=claude,chatgpt,nope&use=images,code"],
    ["/compare?ids=chatgpt&ids=cursor", "/compare?ids=chatgpt,cursor"],
    ["/compare?x=1", "/compare"],
  ])("%s -> %s", (url, expected) => {
    expect(canonical(url)).toBe(expected);
  });

  it("is a fixed point: the canonical form of a canonical URL is itself", () => {
    for (const url of ["/compare?ids=a%2Cb,C,a&use=video", "/?use=code,images&budget=50", "/search?q=it's 100% \"fine\" <b>&free=1", "/platforms?sort=name&category=image,video", "/platforms?free=1&page=7", "/use-cases/code?page=4", `/search?q=${"é".repeat(300)}`]) {
      const once = canonical(url)!;
      expect(canonical(once)).toBe(once);
    }
  });

  it("leaves static pages, functions and the API alone", () => {
    for (const url of ["/", "/?ref=news", "/platforms", "/platforms/claude", "/blog?use=code", "/functions/v1/ai-chat?q=x", "/api/v1/platforms?use=code", "/catalogue/code.json"]) {
      expect(canonical(url), url).toBeUndefined();
    }
  });

  it("redirects pages, but answers the suggestions under their own URL", () => {
    expect(canonicalUrl("/search", new URLSearchParams("q=a"))?.onMismatch).toBe("redirect");
    expect(canonicalUrl("/search/suggestions", new URLSearchParams("q=a"))?.onMismatch).toBe("same");
  });
});

describe("comparing URLs", () => {
  it("ignores percent-encoding, so a browser's re-encoding never loops", () => {
    expect(sameUrl("/?use=images%2Ccode", "/?use=images,code")).toBe(true);
    expect(sameUrl("/search?q=it%27s+fine", "/search?q=it's%20fine")).toBe(true);
  });

  it("sees order, extra parameters and paths", () => {
    expect(sameUrl("/?free=1&use=code", "/?use=code&free=1")).toBe(false);
    expect(sameUrl("/?use=code&x=1", "/?use=code")).toBe(false);
    expect(sameUrl("/search?q=a", "/?q=a")).toBe(false);
  });
});
