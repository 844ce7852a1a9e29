import fs from "node:fs";
import { expect, test } from "@playwright/test";
import type { PlatformRecord as Platform } from "@/lib/catalogue-schema";
import { shortDate } from "@/lib/freshness";

// The catalogue's own files are the expected values: the tests follow a re-checked fact.
const entry = (id: string) => JSON.parse(fs.readFileSync(`content/platforms/${id}.json`, "utf8")) as Platform;
const catalogue = () => fs.readdirSync("content/platforms").filter((f) => !f.startsWith("_")).map((f) => entry(f.replace(/\.json$/, "")));
const sourcesOf = (p: Platform) => [p.pricing.sources.tier, p.pricing.sources.startingPrice, ...p.pricing.sources.details].filter((x) => x !== undefined);
const longDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

test.describe("facts a visitor can check", () => {
  test("a platform page cites the source of each priced fact, dated, with its age in words and the quote that states it", async ({ page }) => {
    const midjourney = entry("midjourney");
    const source = midjourney.pricing.sources.startingPrice!;
    await page.goto("/platforms/midjourney");
    const sources = page.getByRole("list", { name: "Sources of these facts" });
    const price = sources.getByRole("listitem").filter({ hasText: "Starting price" }).first();
    await expect(price).toContainText(`Source: docs.midjourney.com (the vendor's own page) · checked ${longDate(source.checked)}`);
    await expect(price).toContainText(/\(checked (today|yesterday|[\w,]+ days ago)\)/);
    await expect(price.locator("blockquote")).toHaveText(`The source says: \u201c${source.quote}\u201d`);
    const link = price.getByRole("link", { name: "docs.midjourney.com" });
    await expect(link).toHaveAttribute("href", source.url);
    await expect(link).toHaveAttribute("rel", "nofollow noopener");
  });

  test("a secondary source says so", async ({ page }) => {
    const windsurf = entry("windsurf");
    expect(windsurf.pricing.sources.startingPrice?.kind).toBe("secondary");
    await page.goto("/platforms/windsurf");
    const price = page.getByRole("list", { name: "Sources of these facts" }).getByRole("listitem").filter({ hasText: "Starting price" }).first();
    await expect(price).toContainText("(a secondary source, not the vendor's own page)");
  });

  test("a fact nobody could re-check keeps its old date, says why, and is marked as possibly out of date", async ({ page }) => {
    const tabnine = entry("tabnine");
    const tier = tabnine.pricing.sources.tier;
    expect(tier.checked).toBe("2025-10-15");
    await page.goto("/platforms/tabnine");
    const item = page.getByRole("list", { name: "Sources of these facts" }).getByRole("listitem").filter({ hasText: "Tier" }).first();
    await expect(item).toContainText("checked October 15, 2025");
    await expect(item).toContainText("may be out of date");
    await expect(item).toContainText(`Not re-verified: ${tier.note}`);
    await expect(page.getByText(/Prices and plans checked [\d,]+ days ago \(oldest fact: October 15, 2025\) · some facts may be out of date/)).toBeVisible();
  });

  test("the platform page lists what changed, and its JSON-LD offers carry price and validFrom", async ({ page }) => {
    const windsurf = entry("windsurf");
    const changes = windsurf.changes ?? [];
    expect(changes.length).toBeGreaterThan(0);
    await page.goto("/platforms/windsurf");
    const changed = page.getByRole("region", { name: "What changed" });
    await expect(changed.getByRole("listitem")).toHaveCount(changes.length);
    await expect(changed).toContainText(`Before: ${changes[0]!.before}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    const price = windsurf.pricing.startingPrice!.match(/^\$(\d+(?:\.\d{2})?)/)![1];
    expect(ld.offers).toEqual(
      expect.arrayContaining([expect.objectContaining({ "@type": "Offer", price, priceCurrency: "USD", validFrom: windsurf.pricing.sources.startingPrice!.checked })]),
    );
  });

  test("/changes lists every change newest first, links the feed, and the head links both feeds", async ({ page }) => {
    const total = catalogue().reduce((n, p) => n + (p.changes?.length ?? 0), 0);
    await page.goto("/changes");
    await expect(page.getByRole("heading", { level: 1, name: "What changed in the catalogue" })).toBeVisible();
    const items = page.getByRole("list", { name: "Changes, newest first" }).getByRole("listitem");
    await expect(items).toHaveCount(total);
    const dates = await items.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort().reverse());
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
    const updated = /^updated: "(\d{4}-\d{2}-\d{2})"$/m.exec(fs.readFileSync("content/articles/chatgpt-vs-claude.md", "utf8"))![1]!;
    await expect(page.locator("article header")).toContainText(`January 15, 2025 · Updated ${longDate(updated)}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "[]");
    expect(ld[0]).toMatchObject({ datePublished: "2025-01-15", dateModified: updated });
  });

  test("a finder card shows when its facts were checked", async ({ page }) => {
    await page.goto("/?use=code");
    const card = page.getByRole("heading", { name: "GitHub Copilot" }).locator("xpath=ancestor::div[contains(@class,'flex-col')][1]");
    // The one date every face shows: the oldest of its facts' dates.
    const oldest = sourcesOf(entry("github-copilot")).map((x) => x.checked).sort()[0]!;
    await expect(card).toContainText(`Checked ${shortDate(oldest)}`);
  });

  test("the home essay states the catalogue's real size", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(/This site's catalogue covers \d+ AI tools/)).toBeVisible();
    await expect(page.getByText("This site's catalogue covers 40+ AI tools")).toHaveCount(0);
  });
});
