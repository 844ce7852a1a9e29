import { expect, test } from "@playwright/test";
import { storedMessages } from "../support/stored-messages";

/** 'Suggest a tool' (issue 29): reached from an empty search and the 404 page, stored like a contact message. */
const unique = (prefix: string) => `${prefix}${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test.describe("suggest a tool", () => {
  test("from a search that found nothing: the form starts with the words searched, and the suggestion is stored", async ({ page }) => {
    const word = unique("zyxtool");
    await page.goto(`/search?q=${word}`);
    await page.getByRole("link", { name: "Suggest a tool" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Suggest a tool" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Tool name" })).toHaveValue(word);
    await page.getByRole("textbox", { name: "Its website" }).fill("https://zyx.example/");
    await page.getByRole("textbox", { name: "Why it belongs here" }).fill("It writes slides from notes, and many readers ask for it.");
    await page.getByRole("button", { name: "Send suggestion" }).click();
    await expect(page.getByRole("status")).toHaveText(/Thank you! Your suggestion was sent/);
    const stored = storedMessages().find((m) => m.message.includes(word));
    expect(stored).toMatchObject({ kind: "suggestion", status: "pending" });
    expect(stored?.message).toContain("Site: https://zyx.example/");
  });

  test("the 404 page links to it", async ({ page }) => {
    await page.goto("/no-such-page-here");
    await page.getByRole("link", { name: "Suggest a tool" }).click();
    await expect(page).toHaveURL(/\/suggest-a-tool$/);
  });

  test("the endpoint: a clear 400 per field, one message per Idempotency-Key, the honeypot stores nothing", async ({ request }) => {
    const bad = await request.post("/functions/v1/suggest-tool", { data: { name: "X", toolUrl: "not a url", why: "" } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fields).toMatchObject({ toolUrl: "Please enter the tool's web address, starting with https://." });
    const name = unique("Keyed");
    const key = `key-${name}`;
    const body = { name, toolUrl: "https://keyed.example", why: "Because readers ask." };
    const first = await request.post("/functions/v1/suggest-tool", { data: body, headers: { "Idempotency-Key": key } });
    const again = await request.post("/functions/v1/suggest-tool", { data: body, headers: { "Idempotency-Key": key } });
    expect(first.status()).toBe(201);
    expect((await again.json()).id).toBe((await first.json()).id);
    const bot = unique("Bot");
    expect((await request.post("/functions/v1/suggest-tool", { data: { ...body, name: bot, website: "https://spam.example" } })).status()).toBe(201);
    const stored = storedMessages();
    expect(stored.filter((m) => m.message.includes(name))).toHaveLength(1);
    expect(stored.some((m) => m.message.includes(bot))).toBe(false);
  });
});
