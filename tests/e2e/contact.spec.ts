import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { storedMessages } from "../support/stored-messages";

const ENDPOINT = "**/functions/v1/send-contact-email";

function form(page: Page) {
  return {
    name: page.getByRole("textbox", { name: "Name", exact: true }),
    email: page.getByRole("textbox", { name: "Email", exact: true }),
    message: page.getByRole("textbox", { name: "Message", exact: true }),
    send: page.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ }),
  };
}

function notices(page: Page) {
  return page.getByRole("region", { name: /Notifications/ });
}

/**
 * Waits for a notice to be read as a visitor reads it: visible, its entry transition ended. Mid-fade
 * its text is half transparent, and axe measures a contrast nobody sees (it failed CI once).
 */
async function settledNotice(page: Page, text: string) {
  const notice = notices(page).getByText(text);
  await expect(notice).toBeVisible();
  const toast = notice.locator("xpath=ancestor::*[@data-sonner-toast]");
  await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
}

test.describe("contact page", () => {
  test("shows the form, the consulting text and the share/related block", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    const f = form(page);
    for (const field of [f.name, f.email, f.message]) await expect(field).toHaveAttribute("required", "");
    await expect(f.email).toHaveAttribute("type", "email");
    await expect(f.message).toHaveCSS("min-height", "150px");
    await expect(f.send).toHaveText("Send Message");
    await expect(page.getByRole("heading", { level: 2, name: "What I can help you with" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How an engagement works" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What to include in your message" })).toBeVisible();
    const aside = page.getByRole("complementary", { name: "Share and related articles" });
    await expect(aside.getByRole("link", { name: /^Share on / })).toHaveCount(3);
    await expect(aside.getByRole("heading", { name: "Related articles" })).toBeVisible();
    await expect(aside.locator('a[href^="/blog/"]')).toHaveCount(3);
    await expect(page).toHaveTitle(/Contact .+AI tool consulting/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /choosing AI tools/);
  });

  test("sends a message: 'Sending...' while busy, then a success notice and cleared fields; the operator finds it stored", async ({ page }) => {
    const marker = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENDPOINT, async (route) => {
      await held; // hold the request so the busy state can be seen
      await route.continue();
    });

    await page.goto("/contact");
    const f = form(page);
    await f.name.fill("Ada Lovelace");
    await f.email.fill("ada@example.com");
    await f.message.fill(`Could you help us pick an AI writing tool? (${marker})`);
    await f.send.click();

    await expect(f.send).toHaveText("Sending...");
    await expect(f.send).toBeDisabled();
    release();

    await expect(notices(page).getByText("Message sent!")).toBeVisible();
    await expect(notices(page).getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible();
    await expect(f.name).toHaveValue("");
    await expect(f.email).toHaveValue("");
    await expect(f.message).toHaveValue("");
    await expect(f.send).toHaveText("Send Message");
    await expect(f.send).toBeEnabled();

    const stored = storedMessages().find((m) => m.message.includes(marker));
    expect(stored).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", status: "pending" });
  });

  test("a send whose reply was lost, sent again, is stored once: both carry one Idempotency-Key", async ({ page }) => {
    const marker = `e2e-retry-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const keys: (string | undefined)[] = [];
    let attempt = 0;
    await page.route(ENDPOINT, async (route) => {
      keys.push(route.request().headers()["idempotency-key"]);
      const response = await route.fetch(); // the server stores the message...
      if (++attempt === 1) return route.abort("connectionreset"); // ...and the reply is lost on the way back
      return route.fulfill({ response });
    });

    await page.goto("/contact");
    const f = form(page);
    await f.name.fill("Retry Visitor");
    await f.email.fill("retry@example.com");
    await f.message.fill(`My reply got lost (${marker})`);
    await f.send.click();
    await expect(notices(page).getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(f.message).toHaveValue(`My reply got lost (${marker})`);

    await f.send.click();
    await expect(notices(page).getByText("Message sent!")).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(storedMessages().filter((m) => m.message.includes(marker))).toHaveLength(1);
  });

  test("keeps the fields and shows the error notice when sending fails, and logs the error", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Internal error" }) }));

    await page.goto("/contact");
    const f = form(page);
    await f.name.fill("Grace Hopper");
    await f.email.fill("grace@example.com");
    await f.message.fill("This one will fail.");
    await f.send.click();

    await expect(notices(page).getByText("Error", { exact: true })).toBeVisible();
    await expect(notices(page).getByText("Failed to send message. Please try again.")).toBeVisible();
    await expect(f.name).toHaveValue("Grace Hopper");
    await expect(f.email).toHaveValue("grace@example.com");
    await expect(f.message).toHaveValue("This one will fail.");
    await expect(f.send).toBeEnabled();
    await expect.poll(() => errors.some((e) => e.includes("Contact form:") && e.includes("500"))).toBe(true);
  });

  test("the browser requires every field and a valid email before anything is sent", async ({ page }) => {
    let requests = 0;
    page.on("request", (r) => {
      if (r.url().includes("/functions/v1/send-contact-email")) requests++;
    });
    await page.goto("/contact");
    const f = form(page);

    await f.send.click();
    expect(await f.name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(f.name).toBeFocused();

    await f.name.fill("Alan Turing");
    await f.email.fill("not-an-email");
    await f.message.fill("Hello");
    await f.send.click();
    expect(await f.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(f.email).toBeFocused();

    await expect(notices(page).getByText("Message sent!")).toHaveCount(0);
    expect(requests).toBe(0);
  });

  test("shows the server's message next to a rejected field, announces it, and passes axe", async ({ page }) => {
    const emailMessage = "We could not accept this email address. Please check it.";
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ error: `email: ${emailMessage}`, fields: { email: emailMessage } }) }),
    );
    await page.goto("/contact");
    const f = form(page);
    await f.name.fill("Katherine Johnson");
    await f.email.fill("katherine@example.invalid");
    await f.message.fill("Checking the server-side messages.");
    await f.send.click();

    await expect(page.getByRole("alert").filter({ hasText: emailMessage })).toBeVisible();
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expect(f.email).toHaveAccessibleDescription(emailMessage);
    await expect(f.email).toBeFocused();
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
    await expect(f.message).toHaveValue("Checking the server-side messages.");
    await settledNotice(page, "Failed to send message. Please try again.");

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    await f.email.fill("katherine@example.com");
    await expect(page.getByText(emailMessage)).toHaveCount(0);
    await expect(f.email).not.toHaveAttribute("aria-invalid", "true");
  });

  test("works with the keyboard alone, skipping the hidden anti-spam field", async ({ page }) => {
    await page.goto("/contact");
    const f = form(page);
    for (let i = 0; i < 40 && !(await f.name.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(f.name).toBeFocused();
    await page.keyboard.type("Keyboard User");
    await page.keyboard.press("Tab");
    await expect(f.email).toBeFocused();
    await page.keyboard.type("keys@example.com");
    await page.keyboard.press("Tab");
    await expect(f.message).toBeFocused();
    await page.keyboard.type("Sent without a mouse.");
    await page.keyboard.press("Tab");
    await expect(f.send).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(notices(page).getByText("Message sent!")).toBeVisible();
    await expect(f.name).toHaveValue("");
    await expect(f.message).toHaveValue("");
  });

  test("passes axe after a message was sent", async ({ page }) => {
    await page.goto("/contact");
    const f = form(page);
    await f.name.fill("Axe Check");
    await f.email.fill("axe@example.com");
    await f.message.fill("Checking the notice for accessibility.");
    await f.send.click();
    await settledNotice(page, "Message sent!");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
