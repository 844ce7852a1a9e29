import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated } from "@/tests/support/hydrated";
import { wholeSitemap } from "@/tests/support/sitemap";


const results = (page: Page) => page.getByRole("region", { name: /platforms match your criteria/ });
const card = (page: Page, name: string) => results(page).getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
const addToCompare = (scope: Locator | Page) => scope.getByRole("button", { name: /^Add(ed)? to compare/ });
const bar = (page: Page) => page.getByRole("complementary", { name: "Compare shortlist" });
const barNames = (page: Page) => bar(page).getByRole("list", { name: "Shortlisted platforms" }).getByRole("listitem");
const columnNames = (page: Page) => page.getByRole("table").getByRole("columnheader").getByRole("link").filter({ hasNotText: "Remove" });

test.describe("shortlist and compare page", () => {
  test("add three from the finder, reload, compare, differences only, remove one, share", async ({ page, browser }) => {
    // A whole journey of three pages, a reload and a second browser: more than 30 s on a loaded machine.
    test.slow();
    await page.goto("/");
    await page.getByRole("list", { name: "Use cases" }).getByRole("button", { name: "Code Assistance", exact: true }).click();
    await expect(page).toHaveURL(/\?use=code$/);
    for (const name of ["ChatGPT", "Claude", "Cursor"]) {
      await addToCompare(card(page, name)).click();
      await expect(addToCompare(card(page, name))).toHaveAttribute("aria-pressed", "true");
    }
    await expect(bar(page)).toBeVisible();
    await expect(barNames(page)).toHaveText(["ChatGPT", "Claude", "Cursor"]);

    await page.reload();
    await expect(barNames(page)).toHaveText(["ChatGPT", "Claude", "Cursor"]);
    await expect(addToCompare(card(page, "Claude"))).toHaveAttribute("aria-pressed", "true");

    // The bar's link carries the use cases picked in the finder.
    await bar(page).getByRole("link", { name: "Compare" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=chatgpt,claude,cursor&use=code$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ChatGPT vs Claude vs Cursor");
    await expect(columnNames(page)).toHaveText(["ChatGPT", "Claude", "Cursor"]);
    const codeRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /Code Assistance/ }) });
    await expect(codeRow.getByRole("rowheader")).toContainText("Your pick");
    // The visitor's use case comes first among the use cases.
    await expect(page.getByRole("rowheader").filter({ hasText: "Your pick" })).toHaveCount(1);
    await expect(bar(page)).toHaveCount(0);

    const differences = page.getByRole("switch", { name: "Show differences only" });
    await expect(differences).toHaveAttribute("aria-checked", "false");
    await hydrated(differences);
    await differences.click();
    await expect(differences).toHaveAttribute("aria-checked", "true");
    await expect(codeRow).toBeHidden(); // all three cover it
    await expect(page.getByRole("rowheader", { name: "Official links" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "Image Creation" })).toBeVisible(); // ChatGPT only
    await differences.click();
    await expect(codeRow).toBeVisible();

    await page.getByRole("link", { name: "Remove Claude from the comparison" }).click();
    await expect(page).toHaveURL(/\/compare\?ids=chatgpt,cursor&use=code$/);
    await expect(columnNames(page)).toHaveText(["ChatGPT", "Cursor"]);

    // The address is the comparison: a fresh browser (no shortlist) sees the same table.
    const shared = page.url();
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(shared);
    await expect(columnNames(fresh)).toHaveText(["ChatGPT", "Cursor"]);
    await expect(fresh.getByRole("rowheader").filter({ hasText: "Your pick" })).toHaveText(/Code Assistance/);
    await context.close();
  });

  test("keyboard only: add, remove from the bar, compare and switch to differences", async ({ page }) => {
    await page.goto("/platforms/claude");
    const own = page.getByRole("main").getByRole("button", { name: /^Add(ed)? to compare: Claude$/ });
    await own.focus();
    await page.keyboard.press("Space");
    await expect(own).toHaveAttribute("aria-pressed", "true");
    const alternatives = page.getByRole("region", { name: "Alternatives" });
    const first = addToCompare(alternatives).first();
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-pressed", "true");
    // Tab past the next alternative's name to its toggle.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const thirdName = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
    expect(thirdName).toMatch(/^Add to compare: /);
    const third = page.getByRole("button", { name: thirdName, exact: true });
    await page.keyboard.press("Enter");
    await expect(barNames(page)).toHaveCount(3);

    // Remove the third from the bar with the keyboard, then Tab on to 'Compare'.
    const removeButtons = bar(page).getByRole("button", { name: /^Remove / });
    await removeButtons.last().focus();
    await page.keyboard.press("Enter");
    await expect(barNames(page)).toHaveCount(2);
    await expect(third).toHaveAttribute("aria-pressed", "false");
    for (let i = 0; i < 10 && !(await bar(page).getByRole("link", { name: "Compare" }).evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(bar(page).getByRole("link", { name: "Compare" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/compare\?ids=claude,[a-z0-9-]+$/);

    const differences = page.getByRole("switch", { name: "Show differences only" });
    await hydrated(differences);
    await differences.focus();
    await page.keyboard.press("Space");
    await expect(differences).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Enter");
    await expect(differences).toHaveAttribute("aria-checked", "false");
  });

  test("the shortlist holds four; the fifth toggle is disabled until one is removed", async ({ page }) => {
    await page.goto("/?use=text");
    const toggles = results(page).getByRole("button", { name: /^(Add to compare|Added to compare|Compare list full):/ });
    for (let i = 0; i < 4; i++) await toggles.nth(i).click();
    await expect(barNames(page)).toHaveCount(4);
    await expect(toggles.nth(4)).toBeDisabled();
    await expect(toggles.nth(4)).toHaveAccessibleName(/^Compare list full: /);
    await bar(page).getByRole("button", { name: "Clear" }).click();
    await expect(bar(page)).toHaveCount(0);
    await expect(toggles.nth(4)).toBeEnabled();
    await expect(toggles.nth(0)).toHaveAttribute("aria-pressed", "false");
  });

  test("browse and search cards have the toggle too, sharing one shortlist", async ({ page }) => {
    await page.goto("/use-cases/code");
    await page.getByRole("button", { name: "Add to compare: Cursor", exact: true }).click();
    await page.goto("/search?q=claude");
    await page.getByRole("main").getByRole("button", { name: "Add to compare: Claude", exact: true }).first().click();
    await expect(barNames(page)).toHaveText(["Cursor", "Claude"]);
  });

  test("unknown ids are dropped with a note; fewer than two says how to add more", async ({ page }) => {
    const response = await page.goto("/compare?ids=chatgpt,not-a-platform");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("note")).toContainText("‘not-a-platform’");
    await expect(page.getByRole("heading", { name: "Add at least one more platform to compare with ChatGPT" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.goto("/compare");
    await expect(page.getByRole("heading", { name: "Add at least two platforms to compare" })).toBeVisible();
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the bar and the chat launcher do not overlap, and the page is padded for the bar", async ({ page }) => {
    await page.goto("/platforms/claude");
    await page.getByRole("main").getByRole("button", { name: "Add to compare: Claude" }).click();
    await addToCompare(page.getByRole("region", { name: "Alternatives" })).first().click();
    await addToCompare(page.getByRole("region", { name: "Alternatives" })).nth(1).click();
    await expect(barNames(page)).toHaveCount(3);
    const barBox = (await bar(page).boundingBox())!;
    const launcherBox = (await page.getByRole("button", { name: "Open AI chat assistant" }).boundingBox())!;
    const overlap =
      barBox.x < launcherBox.x + launcherBox.width &&
      launcherBox.x < barBox.x + barBox.width &&
      barBox.y < launcherBox.y + launcherBox.height &&
      launcherBox.y < barBox.y + barBox.height;
    expect(overlap, `bar ${JSON.stringify(barBox)} launcher ${JSON.stringify(launcherBox)}`).toBe(false);
    expect(barBox.x + barBox.width).toBeLessThanOrEqual(390);

    // Scrolled to the end, the last of the page's content sits above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(async () => {
      const footer = (await page.getByRole("contentinfo").boundingBox())!;
      const top = (await bar(page).boundingBox())!.y;
      expect(footer.y + footer.height).toBeLessThanOrEqual(top);
    }).toPass();
  });

  test("the compare table scrolls sideways with the fact names fixed", async ({ page }) => {
    await page.goto("/compare?ids=chatgpt,claude,gemini");
    const region = page.getByRole("region", { name: "ChatGPT, Claude, Gemini compared" });
    const tier = page.getByRole("rowheader", { name: "Tier" });
    const before = (await tier.boundingBox())!;
    const scrollable = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollable).toBe(true);
    await region.evaluate((el) => (el.scrollLeft = 200));
    await expect(async () => expect((await tier.boundingBox())!.x).toBe(before.x)).toPass();
    // Only the table scrolls, not the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("scrolled down to the last row, each column still names its platform; a hint counts the columns to the side", async ({ page }) => {
    const hint = page.getByText(/^Swipe to see \d+ more platforms?$/).filter({ visible: true });
    const overflows = (region: Locator) => region.evaluate((el) => el.scrollWidth > el.clientWidth);

    // Two platforms fit a phone: every column in view, no hint.
    await page.goto("/compare?ids=chatgpt,claude");
    const pair = page.getByRole("region", { name: "ChatGPT, Claude compared" });
    expect(await overflows(pair)).toBe(false);
    await expect(hint).toBeHidden();
    const pairLast = pair.getByRole("row").last();
    await pairLast.scrollIntoViewIfNeeded();
    // The column headers are far above, out of the screen: the names are still in view beside the values.
    await expect(pair.getByRole("columnheader").getByRole("link", { name: "ChatGPT", exact: true })).not.toBeInViewport();
    for (const name of ["ChatGPT", "Claude"]) await expect(pairLast.getByText(name, { exact: true })).toBeInViewport({ ratio: 1 });

    // Three do not: the hint says one more is to the side, and names it there once swiped to.
    await page.goto("/compare?ids=chatgpt,claude,gemini");
    const three = page.getByRole("region", { name: "ChatGPT, Claude, Gemini compared" });
    expect(await overflows(three)).toBe(true);
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText("Swipe to see 1 more platform");
    const last = three.getByRole("row").last();
    await last.scrollIntoViewIfNeeded();
    for (const name of ["ChatGPT", "Claude"]) await expect(last.getByText(name, { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(last.getByText("Gemini", { exact: true })).not.toBeInViewport({ ratio: 1 });
    await three.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect(last.getByText("Gemini", { exact: true })).toBeInViewport({ ratio: 1 });

    // Four: two to the side.
    await page.goto("/compare?ids=chatgpt,claude,gemini,cursor");
    await expect(hint).toHaveText("Swipe to see 2 more platforms");
  });

  test("the swipe hint counts exactly the columns out of view, on any screen width", async ({ page }) => {
    const hint = page.getByText(/^Swipe to see \d+ more platforms?$/).filter({ visible: true });
    for (const ids of ["chatgpt,claude", "chatgpt,claude,gemini", "chatgpt,claude,gemini,cursor"]) {
      await page.goto(`/compare?ids=${ids}`);
      for (const width of [340, 360, 390, 430, 640, 800, 1024, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        const region = page.getByRole("region", { name: / compared$/ });
        // Columns whose header does not fit inside the table's visible box.
        const out = await region.evaluate((el) => {
          const right = el.getBoundingClientRect().right;
          return [...el.querySelectorAll("thead th[scope=col]")].filter((th) => th.getBoundingClientRect().right > right + 0.5).length;
        });
        if (out === 0) await expect(hint, `${ids} at ${width}px`).toHaveCount(0);
        else await expect(hint, `${ids} at ${width}px`).toHaveText(`Swipe to see ${out} more ${out === 1 ? "platform" : "platforms"}`);
      }
    }
  });
});

test.describe("curated comparisons", () => {
  test("a curated pair page: title, verdict, guide, table, and links from the platform page", async ({ page }) => {
    await page.goto("/platforms/claude");
    await page.getByRole("link", { name: "Compare with ChatGPT" }).click();
    await expect(page).toHaveURL(/\/compare\/chatgpt-vs-claude$/);
    await expect(page).toHaveTitle(/^ChatGPT vs Claude: price, free plan and use cases compared/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ChatGPT vs Claude");
    const verdict = page.getByRole("region", { name: "The short verdict" });
    // The price sentence follows the catalogue: one says who is cheaper, or that both start alike.
    await expect(verdict).toContainText(/ChatGPT is cheaper \(\$\d+(\.\d{2})? vs \$\d+(\.\d{2})? a month\)\.|Claude is cheaper|Both start at \$\d+ a month\./);
    await expect(verdict).toContainText("Both can be used for free.");
    await expect(verdict).toContainText(/Both cover .*Code Assistance/);
    await expect(verdict.getByRole("link", { name: /ChatGPT vs Claude/i })).toHaveAttribute("href", "/blog/chatgpt-vs-claude");
    // The guide that compares them, not every guide that mentions both.
    await expect(verdict.getByRole("link")).toHaveCount(1);
    await expect(verdict).toContainText("Read our guide:");
    await expect(columnNames(page)).toHaveText(["ChatGPT", "Claude"]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/compare\/chatgpt-vs-claude$/);
  });

  test("the reversed order answers 308 to the canonical URL; other pairs are 404", async ({ request }) => {
    const reversed = await request.get("/compare/claude-vs-chatgpt", { maxRedirects: 0 });
    expect(reversed.status()).toBe(308);
    expect(reversed.headers().location).toMatch(/\/compare\/chatgpt-vs-claude$/);
    expect((await request.get("/compare/chatgpt-vs-claude", { maxRedirects: 0 })).status()).toBe(200);
    expect((await request.get("/compare/chatgpt-vs-nothing")).status()).toBe(404);
    expect((await request.get("/compare/claude-vs-claude")).status()).toBe(404);
  });

  test("curated pages are in the sitemap", async ({ request }) => {
    const sitemap = (await wholeSitemap(async (path) => (await request.get(path)).text())).text;
    expect(sitemap).toContain("/compare/chatgpt-vs-claude</loc>");
    expect(sitemap).toContain("/compare/cursor-vs-windsurf</loc>");
    expect(sitemap).not.toContain("/compare/claude-vs-chatgpt");
  });
});
