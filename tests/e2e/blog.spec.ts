import { expect, test } from "@playwright/test";

const articles = [
  ["chatgpt-vs-claude", "January 15, 2025", 20],
  ["ai-image-generation", "October 23, 2025", 10],
  ["ai-coding-tools", "October 22, 2025", 10],
  ["gemini-ai-guide", "October 21, 2025", 10],
  ["ai-video-generation", "October 20, 2025", 10],
  ["ai-writing-tools", "October 19, 2025", 10],
  ["perplexity-ai-review", "October 18, 2025", 10],
  ["ai-productivity-tools", "October 17, 2025", 10],
  ["ai-translation-tools", "October 16, 2025", 10],
  ["ai-business-tools", "October 15, 2025", 10],
] as const;

test("the blog index lists ten articles newest first, with the author card", async ({ page }) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "About the author" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Articles" }).getByRole("listitem");
  await expect(cards).toHaveCount(10);
  const dates = await cards.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  expect(dates).toEqual([...dates].sort().reverse());
  for (const d of dates) expect(d >= "2025-10-15" && d <= "2025-10-24").toBe(true);
  await cards.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/blog\/chatgpt-vs-claude$/);
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the blog's first screen shows the articles; the author card is there, compact", async ({ page }) => {
    await page.goto("/blog");
    const first = page.getByRole("list", { name: "Articles" }).getByRole("listitem").first();
    await expect(first.getByRole("heading", { level: 2 })).toBeInViewport({ ratio: 1 });
    const card = page.getByRole("complementary", { name: "About the author" });
    await expect(card).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole("link", { name: /^Contact / })).toBeVisible();
  });
});

for (const [slug, date, faqCount] of articles) {
  test(`article ${slug}: date, title, TL;DR, anchors, takeaways, FAQ`, async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    // The publication date (SPEC §2) comes first; an article changed since shows 'Updated {date}' after it.
    await expect(page.locator("article header time").first()).toHaveText(date);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "TL;DR" })).toBeVisible();
    const toc = page.getByRole("navigation", { name: "Contents" });
    const anchors = await toc.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href") ?? ""));
    expect(anchors.length).toBeGreaterThanOrEqual(7);
    const byId = (href: string) => page.locator(`[id="${href.slice(1)}"]`);
    for (const href of anchors) await expect(byId(href), href).toHaveCount(1);
    // A contents link deep into the article scrolls its section's heading to the top of the window
    // (below the sticky header), not merely somewhere on screen.
    const target = anchors[anchors.length - 2]!;
    await toc.locator(`a[href="${target}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(byId(target)).toBeInViewport();
    await expect.poll(() => byId(target).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(40);
    await expect.poll(() => byId(target).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThanOrEqual(120);
    if (slug === "chatgpt-vs-claude") {
      await expect(page.locator('[id="10-key-differences"]')).toHaveCount(1);
      await expect(page.locator("#top-10")).toHaveCount(0);
    } else {
      await expect(page.locator("#top-10")).toHaveText("Top 10 Takeaways");
      await expect(page.getByTestId("takeaways").getByRole("listitem")).toHaveCount(10);
    }
    await expect(page.locator("#faq")).toBeVisible();
    await expect(page.getByTestId("faq-list").getByRole("heading", { level: 3 })).toHaveCount(faqCount);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  });
}

test("/ai-coding-tools is the same article with a canonical link to the blog URL", async ({ page }) => {
  await page.goto("/ai-coding-tools");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("AI Coding Tools");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\/ai-coding-tools$/);
});

test("an unknown article slug is a 404", async ({ page }) => {
  const response = await page.goto("/blog/not-an-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

test("articles ship structured data and Open Graph article tags", async ({ page }) => {
  await page.goto("/blog/gemini-ai-guide");
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "[]") as { "@type": string; mainEntity?: unknown[] }[];
  expect(ld.map((d) => d["@type"])).toEqual(["BlogPosting", "FAQPage", "BreadcrumbList"]);
  expect(ld[1]?.mainEntity).toHaveLength(10);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", /2025-10-21/);
});

test("platform pages show pricing and alternatives", async ({ page }) => {
  await page.goto("/platforms/claude");
  await expect(page.getByRole("heading", { level: 1, name: "Claude" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Alternatives" })).toBeVisible();
  await page.getByRole("link", { name: "Code Assistance", exact: true }).click();
  await expect(page).toHaveURL(/\/use-cases\/code$/);
  await expect(page.getByRole("heading", { name: /\d+ platforms for Code Assistance/ })).toBeVisible();
});
