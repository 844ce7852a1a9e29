import { expect, test, type Page } from "@playwright/test";

/*
 * Issue 31: long static content reaches the browser as HTML that React does not walk, and the
 * payload inlined in the page for hydration does not carry it a second time
 * (docs/decisions/0135-static-html-outside-the-payload.md).
 */

/** The flight payload the page's HTML inlines for hydration (the `self.__next_f.push` scripts), decoded. */
function inlinePayload(html: string): string {
  const chunks = [...html.matchAll(/<script\b[^>]*>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown[]);
  expect(chunks.length, "the page inlines a payload").toBeGreaterThan(0);
  return chunks.map((c) => (typeof c[1] === "string" ? c[1] : "")).join("");
}

/** Hydration problems React reports (a mismatch, a missing block) and script errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return errors;
}

const pages: { path: string; content: (page: Page) => Promise<string[]> }[] = [
  {
    path: "/blog/gemini-ai-guide",
    content: async (page) => [
      ...(await page.locator(".prose-article p").evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent ?? ""))),
      ...(await page.getByTestId("faq-list").locator("p").evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent ?? ""))),
      ...(await page.getByTestId("takeaways").locator("li").evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent ?? ""))),
    ],
  },
  {
    path: "/",
    content: async (page) => [
      ...(await page.locator("#guide-title + div p").evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent ?? ""))),
      ...(await page.locator("dd").evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent ?? ""))),
    ],
  },
  { path: "/platforms", content: (page) => page.locator(".result-list li p").evaluateAll((els) => els.slice(0, 40).map((e) => e.textContent ?? "")) },
  { path: "/search?q=slides", content: (page) => page.locator(".result-list li p").evaluateAll((els) => els.slice(0, 20).map((e) => e.textContent ?? "")) },
  { path: "/use-cases/video", content: (page) => page.locator(".result-list li p").evaluateAll((els) => els.slice(0, 20).map((e) => e.textContent ?? "")) },
];

for (const { path, content } of pages) {
  test(`${path}: its static content is in the page once, not again in the hydration payload`, async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto(path);
    await page.waitForLoadState("networkidle");
    const payload = inlinePayload(await response!.text());
    // Plain runs of words, so that the payload's escaping cannot hide or fake a match.
    const phrases = (await content(page)).flatMap((text) => text.match(/[A-Za-z][A-Za-z ,.]{28,}[A-Za-z]/g) ?? []).map((p) => p.slice(0, 40));
    expect(phrases.length, "the page shows the content the test looks for").toBeGreaterThan(2);
    const copied = phrases.filter((p) => payload.includes(p));
    expect(copied, "text found again in the inline payload").toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("an article reached by a client-side navigation shows its whole text, and so does going back", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole("list", { name: "Articles" }).locator('a[href="/blog/gemini-ai-guide"]').first().click();
  await expect(page).toHaveURL(/\/blog\/gemini-ai-guide$/);
  await expect(page.getByTestId("faq-list").locator("h3")).toHaveCount(10);
  await expect(page.getByTestId("takeaways").locator("li")).toHaveCount(10);
  await expect(page.locator(".prose-article h2").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "TL;DR" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goForward();
  await expect(page.getByTestId("faq-list").locator("h3")).toHaveCount(10);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(errors).toEqual([]);
});

test("a list of cards reached by a client-side navigation shows every card, and its toggles work", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  // The visible link (the phone menu holds another, hidden on a desktop).
  await page.locator('a[data-soft-link][href="/platforms"]:visible').first().click();
  await expect(page).toHaveURL(/\/platforms$/);
  const cards = page.locator(".result-list > li");
  await expect(cards.nth(100)).toBeAttached();
  const toggle = page.locator('button[data-compare-id="claude"]').first();
  await expect(toggle).toHaveAccessibleName("Add to compare: Claude");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(toggle).toHaveAccessibleName("Added to compare: Claude");
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
