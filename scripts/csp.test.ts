import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cspFor, cspWithNonce, inlineScriptHashes, newNonce, SCRIPTLESS_CSP } from "@/scripts/csp.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes each inline script a browser runs, once, and no data block or external script", () => {
    const html = [
      "<!DOCTYPE html><html><head>",
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script id="_R_">(globalThis.TURBOPACK ||= []).push(1)</script>',
      "</head><body>",
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script type="module">import "/x.js"</script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      "</body></html>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("(globalThis.TURBOPACK ||= []).push(1)"), sha("(self.__next_f=self.__next_f||[]).push([0])"), sha('import "/x.js"')]);
  });

  it("hashes a script as the browser sees it, with CR LF read as LF", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script>")).toEqual([sha("a()\nb()\nc()")]);
    expect(inlineScriptHashes(Buffer.from("<script>ünï()</script>"))).toEqual([sha("ünï()")]);
  });
});

describe("policies", () => {
  it("lists a page's hashes in script-src, never 'unsafe-inline'", () => {
    const policy = cspFor("<script>go()</script>");
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' ${sha("go()")}`);
    expect(policy).not.toContain("unsafe-inline' 'unsafe-eval");
    expect(policy).toContain("object-src 'none'");
  });

  it("carries a nonce, fresh each time, with any hashes the response may also need", () => {
    const [a, b] = [newNonce(), newNonce()];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toBe(b);
    expect(cspWithNonce(a, [sha("x"), sha("x")])).toContain(`script-src 'self' 'nonce-${a}' ${sha("x")};`);
  });

  it("allows no inline script at all where none is expected", () => {
    expect(SCRIPTLESS_CSP).toContain("script-src 'self';");
  });
});
