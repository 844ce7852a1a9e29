import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { storedMessages } from "../support/stored-messages";

// 'Suggest a correction' on the pre-rendered platform pages (issue 17, docs/decisions/0017).
const ENDPOINT = "**/functions/v1/suggest-correction";

function form(page: Page) {
  return {
    open: page.getByRole("button", { name: "Suggest a correction" }),
    fact: page.getByRole("combobox", { name: "Which fact is wrong?" }),
    correction: page.getByRole("textbox", { name: "What is right?" }),
    source: page.getByRole("textbox", { name: /^Source/ }),
    email: page.getByRole("textbox", { name: /^Your email/ }),
    send: page.getByRole("button", { name: /^(Send correction|Sending\.\.\.)$/ }),
  };
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe("suggest a correction", () => {
  test("the form's script loads on intent, not with the page, and the form opens on click", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto("/platforms/claude");
    await page.waitForLoadState("networkidle");
    const f = form(page);
    await expect(f.open).toHaveAttribute("aria-expanded", "false");
    await expect(f.correction).toHaveCount(0);
    const atLoad = scripts.length;

    await f.open.hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(atLoad);
    await f.open.click();
    await expect(f.open).toHaveAttribute("aria-expanded", "true");
    await expect(f.fact).toBeFocused();
    await expect(f.correction).toHaveAttribute("required", "");
  });

  for (const platform of ["claude", "midjourney"]) {
    test(`a correction sent from /platforms/${platform} is stored with its platform id`, async ({ page }) => {
      const marker = unique("e2e-correction");
      await page.goto(`/platforms/${platform}`);
      const f = form(page);
      await f.open.click();
      await f.fact.selectOption("Starting price");
      await f.correction.fill(`The plan now costs $21/month (${marker})`);
      await f.source.fill("https://example.com/pricing");
      await f.email.fill("reader@example.com");
      await f.send.click();

      await expect(page.getByRole("status")).toHaveText(/Thank you! Your correction was sent/);
      await expect(f.correction).toHaveValue("");
      const stored = storedMessages().find((m) => m.message.includes(marker));
      expect(stored).toMatchObject({ kind: "correction", platformId: platform, email: "reader@example.com", status: "pending" });
      expect(stored?.message).toContain("Which fact: Starting price");
      expect(stored?.message).toContain("Source: https://example.com/pricing");
    });
  }

  test("the browser requires what is right before anything is sent", async ({ page }) => {
    let requests = 0;
    page.on("request", (r) => {
      if (r.url().includes("/functions/v1/suggest-correction")) requests++;
    });
    await page.goto("/platforms/claude");
    const f = form(page);
    await f.open.click();
    await f.send.click();
    expect(await f.correction.evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing)).toBe(true);
    await expect(f.correction).toBeFocused();
    expect(requests).toBe(0);
  });

  test("shows the server's field errors next to their fields, focuses the first, and passes axe", async ({ page }) => {
    await page.goto("/platforms/claude");
    const f = form(page);
    await f.open.click();
    await f.correction.fill("x".repeat(2_001));
    await f.email.fill("reader@localhost");
    await f.send.click();

    await expect(page.getByRole("alert").filter({ hasText: "Please keep your correction under 2,000 characters." })).toBeVisible();
    await expect(f.correction).toHaveAttribute("aria-invalid", "true");
    await expect(f.correction).toHaveAccessibleDescription("Please keep your correction under 2,000 characters.");
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAccessibleDescription(/valid email address/);
    await expect(f.correction).toBeFocused();
    await expect(page.getByRole("alert").filter({ hasText: "could not be sent" })).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    await f.correction.fill("Pro is $20/month.");
    await expect(f.correction).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a bot that fills the hidden field is answered like a person, and nothing is stored", async ({ page }) => {
    const marker = unique("e2e-correction-bot");
    const answers: number[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/functions/v1/suggest-correction")) answers.push(r.status());
    });
    await page.goto("/platforms/claude");
    const f = form(page);
    await f.open.click();
    await f.correction.fill(`Buy cheap watches (${marker})`);
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await f.send.click();

    await expect(page.getByRole("status")).toHaveText(/Thank you! Your correction was sent/);
    expect(answers).toEqual([201]);
    expect(storedMessages().some((m) => m.message.includes(marker))).toBe(false);
  });

  test("the hidden field is out of the keyboard's way and hidden from assistive technology", async ({ page }) => {
    await page.goto("/platforms/claude");
    await form(page).open.click();
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
  });

  test("keeps what was typed and says so when the server is unreachable", async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.abort("connectionrefused"));
    await page.goto("/platforms/claude");
    const f = form(page);
    await f.open.click();
    await f.correction.fill("Kept after a failure.");
    await f.send.click();
    await expect(page.getByRole("alert").filter({ hasText: "could not be sent" })).toBeVisible();
    await expect(f.correction).toHaveValue("Kept after a failure.");
  });
});
