import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/server/env-schema";

describe("environment configuration", () => {
  it("gives working defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.LLM_TIMEOUT_MS).toBe(60_000);
    expect(env.BACKUP_DIR).toBe("./backups");
    expect(env.BACKUP_KEEP).toBe(14);
  });

  it("coerces numbers and trims a trailing slash from SITE_URL", () => {
    const env = parseEnv({ PORT: "8080", SITE_URL: "https://finder.example.org/" });
    expect(env.PORT).toBe(8080);
    expect(env.SITE_URL).toBe("https://finder.example.org");
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", SMTP_URL: "", LLM_BASE_URL: "", IMAGE_PROVIDER: "" });
    expect(env.IMAGE_PROVIDER).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LLM_BASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "not-a-number"],
    ["PORT", "70000"],
    ["SITE_URL", "localhost"],
    ["DATABASE_URL", "mysql://db/x"],
    ["SMTP_URL", "http://mail"],
    ["CONTACT_TO", "not-an-email"],
    ["LOG_LEVEL", "loud"],
    ["IMAGE_PROVIDER", "dalle"],
    ["IMAGE_TIMEOUT_MS", "0"],
    ["BACKUP_KEEP", "0"],
  ])("rejects a bad %s and names it", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`\\b${name}:`));
  });

  it("asks for IMAGE_BASE_URL when an image model provider is chosen by name", () => {
    expect(() => parseEnv({ IMAGE_PROVIDER: "automatic1111" })).toThrow(/IMAGE_BASE_URL: required when IMAGE_PROVIDER=automatic1111/);
    expect(parseEnv({ IMAGE_PROVIDER: "automatic1111", IMAGE_BASE_URL: "http://gpu-box:7860" }).IMAGE_PROVIDER).toBe("automatic1111");
    expect(parseEnv({ IMAGE_PROVIDER: "offline" }).IMAGE_PROVIDER).toBe("offline");
  });

  it("lists every bad variable at once", () => {
    try {
      parseEnv({ PORT: "x", SITE_URL: "nope" });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/PORT:/);
      expect(String(error)).toMatch(/SITE_URL:/);
    }
  });

  it("requires CONTACT_TO once SMTP_URL is set, so mail has somewhere to go", () => {
    expect(() => parseEnv({ SMTP_URL: "smtp://mail.example.com:587" })).toThrow(/\bCONTACT_TO: is required when SMTP_URL is set/);
    expect(parseEnv({ SMTP_URL: "smtp://mail.example.com:587", CONTACT_TO: "owner@example.com" }).CONTACT_TO).toBe("owner@example.com");
  });
});
