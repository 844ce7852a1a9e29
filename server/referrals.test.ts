import { afterEach, describe, expect, it, vi } from "vitest";
import { platforms } from "@/lib/catalogue";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("withReferrals", () => {
  it("drops the referral when the operator has not configured a link", async () => {
    const { withReferrals } = await import("@/server/referrals");
    expect(withReferrals(platforms).filter((p) => p.referral)).toEqual([]);
  });

  it("fills in the operator's link on the entry with a referral programme", async () => {
    vi.stubEnv("REFERRAL_URL", "https://lovable.dev/invite/abc");
    const { withReferrals } = await import("@/server/referrals");
    const referred = withReferrals(platforms).filter((p) => p.referral);
    expect(referred.map((p) => [p.id, p.referral?.url])).toEqual([["lovable", "https://lovable.dev/invite/abc"]]);
  });
});
