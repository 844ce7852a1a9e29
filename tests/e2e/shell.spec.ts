import { expect, test } from "@playwright/test";

test.describe("site shell", () => {
  test("desktop navigation reaches every page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "AI Image" }).click();
    await expect(page).toHaveURL(/\/ai-image$/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Contact \S+/ }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Your Perfect AI Platform");
  });

  test("links prefetch the page behind them on intent, not on load, and navigate in place", async ({ page }) => {
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("_rsc=")) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(prefetched).toEqual([]);

    const topic = page.locator('main a[href="/blog/chatgpt-vs-claude"]').first();
    await topic.hover();
    await expect.poll(() => prefetched).toContain("/blog/chatgpt-vs-claude");
    await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
    await topic.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ChatGPT vs Claude");
    // A client-side navigation keeps the window (a full page load would not).
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  });

  test("footer has the site links, three topic articles and the year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of ["/", "/blog", "/contact", "/blog/chatgpt-vs-claude", "/blog/ai-image-generation", "/blog/ai-coding-tools"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText("2025");
  });

  test("skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("each page has exactly one h1, a canonical link and a description", async ({ page }) => {
    for (const path of ["/", "/blog", "/contact", "/ai-image", "/blog/gemini-ai-guide"]) {
      await page.goto(path);
      await expect(page.locator("h1"), path).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(1);
      await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveCount(1);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "en");
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("opens, navigates, and closes after a link", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    // The spec's links first, then the catalogue's pages (issue 30).
    await expect(menu.getByRole("link")).toHaveText(["Home", "Blog", "AI Image", "Contact", "Platforms", "Use cases", "Compare", "Change log"]);
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Blog" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("404", () => {
  test("unknown path answers 404 with the page and logs the path", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (m) => messages.push(m.text()));
    const response = await page.goto("/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect.poll(() => messages.some((m) => m.includes("/does-not-exist"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
