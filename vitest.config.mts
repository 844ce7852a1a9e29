import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${import.meta.dirname}/` },
      // `server-only` throws outside React Server Components; tests import server code directly.
      { find: /^server-only$/, replacement: path.join(import.meta.dirname, "tests/support/empty.ts") },
    ],
  },
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["node_modules/**", ".next/**", "tests/e2e/**"],
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration suites start real servers (PostgreSQL, SMTP, HTTP); keep them from fighting for 2 cores.
    maxWorkers: 2,
  },
});
