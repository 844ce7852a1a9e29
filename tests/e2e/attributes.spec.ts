import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// The attributes people filter by (issue 28), in a real browser: one filter family per face, each
// checked against the public API, which reads the same definitions.

type Listed = { data: { platform: { id: string; name: string } }[]; meta: { count: number; excluded: Record<string, number> } };

async function api(request: APIRequestContext, search: string): Promise<Listed> {
  const response = await request.get(`/api/v1/platforms${search}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Listed;
}

const count = async (page: Page, locator: ReturnType<Page["getByRole"]>) => Number((await locator.textContent())?.match(/\d+/)?.[0]);

test.describe("attribute filters", () => {
  test("finder: 'Has an API' and 'Runs on' narrow the ranked list, say what they left out, live in the URL and open cold", async ({ page, browser, request }) => {
    await page.goto("/");
    await page.getByRole("list", { name: "Use cases" }).getByRole("button", { name: "Code Assistance", exact: true }).click();
    const heading = page.getByRole("heading", { name: /platforms match your criteria/ });
    await expect(heading).toBeVisible();
    const before = await count(page, heading);

    await page.getByRole("checkbox", { name: "Has an API" }).check();
    await expect(page).toHaveURL(/\/\?use=code&api=1$/);
    const expected = await api(request, "?use=code&api=1");
    await expect(heading).toContainText(`${expected.meta.count} `);
    const note = page.getByText(/^Has an API: \d+ platforms? excluded \(\d+ have no API recorded\)\.$/);
    await expect(note).toBeVisible();
    expect((await count(page, heading)) + Number((await note.textContent())?.match(/: (\d+)/)?.[1])).toBe(before);

    await page.getByLabel("Where it runs").selectOption("cli");
    await expect(page).toHaveURL(/\/\?use=code&api=1&runs=cli$/);
    const both = await api(request, "?use=code&api=1&runs=cli");
    expect(both.meta.count).toBeGreaterThan(0);
    const names = page.getByRole("region", { name: /platforms? match/ }).getByRole("heading", { level: 3 });
    await expect(names).toHaveCount(both.meta.count);
    expect((await names.allTextContents()).sort()).toEqual(both.data.map((m) => m.platform.name).sort());

    const cold = await (await browser.newContext()).newPage();
    await cold.goto("/?use=code&api=1&runs=cli");
    await expect(cold.getByRole("checkbox", { name: "Has an API" })).toBeChecked();
    await expect(cold.getByLabel("Where it runs")).toHaveValue("cli");
    await expect(cold.getByRole("region", { name: /platforms? match/ }).getByRole("heading", { level: 3 })).toHaveCount(both.meta.count);
  });

  test("/platforms: 'Single sign-on (SSO)' filters without JavaScript and counts what it left out", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/platforms");
    await page.getByRole("checkbox", { name: "Single sign-on (SSO)" }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/platforms\?sso=1$/);
    const expected = await api(request, "?sso=1");
    const status = page.getByRole("status");
    await expect(status).toHaveText(`${expected.meta.count} platforms shown. Single sign-on (SSO): ${expected.meta.excluded.sso} platforms excluded (${expected.meta.excluded.sso} have no SSO recorded).`);
    await expect(page.getByRole("checkbox", { name: "Single sign-on (SSO)" })).toBeChecked();

    // 'Runs on your own machine', from a shared link: the names listed are the API's.
    await page.goto("/platforms?local=1");
    const local = await api(request, "?local=1");
    expect(local.meta.count).toBeGreaterThan(0);
    await expect(status).toHaveText(`${local.meta.count} platforms shown. Runs on your own machine: ${local.meta.excluded.local} platforms excluded (${local.meta.excluded.local} are not recorded as running locally).`);
    for (const m of local.data) await expect(page.getByRole("heading", { level: 3, name: m.platform.name, exact: true })).toBeVisible();
    await context.close();
  });

  test("/use-cases/{id}: 'Open source or open weights' and 'Runs on' filter a use case's page, rendered on the server", async ({ page, request }) => {
    await page.goto("/use-cases/code");
    await page.getByLabel("Where it runs").selectOption("cli");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/use-cases\/code\?runs=cli$/);
    const expected = await api(request, "?use=code&runs=cli");
    const list = page.getByRole("list", { name: "Platforms for Code Assistance" });
    expect((await list.getByRole("heading", { level: 3 }).allTextContents()).sort()).toEqual(expected.data.map((m) => m.platform.name).sort());
    await expect(page.getByRole("status")).toContainText(/^Runs on Command line: \d+ platforms? excluded \(\d+ are not recorded as running there\)\.$/);
    // Not indexed: the plain page is the canonical one.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await page.goto("/use-cases/images?open=1");
    const open = await api(request, "?use=images&open=1");
    expect(open.meta.count).toBeGreaterThan(0);
    const images = page.getByRole("list", { name: "Platforms for Image Creation" }).getByRole("heading", { level: 3 });
    await expect(images).toHaveCount(open.meta.count);
  });

  test("/search: attributes said in words put the platforms recorded as having them first, and say how to hide the others", async ({ page }) => {
    await page.goto("/search?q=coding+agent+that+works+in+the+terminal");
    await expect(page.getByText("Platforms recorded as running on Command line first: choose where it runs to hide the others.")).toBeVisible();
    await page.getByLabel("Where it runs").selectOption("cli");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/search\?q=coding\+agent\+that\+works\+in\+the\+terminal&runs=cli$/);
    await expect(page.getByRole("status").or(page.getByText(/Runs on Command line: \d+ platforms? excluded/)).first()).toBeVisible();
  });

  test("compare: the attributes the task asks for lead the table, marked 'Your pick'; the rest say 'Not recorded' where no source states them", async ({ page }) => {
    await page.goto("/compare?ids=chatgpt,claude,midjourney&sso=1&runs=ios");
    const table = page.getByRole("table", { name: "ChatGPT, Claude, Midjourney compared" });
    const rowHeaders = table.getByRole("rowheader");
    await expect(rowHeaders.nth(4)).toContainText("Runs on iOS");
    await expect(rowHeaders.nth(4)).toContainText("Your pick");
    await expect(rowHeaders.nth(5)).toContainText("Single sign-on (SSO)");
    await expect(table.getByRole("columnheader", { name: /What it has/ }).or(table.getByText(/What it has/)).first()).toBeVisible();
    await expect(page.getByText(/The rows your task asks about \(single sign-on \(SSO\) and runs on iOS\) come first/)).toBeVisible();
  });

  test("a platform page shows each attribute with the quote that states it, or 'Not recorded'", async ({ page, request }) => {
    const withApi = (await api(request, "?api=1&sort=name")).data[0]!.platform;
    await page.goto(`/platforms/${withApi.id}`);
    const section = page.getByRole("region", { name: "What it has" });
    const apiRow = section.getByRole("row", { name: /^API / });
    await expect(apiRow).toContainText(/Yes/);
    await expect(apiRow.locator("blockquote")).toHaveCount(1);
    await expect(section.getByRole("cell", { name: "Not recorded" }).first()).toBeVisible();
  });
});
