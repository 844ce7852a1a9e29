import { describe, expect, it } from "vitest";
import { chosenProvider, providerFromSettings } from "@/server/images/select";

const base = { IMAGE_MODEL: "gpt-image-1", IMAGE_TIMEOUT_MS: 120_000 } as const;

describe("image provider selection", () => {
  it("uses the offline renderer when nothing is configured", () => {
    expect(chosenProvider({ ...base })).toBe("offline");
    expect(chosenProvider({ ...base, IMAGE_BASE_URL: "https://api.example.com" })).toBe("offline");
    expect(providerFromSettings({ ...base }).offline).toBe(true);
  });

  it("uses the OpenAI-compatible API when a base URL and key are set", () => {
    const settings = { ...base, IMAGE_BASE_URL: "https://api.example.com/v1", IMAGE_API_KEY: "sk-x" };
    expect(chosenProvider(settings)).toBe("openai");
    expect(providerFromSettings(settings).label).toBe("gpt-image-1 (OpenAI-compatible images API)");
  });

  it("follows IMAGE_PROVIDER when it is set", () => {
    expect(chosenProvider({ ...base, IMAGE_PROVIDER: "offline", IMAGE_BASE_URL: "https://api.example.com", IMAGE_API_KEY: "k" })).toBe("offline");
    const a1111 = providerFromSettings({ ...base, IMAGE_PROVIDER: "automatic1111", IMAGE_BASE_URL: "http://gpu-box:7860" });
    expect(a1111.id).toBe("automatic1111");
    expect(() => providerFromSettings({ ...base, IMAGE_PROVIDER: "openai" })).toThrow(/IMAGE_BASE_URL/);
  });
});
