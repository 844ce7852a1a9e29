import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const routes = ["/", "/blog", "/blog/chatgpt-vs-claude", "/blog/gemini-ai-guide", "/ai-coding-tools", "/contact", "/ai-image", "/platforms/claude", "/does-not-exist"];

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

test.describe("mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("axe finds no violations with the mobile menu open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
