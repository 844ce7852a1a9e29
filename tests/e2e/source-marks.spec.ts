import { expect, test } from "@playwright/test";
import { watchLoopback, type WatchedLine as Line } from "@/tests/support/watch-loopback-run";

/**
 * Issue 29: a platform page marks a fact whose source the watcher found changed ("may have changed
 * since"), without a rebuild. The watcher runs against a loopback server standing in for the vendor's
 * pages (tests/support/watch-loopback.ts) and keeps its verdicts in the e2e server's database; the
 * running server picks them up and puts the marks into the pre-rendered page it serves.
 */
const watch = (platformId: string, ...behaviours: Line["behaviour"][]) => watchLoopback("test-results/e2e-data", platformId, ...behaviours);

const PLATFORM = "perplexity";

test("the watcher's findings appear on the platform page as 'may have changed since', worded for a visitor, and leave with the next clean run", async ({ page }) => {
  test.setTimeout(120_000);
  const lines = watch(PLATFORM, "gone", "move", "dead");
  expect(lines.map((l) => l.verdicts[0])).toEqual(["quote-gone", "moved", "dead", ...lines.slice(3).map(() => "present")]);
  const expected: Record<Line["behaviour"], string> = {
    gone: "the page no longer said what we quote",
    move: "the page sent us to another site (localhost)",
    dead: "the page did not open",
    keep: "",
  };
  const sources = page.getByRole("list", { name: "Sources of these facts" });
  const lineOf = (l: Line) => sources.getByRole("listitem").filter({ hasText: l.quote });

  // The server reads the verdicts every few seconds: reload until the marks are there.
  await expect(async () => {
    await page.goto(`/platforms/${PLATFORM}`);
    await expect(sources.locator("[data-source-mark]")).toHaveCount(3, { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });

  for (const line of lines) {
    const item = lineOf(line);
    if (line.behaviour === "keep") {
      await expect(item.locator("[data-source-mark]")).toHaveCount(0);
      await expect(item).not.toContainText("may have changed");
    } else {
      await expect(item).toContainText(`may have changed since ${line.checked}: when we looked again on ${line.seen}, ${expected[line.behaviour]}`);
    }
  }
  // The mark sits on the source line, before the quote.
  const first = await lineOf(lines[0]!).innerText();
  expect(first.indexOf("may have changed")).toBeLessThan(first.indexOf("The source says"));

  // The page is still the pre-rendered page from memory, now with its own ETag, and runs no script of ours for the marks.
  const response = await page.request.get(`/platforms/${PLATFORM}`);
  expect(response.headers()["x-nextjs-cache"]).toBe("HIT");
  const again = await page.request.get(`/platforms/${PLATFORM}`, { headers: { "If-None-Match": response.headers().etag! } });
  expect(again.status()).toBe(304);

  // Hydration keeps the marks (the block is markup React leaves as it is).
  await page.goto(`/platforms/${PLATFORM}`);
  await page.waitForLoadState("networkidle");
  await expect(sources.locator("[data-source-mark]")).toHaveCount(3);

  // Reached by a client-side navigation, the page's blocks come from its HTML (decision 0135): marked too.
  await page.goto("/platforms");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator(`a[href="/platforms/${PLATFORM}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/platforms/${PLATFORM}$`));
  await expect(sources.locator("[data-source-mark]")).toHaveCount(3);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true); // no full page load

  // The vendor's pages are whole again: the next run clears the marks.
  const clean = watch(PLATFORM);
  expect(clean.flatMap((l) => l.verdicts).every((v) => v === "present")).toBe(true);
  await expect(async () => {
    await page.goto(`/platforms/${PLATFORM}`);
    await expect(sources.getByText("may have changed")).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  // A browser that kept the marked copy gets the page again, not a 304.
  const unmarked = await page.request.get(`/platforms/${PLATFORM}`, { headers: { "If-None-Match": response.headers().etag! } });
  expect(unmarked.status()).toBe(200);
});
