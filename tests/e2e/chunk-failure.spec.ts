import { expect, test, type Page } from "@playwright/test";

// The parts of a page loaded on demand (the chat panel, the correction form, the finder's cards)
// when their code cannot be fetched: no connection at the click, or a new deploy that removed the
// old chunks while the page was open. The page stays, says so, and the next try loads them.

/** From now on every script chunk fails to load, as with no connection; returns the way back. */
async function cutChunks(page: Page) {
  const pattern = "**/_next/static/chunks/**/*.js";
  await page.route(pattern, (route) => route.abort("internetdisconnected"));
  return () => page.unroute(pattern);
}

test.describe("a part of the page whose code cannot be fetched", () => {
  test("the chat: a note beside the round button, then the panel on the next opening", async ({ page }) => {
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    const restore = await cutChunks(page);
    const open = page.getByRole("button", { name: "Open AI chat assistant" });
    await open.click();
    await expect(page.getByRole("alert").filter({ hasText: "The chat could not be loaded. Check your connection and open it again." })).toBeVisible();
    await expect(open).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await restore();
    await open.click();
    const dialog = page.getByRole("dialog", { name: "AI Chat Assistant" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Your question" })).toBeFocused();
    await expect(page.getByText("The chat could not be loaded.")).toHaveCount(0);
  });

  test("the correction form: a note in its place, then the form on the next opening", async ({ page }) => {
    await page.goto("/platforms/claude");
    await page.waitForLoadState("networkidle");
    const restore = await cutChunks(page);
    const button = page.getByRole("button", { name: "Suggest a correction" });
    await button.click();
    await expect(page.getByRole("alert").filter({ hasText: "The form could not be loaded." })).toBeVisible();
    await restore();
    await button.click();
    await button.click();
    await expect(page.getByRole("combobox", { name: "Which fact is wrong?" })).toBeVisible();
    await expect(page.getByText("The form could not be loaded.")).toHaveCount(0);
  });

  test("the finder's cards: a note in their place, then the cards on the next selection", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const restore = await cutChunks(page);
    const tile = page.getByRole("button", { name: "Image Creation" });
    await tile.click();
    await expect(page.getByText("The platforms could not be loaded. Check your connection and select a use case again.")).toBeVisible();
    await restore();
    await tile.click();
    await tile.click();
    await expect(page.getByRole("heading", { level: 3, name: "Midjourney" })).toBeVisible();
  });
});
