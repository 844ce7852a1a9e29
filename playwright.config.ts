import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    { name: "desktop-chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
  ],
  webServer: {
    // The production build (npm test builds first), on its own port and data folder.
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // TRUSTED_IP_HEADER: the fuzz test rotates client addresses through it, as a proxy would set them.
    // CONSOLE_ORIGIN: passkeys need a host name, so the console is opened at localhost (tests/e2e/console.spec.ts).
    env: { CONSOLE_ORIGIN: `http://localhost:${PORT}`, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: "test-results/e2e-data", LOG_LEVEL: "warn", TRUSTED_IP_HEADER: "x-forwarded-for", RATE_LIMIT_CONTACT_PER_HOUR: "1000", RATE_LIMIT_IMAGE_PER_MINUTE: "1000", RATE_LIMIT_CHAT_PER_MINUTE: "1000" },
  },
});
