import { expect, test } from "@playwright/test";
import { wholeSitemap } from "@/tests/support/sitemap";

const paths = ["/", "/blog/gemini-ai-guide", "/contact", "/does-not-exist", "/sitemap.xml"];

for (const path of paths) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path);
    const h = response.headers();
    const csp = h["content-security-policy"] ?? "";
    expect(csp).not.toContain("unsafe-eval");
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'", "default-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("camera=()");
    expect(h["strict-transport-security"]).toBeUndefined();
    expect(h["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });
}

test("HSTS is sent when the request came over HTTPS through a proxy", async ({ request }) => {
  const response = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
  expect(response.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
});

test("a function answers a wrong method with a JSON 405", async ({ request }) => {
  const response = await request.get("/functions/v1/ai-chat");
  expect(response.status()).toBe(405);
  expect(await response.json()).toEqual({ error: expect.any(String) });
});

test("robots.txt points at the sitemap, which lists articles and platforms", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
  const sitemap = (await wholeSitemap(async (path) => (await request.get(path)).text())).text;
  expect(sitemap).toContain("/blog/chatgpt-vs-claude</loc>");
  expect(sitemap).toContain("<lastmod>2025-10-21");
  expect(sitemap).toContain("/platforms/claude</loc>");
  expect(sitemap).toContain("/ai-image</loc>");
});

test("health and readiness endpoints answer", async ({ request }) => {
  expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
});
