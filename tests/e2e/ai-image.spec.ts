import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

const OFFLINE = "Offline preview (no AI model configured)";
/** How long a generated image may take to show: the page allows up to a minute; a loaded CI machine has taken over 5 s for the offline preview. */
const GENERATED = 20_000;

/** Holds requests to the image function until release() is called, to see the busy state. */
async function holdImageRequests(page: Page) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/functions/v1/ai-image", async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

function countImageRequests(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/functions/v1/ai-image")) sent.push(request.postData() ?? "");
  });
  return sent;
}

test.describe("AI image generator", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/ai-image");
    await expect(page.getByRole("heading", { level: 1, name: "AI Image Generator" })).toBeVisible();
  });

  test("a blank prompt sends nothing and shows nothing", async ({ page }) => {
    const sent = countImageRequests(page);
    const prompt = page.getByLabel("Describe your image");
    await expect(prompt).toHaveAttribute("placeholder", /^e\.g\. .{20,}/);
    await prompt.fill("   \n  ");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeEnabled();
    await expect(page.getByRole("img", { name: /\S/ })).toHaveCount(0);

    // The next real prompt is the first request the page sends.
    await prompt.fill("A lighthouse by the sea");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByRole("img", { name: "A lighthouse by the sea" })).toBeVisible({ timeout: GENERATED });
    expect(sent).toEqual([JSON.stringify({ prompt: "A lighthouse by the sea" })]);
  });

  test("shows Generating... while busy, then the image with the prompt as alt text", async ({ page }) => {
    const release = await holdImageRequests(page);
    const prompt = "An orange cat sitting under a full moon";
    await page.getByLabel("Describe your image").fill(`  ${prompt}  `);
    await page.getByRole("button", { name: "Generate", exact: true }).click();

    const busy = page.getByRole("button", { name: "Generating..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    const image = page.getByRole("img", { name: prompt });
    await expect(image).toBeVisible({ timeout: GENERATED });
    await expect(image).toHaveAttribute("loading", "lazy");
    await expect(image).toHaveAttribute("src", /^\/images\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
    await expect(page.locator("figcaption")).toContainText(OFFLINE);
    await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeEnabled();

    const download = page.getByRole("link", { name: "Download image" });
    await expect(download).toHaveAttribute("href", (await image.getAttribute("src")) ?? "");
    await expect(download).toHaveAttribute("download", /^an-orange-cat-sitting-under-a-full-moon\.png$/);
  });

  test("generating again clears the previous image while busy", async ({ page }) => {
    await page.getByLabel("Describe your image").fill("A red house");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByRole("img", { name: "A red house" })).toBeVisible({ timeout: GENERATED });

    const release = await holdImageRequests(page);
    await page.getByLabel("Describe your image").fill("A blue boat");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await expect(page.getByRole("img", { name: "A red house" })).toHaveCount(0);
    release();
    await expect(page.getByRole("img", { name: "A blue boat" })).toBeVisible({ timeout: GENERATED });
  });

  test("an example prompt fills the box", async ({ page }) => {
    const example = page.getByRole("button", { name: "A sailboat on a turquoise sea with seagulls" });
    await example.click();
    await expect(page.getByLabel("Describe your image")).toHaveValue("A sailboat on a turquoise sea with seagulls");
    await expect(page.getByLabel("Describe your image")).toBeFocused();
  });

  test("shows the function's error text as a toast", async ({ page }) => {
    await page.route("**/functions/v1/ai-image", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "The image service is down for maintenance." }) }),
    );
    await page.getByLabel("Describe your image").fill("A castle");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByText("The image service is down for maintenance.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeEnabled();
    await expect(page.getByRole("img", { name: "A castle" })).toHaveCount(0);
  });

  test("shows 'Failed to generate image' when the request fails", async ({ page }) => {
    await page.route("**/functions/v1/ai-image", (route) => route.abort("failed"));
    await page.getByLabel("Describe your image").fill("A castle");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByText("Failed to generate image")).toBeVisible();
    await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeEnabled();
  });

  test("shows 'Failed to generate image' for an error without a message", async ({ page }) => {
    await page.route("**/functions/v1/ai-image", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await page.getByLabel("Describe your image").fill("A castle");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByText("Failed to generate image")).toBeVisible();
  });

  test("works with the keyboard alone", async ({ page }) => {
    const prompt = page.getByLabel("Describe your image");
    for (let i = 0; i < 20 && !(await prompt.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(prompt).toBeFocused();
    await page.keyboard.type("A robot in a flower garden");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Generate", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("img", { name: "A robot in a flower garden" })).toBeVisible({ timeout: GENERATED });
  });

  test("axe finds no violations with an image shown", async ({ page }) => {
    // Generating and then auditing the page: on a loaded machine the two together pass 30 s.
    test.setTimeout(90_000);
    await page.getByLabel("Describe your image").fill("A futuristic city skyline at night");
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(page.getByRole("img", { name: "A futuristic city skyline at night" })).toBeVisible({ timeout: GENERATED });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test("the image function answers JSON a person can read", async ({ request }) => {
  const blank = await request.post("/functions/v1/ai-image", { data: { prompt: "   " } });
  expect(blank.status()).toBe(400);
  expect(await blank.json()).toEqual({ error: "prompt: Please enter a prompt." });

  const made = await request.post("/functions/v1/ai-image", { data: { prompt: "A fox in the snow" } });
  expect(made.status()).toBe(200);
  const body = (await made.json()) as { imageUrl: string; provider: string; offline: boolean };
  expect(body).toMatchObject({ provider: OFFLINE, offline: true });
  const image = await request.get(body.imageUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/images/not-an-image.png")).status()).toBe(404);
});
