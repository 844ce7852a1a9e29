import { defineConfig } from "drizzle-kit";

// Migrations for the embedded SQLite store: `npx drizzle-kit generate --config drizzle.sqlite.config.ts`.
// They are applied by the app itself on first use (server/db/sqlite-store.ts).
export default defineConfig({
  dialect: "sqlite",
  schema: "./server/db/schema-sqlite.ts",
  out: "./server/db/migrations/sqlite",
});
