// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlatformLinks } from "@/components/finder/platform-links";
import type { Platform } from "@/lib/catalogue-schema";

const checked = { url: "https://lovable.dev/pricing", checked: "2025-10-15", kind: "vendor" as const };
const lovable: Platform = {
  id: "lovable",
  name: "Lovable",
  description: "A full-stack app builder that turns prompts into working web apps.",
  category: "code",
  capabilities: ["code"],
  pricing: {
    tier: "freemium",
    startingPrice: "$25/month",
    details: "Free daily credits; Pro from $25/month.",
    sources: { tier: checked, startingPrice: checked, details: [checked] },
  },
  strengths: ["One", "Two", "Three"],
  limits: ["No free plan for teams", "Credits reset every month"],
  useCases: ["app-development"],
  website: "https://lovable.dev",
  referral: { note: "Referral link: signing up through it may give you bonus credits." },
};

describe("PlatformLinks", () => {
  it("marks a configured referral link as sponsored and discloses it", () => {
    render(<PlatformLinks platform={{ ...lovable, referral: { ...lovable.referral!, url: "https://lovable.dev/invite/abc" } }} />);
    const link = screen.getByRole("link", { name: /Visit Lovable/ });
    expect(link).toHaveAttribute("href", "https://lovable.dev/invite/abc");
    expect(link).toHaveAttribute("rel", expect.stringContaining("sponsored"));
    expect(screen.getByText(/^Disclosure: Referral link/)).toBeInTheDocument();
  });

  it("shows a plain link and no disclosure when no referral link is configured", () => {
    render(<PlatformLinks platform={lovable} />);
    const link = screen.getByRole("link", { name: /Visit Lovable/ });
    expect(link).toHaveAttribute("href", "https://lovable.dev");
    expect(link.getAttribute("rel")).not.toContain("sponsored");
    expect(screen.queryByText(/Disclosure/)).not.toBeInTheDocument();
  });
});
