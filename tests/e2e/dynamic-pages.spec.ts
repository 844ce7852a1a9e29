import { expect, test } from "@playwright/test";

// Issue 16: every page whose answer depends on its query string renders fully without JavaScript,
// from the server, the same when it is rendered and when it is answered from the page cache; a
// non-canonical URL lands on its canonical form. (docs/decisions/0090-dynamic-page-cache.md)

const pages = [
  {
    shared: "/?use=code,images&sort=best&utm_source=chat",
    canonical: "/?use=images,code",
    check: /platforms match your criteria/,
  },
  {
    shared: "/?budget=20&free=1&use=marketing,video&sort=price",
    canonical: "/?use=video,marketing&free=1&budget=20&sort=price",
    check: /platforms match your criteria/,
  },
  { shared: "/search?q=%20slides%20%20&sort=best", canonical: "/search?q=slides", check: /Results for “slides”/ },
  { shared: "/platforms?sort=price&budget=20&free=1&category=nope", canonical: "/platforms?free=1&budget=20&sort=price", check: /platforms? shown/ },
  { shared: "/compare?ids=Claude,%20chatgpt,claude&use=code,images&ref=x", canonical: "/compare?ids=claude,chatgpt&use=images,code", check: /Claude vs ChatGPT/ },
];

test.describe("dynamic pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { shared, canonical, check } of pages) {
    test(`${shared} lands on ${canonical} and renders the same from the cache`, async ({ page, browser }) => {
      const first = await page.goto(shared);
      expect(first?.status()).toBe(200);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(canonical);
      await expect(page.getByText(check).first()).toBeVisible();
      const fresh = await page.locator("main").innerText();

      // Another visitor (no browser cache, which would revalidate into a 304) gets the cached copy.
      const other = await browser.newContext({ javaScriptEnabled: false });
      const otherPage = await other.newPage();
      const again = await otherPage.goto(canonical);
      expect(again?.status()).toBe(200);
      expect(again?.headers()["x-page-cache"]).toBe("HIT");
      expect(again?.headers()["cache-control"]).toMatch(/^public, .*s-maxage=\d+/);
      expect(await otherPage.locator("main").innerText()).toBe(fresh);
      await other.close();
    });
  }

  test("the finder's results are in the HTML, and the page carries only the platforms they need", async ({ page, request }) => {
    await page.goto("/?use=images,code");
    const cards = page.getByRole("region", { name: /platforms match your criteria/ }).getByRole("heading", { level: 3 });
    const count = await cards.count();
    expect(count).toBeGreaterThan(3);
    await expect(page.getByRole("heading", { name: `${count} platforms match your criteria` })).toBeVisible();
    // A platform matching neither use case is not in the page at all (no second copy of the catalogue).
    // The cards are markup (an apostrophe is written &#x27;), not a payload of platforms beside it.
    const html = (await (await request.get("/?use=images,code")).text()).replaceAll("&#x27;", "'");
    expect(html).not.toContain("Duolingo's top subscription");
    expect(html).toContain("GitHub's AI coding assistant");
  });
});

test("a repeated dynamic URL revalidates with a 304", async ({ request }) => {
  // The first render is sent unchecked and private; the copies served from the cache carry the ETag.
  await request.get("/search?q=logo");
  const first = await request.get("/search?q=logo");
  expect(first.headers()["x-page-cache"]).toBe("HIT");
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^W\//);
  const again = await request.get("/search?q=logo", { headers: { "if-none-match": etag ?? "" } });
  expect(again.status()).toBe(304);
});
