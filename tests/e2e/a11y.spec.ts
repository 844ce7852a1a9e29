import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const routes = ["/", "/blog", "/blog/chatgpt-vs-claude", "/blog/gemini-ai-guide", "/ai-coding-tools", "/contact", "/ai-image", "/platforms/claude", "/platforms/udio", "/changes", "/developers", "/does-not-exist", "/compare/chatgpt-vs-claude", "/compare?ids=chatgpt,claude,gemini&use=code,images", "/compare?ids=chatgpt,nope", "/search", "/search?q=slides", "/search?q=image+generator", "/search?q=midjourney+alternatives", "/search?q=cursor+vs+windsurf", "/search?q=xyzzyqq", "/platforms", "/platforms?free=1&budget=20&sort=price", "/use-cases/video", "/?use=video,marketing&free=1&budget=20&sort=price"];

// axe walks every node: long pages (the home essay, 100+ platform cards) need more than the default
// 30 s on a busy 2-core machine. The scan's result, not its speed, is what these tests assert.
test.describe.configure({ timeout: 120_000 });

for (const route of routes) {
  test(`axe finds no violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("axe finds no violations on the home page with a selection shown", async ({ page }) => {
  // axe takes about 30 s over this long list of results on a busy 2-core machine (before any change here too).
  test.setTimeout(90_000);
  await page.goto("/?use=code,images");
  await expect(page.getByText(/platforms match your criteria/)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("axe finds no violations with the shortlist bar shown and differences only on", async ({ page }) => {
  await page.goto("/platforms/claude");
  await page.getByRole("main").getByRole("button", { name: "Add to compare: Claude" }).click();
  await page.getByRole("region", { name: "Alternatives" }).getByRole("button", { name: /^Add to compare/ }).first().click();
  await expect(page.getByRole("complementary", { name: "Compare shortlist" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.goto("/compare/chatgpt-vs-claude");
  await page.getByRole("switch", { name: "Show differences only" }).click();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const colorScheme of ["light", "dark"] as const) {
    test(`axe finds no violations on a compare page on a phone, ${colorScheme} theme (names in each cell, the swipe hint)`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme });
      const page = await context.newPage();
      await page.goto("/compare?ids=chatgpt,claude,gemini&use=code");
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      await expect(page.getByText(/^Swipe to see/).filter({ visible: true })).toHaveText("Swipe to see 1 more platform");
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await context.close();
    });
  }

  test("axe finds no violations with the mobile menu open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
