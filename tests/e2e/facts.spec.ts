import { expect, test } from "@playwright/test";

test.describe("facts a visitor can check", () => {
  test("a platform page cites the source of each priced fact, dated, with its age in words", async ({ page }) => {
    await page.goto("/platforms/github-copilot");
    const sources = page.getByRole("list", { name: "Sources of these facts" });
    const tierAndPrice = sources.getByRole("listitem").filter({ hasText: "Tier and Starting price" });
    await expect(tierAndPrice).toContainText("Source: docs.github.com · checked November 23, 2026");
    await expect(tierAndPrice).toContainText(/\(checked (today|yesterday|[\w,]+ days ago)\)/);
    const link = tierAndPrice.getByRole("link", { name: "docs.github.com" });
    await expect(link).toHaveAttribute("href", /^https:\/\/docs\.github\.com\/en\/copilot\//);
    await expect(link).toHaveAttribute("rel", "nofollow noopener");
  });

  test("a fact nobody could re-check keeps its old date, and the page says how old it is", async ({ page }) => {
    await page.goto("/platforms/canva");
    await expect(page.getByRole("list", { name: "Sources of these facts" })).toContainText("Source: canva.com · checked October 15, 2025");
    await expect(page.getByText(/Prices and plans checked [\d,]+ days ago \(oldest fact: October 15, 2025\)/)).toBeVisible();
  });

  test("the platform page lists what changed, and its JSON-LD offers carry price and validFrom", async ({ page }) => {
    await page.goto("/platforms/udio");
    const changed = page.getByRole("region", { name: "What changed" });
    await expect(changed).toContainText("Before: Stem downloads for use in a DAW");
    await expect(changed.getByRole("listitem")).toHaveCount(2);
    await expect(changed.getByRole("link", { name: "rymmagazine.com" }).first()).toHaveAttribute("rel", "nofollow noopener");
    await expect(page.getByText("Stem downloads for use in a DAW", { exact: true })).toHaveCount(0);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(ld.offers).toEqual(
      expect.arrayContaining([expect.objectContaining({ "@type": "Offer", price: "10", priceCurrency: "USD", validFrom: "2025-10-15" })]),
    );
  });

  test("/changes lists every change newest first, links the feed, and the head links both feeds", async ({ page }) => {
    await page.goto("/changes");
    await expect(page.getByRole("heading", { level: 1, name: "What changed in the catalogue" })).toBeVisible();
    const items = page.getByRole("list", { name: "Changes, newest first" }).getByRole("listitem");
    await expect(items).toHaveCount(9);
    await expect(items.first().getByRole("link", { name: "HeyGen", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Atom feed of catalogue changes" })).toHaveAttribute("href", "/changes.xml");
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"][href$="/changes.xml"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"][href$="/blog/feed.xml"]')).toHaveCount(1);
  });

  test("the feeds are served as Atom, and /blog links its feed", async ({ page, request }) => {
    for (const path of ["/changes.xml", "/blog/feed.xml"]) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toContain("application/atom+xml");
      expect(await res.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    }
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: "Atom feed of the guides" })).toHaveAttribute("href", "/blog/feed.xml");
  });

  test("a changed article shows 'Updated' beside its publication date and uses it as dateModified", async ({ page }) => {
    await page.goto("/blog/chatgpt-vs-claude");
    await expect(page.locator("article header")).toContainText("January 15, 2025 · Updated November 23, 2026");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "[]");
    expect(ld[0]).toMatchObject({ datePublished: "2025-01-15", dateModified: "2026-11-23" });
  });

  test("a finder card shows when its facts were checked", async ({ page }) => {
    await page.goto("/?use=code");
    const card = page.getByRole("heading", { name: "GitHub Copilot" }).locator("xpath=ancestor::div[contains(@class,'flex-col')][1]");
    await expect(card).toContainText(/Checked (Oct 15, 2025|Nov 23, 2026)/);
  });

  test("the home essay states the catalogue's real size", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(/This site's catalogue covers \d+ AI tools/)).toBeVisible();
    await expect(page.getByText("This site's catalogue covers 40+ AI tools")).toHaveCount(0);
  });
});
