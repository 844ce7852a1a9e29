import { describe, expect, it } from "vitest";
import { isLoopback, siteUrlWarning } from "./site-url-warning.mjs";

describe("the SITE_URL warning of npm start (issue 30)", () => {
  it("warns when SITE_URL is unset or empty and the server listens beyond loopback", () => {
    expect(siteUrlWarning(undefined, "0.0.0.0", 3000)).toMatch(/^SITE_URL is not set, and the server listens on 0\.0\.0\.0:3000/);
    expect(siteUrlWarning("  ", "192.168.1.20", 8080)).toContain("http://localhost:3000");
    expect(siteUrlWarning(undefined, "::", 3000)).not.toBeNull();
  });

  it("stays quiet on loopback or with SITE_URL set", () => {
    expect(siteUrlWarning(undefined, "127.0.0.1", 3000)).toBeNull();
    expect(siteUrlWarning(undefined, "localhost", 3000)).toBeNull();
    expect(siteUrlWarning(undefined, "::1", 3000)).toBeNull();
    expect(siteUrlWarning("https://example.org", "0.0.0.0", 3000)).toBeNull();
    expect(isLoopback("127.0.0.53")).toBe(true);
  });
});
