import { defineConfig } from "drizzle-kit";

// Migrations for the PostgreSQL store: `npx drizzle-kit generate --config drizzle.pg.config.ts`.
// They are applied by the app itself at start (server/db/pg-store.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema-pg.ts",
  out: "./server/db/migrations/pg",
});
