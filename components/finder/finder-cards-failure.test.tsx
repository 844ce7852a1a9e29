// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Finder } from "@/components/finder/finder";
import { finderTilesMarkup } from "@/components/finder/use-case-tiles";
import type { Platform } from "@/lib/catalogue-schema";

// The cards' chunk fails to load while `chunk.fail` (no connection, or a deploy that removed it).
const chunk = { fail: true };
const loadCardsChunk = () => (chunk.fail ? Promise.reject(new Error("Failed to load chunk")) : import("@/components/finder/finder-cards"));

const checked = { url: "https://example.org/pricing", checked: "2025-10-15", kind: "vendor" as const };
const platform: Platform = {
  id: "gamma",
  name: "Gamma",
  description: "Gamma codes.",
  category: "code",
  capabilities: ["code"],
  strengths: ["One", "Two", "Three"],
  limits: ["Limit one", "Limit two"],
  website: "https://example.org",
  useCases: ["code"],
  pricing: { tier: "free", details: "Always free.", sources: { tier: checked, details: [checked] } },
};

describe("the finder when its cards cannot be loaded", () => {
  it("says so in place of the cards, keeps the page, and tries again on the next selection", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const tiles = <ul aria-label="Use cases" dangerouslySetInnerHTML={{ __html: finderTilesMarkup([]).value }} />;
    render(<Finder tiles={tiles} initialSelection={[]} platforms={[platform]} loadCardsChunk={loadCardsChunk} />);
    await userEvent.click(screen.getByRole("button", { name: "Code Assistance" }));
    expect(await screen.findByText("The platforms could not be loaded. Check your connection and select a use case again.")).toBeInTheDocument();
    // The rest of the finder is still there and answers.
    expect(screen.getByRole("heading", { name: "1 platforms match your criteria" })).toBeInTheDocument();
    chunk.fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Code Assistance" }));
    await userEvent.click(screen.getByRole("button", { name: "Code Assistance" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Gamma" })).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
