import "server-only";
import path from "node:path";

/**
 * The committed drizzle-kit migrations, resolved from the project root (process.cwd()) rather than
 * from this file: inside the Next.js server bundle this file's own location is a build chunk.
 */
export function migrationsFolder(dialect: "sqlite" | "pg"): string {
  return path.join(process.cwd(), "server", "db", "migrations", dialect);
}
