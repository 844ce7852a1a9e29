import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cachedPagePolicy, cspFor, cspWithNonce, inlineScriptHashes, newNonce, SCRIPTLESS_CSP } from "@/scripts/csp.mjs";

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

  it("finds the scripts the pattern over the page's text finds, on any mix of tags, cases and spaces", () => {
    // The reading before decision 0239: the whole page decoded as latin1 and searched with this pattern.
    const byPattern = (html: string) => {
      const bytes = Buffer.from(html, "utf8");
      const found = new Set<string>();
      for (const m of bytes.toString("latin1").matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/dgi)) {
        if (/(?:^|\s)src\s*=/i.test(m[1]!)) continue;
        const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(m[1]!);
        const value = type ? (type[1] ?? type[2] ?? type[3] ?? "").trim() : "";
        if (value && value !== "module") continue;
        const [start, end] = m.indices![2]!;
        const body = bytes.subarray(start, end);
        found.add(`'sha256-${createHash("sha256").update(body.includes(13) ? body.toString("utf8").replace(/\r\n?/g, "\n") : body).digest("base64")}'`);
      }
      return [...found];
    };
    const pieces = ["<script", "<SCRIPT", "<Script ", "<scripty>", ">", "</script>", "</SCRIPT >", "</script\n>", "</scrip>", "</", " src=x", ' type="module"', " type=text/plain", "a()", "é", "\r\n", "\u00a0", "<p>", " "];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length;
    for (let n = 0; n < 3000; n++) {
      const html = Array.from({ length: 4 + (n % 23) }, () => pieces[next()]).join("");
      expect(inlineScriptHashes(html), html).toEqual(byPattern(html));
    }
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

describe("the policy of a cached copy (issue 27, finding 9)", () => {
  it("replaces the render's nonce by the hashes of the scripts that carried it, and keeps the rest of the render's policy", () => {
    const render = cspWithNonce("abc+/=", ["'sha256-static'"]);
    const html = [
      `<script nonce="abc+/=">a()</script>`,
      `<script nonce=abc+/=>b()</script>`,
      `<script nonce='abc+/=' type="module">c()</script>`,
      `<script type="application/ld+json" nonce="abc+/=">{"x":1}</script>`,
      `<script>unsigned()</script>`,
      `<script nonce="other">other()</script>`,
      `<script nonce="abc+/=" src="/x.js"></script>`,
    ].join("");
    const policy = cachedPagePolicy(html, render);
    expect(policy).not.toContain("nonce-");
    for (const allowed of ["a()", "b()", "c()"]) expect(policy).toContain(sha(allowed));
    for (const refused of ["unsigned()", "other()", '{"x":1}']) expect(policy).not.toContain(sha(refused));
    expect(policy).toContain("'sha256-static'");
    expect(policy.replace(/script-src [^;]*/, "")).toBe(render.replace(/script-src [^;]*/, ""));
  });

  it("leaves a policy without a nonce as it is", () => {
    expect(cachedPagePolicy("<script>a()</script>", SCRIPTLESS_CSP)).toBe(SCRIPTLESS_CSP);
  });
});
