import { execFileSync } from "node:child_process";
import { wholeSitemap } from "@/tests/support/sitemap";
import { expect, test, type Page } from "@playwright/test";
import { watchLoopback } from "@/tests/support/watch-loopback-run";

/**
 * The owner's console (issue 29) in Chromium with a virtual authenticator (CDP WebAuthn): an owner
 * set up by the CLI registers a passkey, signs in, handles a message sent through the public form
 * and a reader's correction, and signs out. Without a session every console page redirects and
 * every action answers 401; a cross-site request is refused; the console is in no sitemap, no
 * visitor page and no cache.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Passkeys need a host name (not 127.0.0.1): the console is opened at localhost (CONSOLE_ORIGIN).
const ORIGIN = `http://localhost:${PORT}`;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** `npm run console -- ...` against the e2e server's data folder. */
function cli(...args: string[]): string {
  return execFileSync("npx", ["tsx", "--conditions=react-server", "scripts/console.ts", ...args], {
    env: { ...process.env, DATA_DIR: "test-results/e2e-data", CONSOLE_ORIGIN: ORIGIN, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
}

const setupLinkIn = (output: string) => /http:\/\/localhost:\d+\/console\/setup#[\w-]+/.exec(output)?.[0] ?? "";

async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

test.describe("the owner's console", () => {
  test("CLI setup link -> passkey -> sign in -> a message from the public form -> mark replied -> a correction beside its fact -> sign out", async ({ page }) => {
    test.setTimeout(180_000);
    const owner = unique("Owner");
    const link = setupLinkIn(cli("add-owner", owner));
    expect(link).not.toBe("");
    await addAuthenticator(page);

    // A visitor writes through the public contact form, and another sends a correction.
    const marker = unique("console-e2e");
    await page.goto(`${ORIGIN}/contact`);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Dana Reader");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("dana@example.com");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(`Can you help us choose a tool? ${marker}`);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(/Message sent|Thank you/i).first()).toBeVisible();
    await page.goto(`${ORIGIN}/platforms/claude`);
    await page.getByRole("button", { name: "Suggest a correction" }).click();
    await page.getByRole("combobox", { name: "Which fact is wrong?" }).selectOption("Starting price");
    await page.getByRole("textbox", { name: "What is right?" }).fill(`Pro now costs $21/month (${marker})`);
    await page.getByRole("button", { name: "Send correction" }).click();
    await expect(page.getByRole("status")).toHaveText(/Thank you! Your correction was sent/);

    // The one-time link registers a passkey and signs the owner in.
    await page.goto(link);
    await page.getByRole("button", { name: "Create a passkey for the console" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${owner}`)).toBeVisible();
    await expect(page).toHaveURL(`${ORIGIN}/console`);

    // Sign out, then in again with the passkey alone.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    await page.goto(`${ORIGIN}/console`);
    await expect(page).toHaveURL(`${ORIGIN}/console/sign-in`);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

    // The message is in the inbox, with a reply link; marked replied it leaves the open list.
    const item = page.getByRole("listitem").filter({ hasText: marker }).filter({ hasText: "Dana Reader" });
    await expect(item).toContainText("Delivery: pending");
    await expect(item.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute("href", /^mailto:dana@example\.com\?subject=/);
    await item.getByRole("button", { name: "Mark replied" }).click();
    await expect(item).toHaveCount(0);
    await page.goto(`${ORIGIN}/console?state=replied&q=${marker}`);
    await expect(page.getByRole("listitem").filter({ hasText: "Dana Reader" })).toContainText("State: replied");

    // A change from a signed-in browser still needs the page's CSRF token and the console's origin.
    const id = await page.locator("[data-message-id]").first().getAttribute("data-message-id");
    const noToken = await page.request.post(`${ORIGIN}/console/api/message`, { headers: { Origin: ORIGIN }, data: { id, action: "archived" } });
    expect(noToken.status()).toBe(403);
    const crossSite = await page.request.post(`${ORIGIN}/console/api/message`, { headers: { Origin: "https://attacker.example" }, data: { id, action: "archived" } });
    expect(crossSite.status()).toBe(403);

    // The correction sits beside the facts it concerns, with their sources and quotes.
    await page.goto(`${ORIGIN}/console/corrections`);
    const correction = page.getByRole("listitem").filter({ hasText: marker });
    await expect(correction).toContainText("Reader's correction to Claude");
    await expect(correction.getByLabel("The facts it concerns")).toContainText("startingPrice");
    await expect(correction.locator("blockquote").first()).not.toBeEmpty();
    await correction.getByRole("textbox", { name: "Note on the decision" }).fill("Checked the pricing page: right.");
    await correction.getByRole("button", { name: "Accept" }).click();
    await expect(correction).toContainText("Accepted by");
    await expect(correction).toContainText("content/platforms/claude.json");

    // Health and insight answer for a signed-in owner.
    await page.goto(`${ORIGIN}/console/health`);
    await expect(page.getByText("Messages waiting for delivery")).toBeVisible();
    await expect(page.getByText(/^SQLite, \d+\.\d MB$/)).toBeVisible();
    await page.goto(`${ORIGIN}/console/insight`);
    await expect(page.getByRole("heading", { name: "Searches that found nothing" })).toBeVisible();

    // Page views, counted per page and day: the most-viewed platforms and articles over 7 and 30 days.
    // The watcher (against loopback vendors) flags a fact of Krea and one of FLUX; Krea is viewed, FLUX
    // (which no test visits) is not, so Krea's fact comes first on the list of facts to re-check.
    watchLoopback("test-results/e2e-data", "krea", "gone");
    watchLoopback("test-results/e2e-data", "flux", "gone");
    const viewsOf = (text: string) => Number(/\((\d+) views?\)/.exec(text)?.[1] ?? 0);
    const kreaLine = (days: number) => page.getByRole("region", { name: `Most-viewed platforms, last ${days} days` }).getByRole("listitem").filter({ hasText: "Krea" });
    // (The e2e data folder outlives a run: count from what is there.)
    await page.goto(`${ORIGIN}/console/insight`);
    const before = (await kreaLine(7).count()) ? viewsOf(await kreaLine(7).innerText()) : 0;
    for (let i = 0; i < 3; i++) await page.goto(`${ORIGIN}/platforms/krea`);
    await page.goto(`${ORIGIN}/blog/ai-coding-tools`);
    // Views are written every few seconds, so the three visits may land in two writes: wait for all three.
    await expect(async () => {
      await page.goto(`${ORIGIN}/console/insight`);
      for (const days of [7, 30]) {
        expect(viewsOf(await kreaLine(days).innerText({ timeout: 1_000 }))).toBeGreaterThanOrEqual(before + 3);
        await expect(page.getByRole("region", { name: `Most-viewed articles, last ${days} days` }).getByRole("link", { name: /^Best AI Coding Tools/ })).toBeVisible({ timeout: 1_000 });
      }
    }).toPass({ timeout: 30_000 });
    await page.goto(`${ORIGIN}/console/sources`);
    const rows = await page.getByRole("row").allInnerTexts();
    const krea = rows.findIndex((r) => r.includes("Krea: tier"));
    const flux = rows.findIndex((r) => r.includes("FLUX (Black Forest Labs): tier"));
    expect(krea).toBeGreaterThan(0);
    expect(flux).toBeGreaterThan(krea);
    watchLoopback("test-results/e2e-data", "krea");
    watchLoopback("test-results/e2e-data", "flux");

    // The audit log says who did what.
    await page.goto(`${ORIGIN}/console/audit`);
    for (const action of ["passkey.registered", "signed-in", "signed-out", "message.replied", "correction.accepted"]) await expect(page.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();

    await page.goto(`${ORIGIN}/console`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
    await page.goto(`${ORIGIN}/console/audit`);
    await expect(page).toHaveURL(`${ORIGIN}/console/sign-in`);

    // The setup link worked once.
    await page.goto(link);
    await page.getByRole("button", { name: "Create a passkey for the console" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This setup link is not valid" })).toBeVisible();
  });

  test("without a session every page redirects and every action answers 401; cross-site requests are refused", async ({ request }) => {
    for (const path of ["/console", "/console/corrections", "/console/sources", "/console/insight", "/console/health", "/console/audit"]) {
      const response = await request.get(`${ORIGIN}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers()["location"], path).toMatch(/\/console\/sign-in$/);
      expect(response.headers()["cache-control"], path).toContain("no-store");
    }
    const csv = await request.get(`${ORIGIN}/console/messages.csv`);
    expect(csv.status()).toBe(401);
    const body = { id: "00000000-0000-4000-8000-000000000000", action: "replied", decision: "accepted", note: "n" };
    for (const action of ["message", "decide", "sign-out"]) {
      const sameSite = await request.post(`${ORIGIN}/console/api/${action}`, { headers: { Origin: ORIGIN }, data: body });
      expect(sameSite.status(), action).toBe(401);
      expect(sameSite.headers()["cache-control"]).toBe("no-store");
    }
    for (const action of ["message", "decide", "sign-out", "signin-options", "signin-verify", "setup-options", "setup-verify"]) {
      const fromElsewhere = await request.post(`${ORIGIN}/console/api/${action}`, { headers: { Origin: "https://attacker.example" }, data: body });
      expect(fromElsewhere.status(), action).toBe(403);
      expect((await fromElsewhere.json()).error).toContain("did not come from the console's own page");
      const noOrigin = await request.post(`${ORIGIN}/console/api/${action}`, { headers: { "Sec-Fetch-Site": "cross-site" }, data: body });
      expect(noOrigin.status(), action).toBe(403);
    }
  });

  test("the console is in no sitemap, linked from no visitor page, never cached, and noindex", async ({ request, page }) => {
    const sitemap = (await wholeSitemap(async (path) => (await request.get(path)).text())).text;
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toContain("/console");
    for (const path of ["/", "/contact", "/platforms/claude", "/search?q=nothing-matches-this", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.locator(`a[href^="/console"], a[href*="localhost:${PORT}/console"], a[href*="127.0.0.1:${PORT}/console"]`), path).toHaveCount(0);
    }
    const first = await request.get(`${ORIGIN}/console/sign-in`);
    const second = await request.get(`${ORIGIN}/console/sign-in`);
    for (const response of [first, second]) {
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toContain("no-store");
      expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.headers()["etag"]).toBeUndefined();
      expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    }
    // Rendered per request: each answer carries its own nonce, never a stored copy's.
    const nonce = (r: typeof first) => /'nonce-([^']+)'/.exec(r.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce(first)).not.toBe(nonce(second));
    expect(await first.text()).toMatch(/<meta name="robots" content="noindex, nofollow/);
  });
});
