import { expect, test, type Page } from "@playwright/test";

// Issue 25 (docs/decisions/0188-chat-state-as-data.md): the widget keeps what the last answer
// listed, as the server sent it, and the page it is open on; the assistant's own sentences follow
// the visitor's language.

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Open AI chat assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Chat Assistant" });
  const input = dialog.getByRole("textbox", { name: "Your question" });
  const ask = async (question: string) => {
    await input.fill(question);
    await input.press("Enter");
    await expect(dialog.getByRole("log").getByText(question)).toBeVisible();
    // The reply has finished when the input is enabled again.
    await expect(input).toBeEnabled();
    return dialog.locator(".bg-slate-100").last();
  };
  return { dialog, ask };
}

test.describe("chat keeps the conversation as data", () => {
  test("after a list, 'does the first one have an iPhone app?' answers about the first platform listed", async ({ page }) => {
    const sent: { state?: { listed: string[] }; page?: string }[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/functions/v1/ai-chat") && r.method() === "POST") sent.push(r.postDataJSON() as (typeof sent)[number]);
    });
    await page.goto("/");
    const { ask } = await openChat(page);
    const list = await ask("best tools for logos");
    const firstListed = list.locator("ol > li").first().getByRole("link").first();
    const name = (await firstListed.textContent())!.trim();
    const href = (await firstListed.getAttribute("href"))!;
    expect(href).toMatch(/^\/platforms\/[a-z0-9-]+$/);

    const reply = await ask("does the first one have an iPhone app?");
    await expect(reply.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
    await expect(reply).toContainText(`whether it runs on iOS`);
    await expect(reply.getByRole("link", { name: `Everything we record about ${name}` })).toHaveAttribute("href", `${href}#attributes`);

    // The second request carried the list as the server stated it, first entry first, and the page.
    expect(sent[0]!.state).toBeUndefined();
    expect(sent[0]!.page).toBe("/");
    expect(sent[1]!.state?.listed[0]).toBe(href.replace("/platforms/", ""));
  });

  test("on a platform's page, 'is it free?' answers about that platform", async ({ page }) => {
    await page.goto("/platforms/midjourney");
    const { ask } = await openChat(page);
    const reply = await ask("is it free?");
    await expect(reply.getByRole("link", { name: "Midjourney", exact: true }).first()).toHaveAttribute("href", "/platforms/midjourney");
    await expect(reply).toContainText("is paid, with no free plan in the catalogue");
  });

  test("a question in Spanish gets the assistant's sentences in Spanish, with the links and names intact", async ({ page }) => {
    await page.goto("/");
    const { ask } = await openChat(page);
    const reply = await ask("¿qué app para hacer logos gratis?");
    await expect(reply).toContainText("Mejores resultados del catálogo para");
    await expect(reply).toContainText("solo planes gratuitos o freemium");
    await expect(reply).not.toContainText("Top matches");
    const first = reply.locator("ol > li").first().getByRole("link").first();
    await expect(first).toHaveAttribute("href", /^\/platforms\/[a-z0-9-]+$/);
    await expect(reply.getByRole("link", { name: /^Ver todas las herramientas de/ })).toHaveAttribute("href", /^\/\?use=/);
  });
});
