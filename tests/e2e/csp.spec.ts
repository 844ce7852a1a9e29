import { expect, test, type Page } from "@playwright/test";

// The Content-Security-Policy without 'unsafe-inline' for scripts (issue 18 item 4,
// docs/decisions/0014): pre-rendered pages list their own inline scripts' hashes, pages rendered
// per request carry a nonce. Every page still hydrates; a script injected into the HTML does not run.
const routes = [
  "/",
  "/blog",
  "/blog/chatgpt-vs-claude",
  "/ai-coding-tools",
  "/contact",
  "/ai-image",
  "/platforms/claude",
  "/?use=code,images", // rendered per request (nonce)
  "/blog?ref=newsletter", // a pre-rendered page that Next.js serves itself (query string)
  "/does-not-exist", // the not-found page
  "/platforms/microsoft-copilot-studio", // past PRERENDER_PLATFORMS: rendered on its first request (decision 0170)
  "/platforms/openrouter?ref=newsletter", // the same, asked first with a query string
  "/compare/comfyui-vs-krea", // a curated comparison rendered on its first request
  "/platforms/no-such-platform", // an unknown id: the not-found page
];

/** Records CSP violations from the first script on, before any of the page's own. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; sample: string }[] = [];
    (window as unknown as { __cspViolations: typeof seen }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample }));
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: { directive: string; blocked: string; sample: string }[] }).__cspViolations);

/** React has hydrated the page: its root elements carry React's internal keys. */
const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.querySelector("main") ?? {}).some((k) => k.startsWith("__react")));

function scriptSrc(csp: string): string {
  return csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
}

for (const route of routes) {
  test(`${route}: a script policy without 'unsafe-inline', and the page hydrates with no violation`, async ({ page }) => {
    await watchViolations(page);
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy|Refused to/i.test(m.text())) errors.push(m.text());
    });
    const response = await page.goto(route);
    const policy = scriptSrc(response?.headers()["content-security-policy"] ?? "");
    expect(policy).toMatch(/^script-src 'self'( '(sha256-[A-Za-z0-9+/=]+|nonce-[A-Za-z0-9+/=]+)')+$/);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
    await expect.poll(() => hydrated(page)).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("a page rendered per request gets a fresh nonce each time; its cached copy never replays it", async ({ request }) => {
  const cspOf = async (url: string) => (await request.get(url)).headers()["content-security-policy"] ?? "";
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  // Two URLs nobody asked for yet: each is rendered now, with its own nonce.
  const [one, two] = [`/search?q=nonce+check+${Date.now()}`, `/search?q=nonce+check+${Date.now() + 1}`];
  const a = nonceOf(await cspOf(one));
  const b = nonceOf(await cspOf(two));
  expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(b).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(b).not.toBe(a);
  // The same URL again comes from the page cache (decision 0090) with a hash-based policy.
  const again = await cspOf(one);
  expect(nonceOf(again)).toBeUndefined();
  expect(again).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
});

for (const route of ["/", "/?use=code"]) {
  test(`${route}: an inline script and event handler injected into the HTML are blocked, and the page still works`, async ({ page }) => {
    await watchViolations(page);
    await page.route("**/*", async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([k]) => !["content-length", "content-encoding"].includes(k)));
      const html = (await response.text()).replace(
        "</body>",
        `<script>window.__injected = "script ran"</script><img src="/nothing.png" alt="" onerror="window.__injected = 'handler ran'"></body>`,
      );
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    await page.goto(route);
    await expect.poll(() => hydrated(page)).toBe(true);
    await expect.poll(async () => (await violations(page)).map((v) => v.directive).sort()).toEqual(["script-src-attr", "script-src-elem"]);
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();

    // A script added to the page at run time (a DOM-based injection) is blocked too.
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = 'dom script ran'";
      document.body.append(s);
    });
    await expect.poll(async () => (await violations(page)).length).toBe(3);
    expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();

    // The page's own scripts run: the chat opens.
    await page.getByRole("button", { name: "Open AI chat assistant" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });
}
