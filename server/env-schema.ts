import { z } from "zod";

/**
 * Every environment variable the site reads, in one schema (docs/decisions/0005-one-env-schema.md).
 * `server/env.ts` parses it once for the app; `scripts/start.mjs` parses it before starting, so a
 * bad value stops the start with a message that names the variable.
 */
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).optional());
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Canonical base URL of the site, used in canonical links, the sitemap and Open Graph tags. */
  SITE_URL: z.url().default("http://localhost:3000").transform((u) => u.replace(/\/+$/, "")),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),

  /** The owner presented on the contact page and the author card. */
  OWNER_NAME: z.string().min(1).max(60).default("Alex Morgan"),
  OWNER_WEBSITE: optionalUrl,
  OWNER_LINKEDIN: optionalUrl,
  OWNER_X: optionalUrl,

  /** Your referral link for the catalogue entry that has a referral programme (Lovable). */
  REFERRAL_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url({ protocol: /^https$/ }).optional()),

  /** Folder for the SQLite database and stored images. */
  DATA_DIR: z.string().min(1).default("./data"),
  /** PostgreSQL connection string; when set it replaces the embedded SQLite database. */
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://").optional(),
  ),
  /** Where `npm run backup` writes its archives (`--dir` overrides), and how many it keeps (docs/decisions/0110). */
  BACKUP_DIR: z.string().min(1).default("./backups"),
  BACKUP_KEEP: positiveInt(14),
  REDIS_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().regex(/^rediss?:\/\//, "must start with redis://").optional()),

  /** SMTP for contact messages, e.g. smtp://user:pass@smtp.example.com:587. Without it messages stay stored. */
  SMTP_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional()),
  CONTACT_TO: z.preprocess((v) => (v === "" ? undefined : v), z.email().optional()),
  CONTACT_FROM: z.preprocess((v) => (v === "" ? undefined : v), z.email().optional()),

  /** Any OpenAI-compatible chat endpoint; without it the offline catalogue assistant answers. */
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
  LLM_TIMEOUT_MS: positiveInt(60_000),
  /** on: the model calls the catalogue as tools; off, for a model or server without tool calling: the facts go in the system prompt. */
  LLM_TOOLS: z.enum(["on", "off"]).default("on"),

  /** Image provider: OpenAI-compatible images API, Automatic1111/Forge, or the offline renderer. */
  IMAGE_PROVIDER: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["offline", "openai", "automatic1111"]).optional()),
  IMAGE_BASE_URL: optionalUrl,
  IMAGE_API_KEY: optionalString,
  IMAGE_MODEL: z.string().min(1).default("gpt-image-1"),
  IMAGE_TIMEOUT_MS: positiveInt(120_000),

  /** Header that carries the client IP when behind a trusted proxy (docs/decisions). Empty: none. */
  TRUSTED_IP_HEADER: z.preprocess((v) => (v === "" ? undefined : v), z.string().toLowerCase().optional()),
  RATE_LIMIT_CHAT_PER_MINUTE: positiveInt(20),
  RATE_LIMIT_IMAGE_PER_MINUTE: positiveInt(6),
  RATE_LIMIT_CONTACT_PER_HOUR: positiveInt(5),
  /** Sign-in attempts to the owner's console (passkey options and answers) per client per 15 minutes (docs/decisions/0140). */
  RATE_LIMIT_SIGNIN_PER_15_MINUTES: positiveInt(20),
  /**
   * The origin the owner's console is opened at (its passkeys are bound to this host); SITE_URL by
   * default. Passkeys need a host name (not an IP address) and HTTPS, or http://localhost.
   */
  CONSOLE_ORIGIN: z.preprocess((v) => (v === "" ? undefined : v), z.url().optional()),
  /**
   * Hours between two runs of the source watcher inside the server (docs/decisions/0142); unset or 0:
   * no schedule (run `npm run sources:check` yourself). With several instances, one runs it.
   */
  SOURCES_CHECK_EVERY_HOURS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().min(0).max(24 * 90).optional()),
  /** The public API and the MCP endpoint (docs/decisions/0071-api-rate-limit-tier.md). */
  RATE_LIMIT_API_PER_MINUTE: positiveInt(600),

  /**
   * The discovery engine's semantic signal beside its word index (docs/decisions/0185-semantic-signal.md):
   * off (words only) until it lifts the test split of the evaluation too.
   */
  SEMANTIC_SEARCH: z.enum(["on", "off"]).default("on"),
  /** Memory for rendered dynamic pages (docs/decisions/0090-dynamic-page-cache.md), in MiB. */
  PAGE_CACHE_MB: positiveInt(16),
  /** The server's JavaScript heap in MiB; read by scripts/heap-limit.mjs before this schema (docs/decisions/0092-heap-bound.md). */
  MAX_HEAP_MB: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(16).optional()),
}).superRefine((env, ctx) => {
  // A model provider chosen by name needs to know where the model is.
  if ((env.IMAGE_PROVIDER === "openai" || env.IMAGE_PROVIDER === "automatic1111") && !env.IMAGE_BASE_URL) {
    ctx.addIssue({ code: "custom", path: ["IMAGE_BASE_URL"], message: `required when IMAGE_PROVIDER=${env.IMAGE_PROVIDER}` });
  }
  if (env.SMTP_URL && !env.CONTACT_TO) {
    ctx.addIssue({ code: "custom", path: ["CONTACT_TO"], message: "is required when SMTP_URL is set: the address that receives contact messages" });
  }
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses an environment; throws an EnvError listing every bad variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}
