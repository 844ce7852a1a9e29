// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Finder } from "@/components/finder/finder";
import FinderCards from "@/components/finder/finder-cards";
import { finderTilesMarkup } from "@/components/finder/use-case-tiles";
import type { Platform } from "@/lib/catalogue-schema";
import { platformUseCases } from "@/lib/platform";
import type { UseCaseId } from "@/lib/use-cases";

/** The use-case buttons as the server renders them for a selection (the page puts them in a static block). */
const tiles = (selection: UseCaseId[]) => <ul aria-label="Use cases" dangerouslySetInnerHTML={{ __html: finderTilesMarkup(selection).value }} />;

const base: Pick<Platform, "category" | "capabilities" | "strengths" | "limits" | "website"> = {
  category: "chat-assistant",
  capabilities: ["text"],
  strengths: ["One", "Two", "Three"],
  limits: ["No free plan for teams", "Credits reset every month"],
  website: "https://example.org",
};
const checked = { url: "https://example.org/pricing", checked: "2025-10-15", kind: "vendor" as const };
const fixture: Platform[] = [
  { ...base, id: "alpha", name: "Alpha", description: "Alpha writes text.", useCases: ["text", "writing"], pricing: { tier: "paid", startingPrice: "$20/month", details: "Paid only.", sources: { tier: checked, startingPrice: checked, details: [checked] } } },
  { ...base, id: "beta", name: "Beta", description: "Beta writes and codes.", useCases: ["text", "writing", "code"], pricing: { tier: "freemium", startingPrice: "$10/month", details: "Free plan.", sources: { tier: checked, startingPrice: checked, details: [checked] } } },
  { ...base, id: "gamma", name: "Gamma", description: "Gamma is free.", useCases: ["code"], pricing: { tier: "free", details: "Always free.", sources: { tier: checked, details: [checked] } } },
];

/** The server's per-use-case files (app/catalogue/[file]/route.ts) over the fixture. */
const serveFiles = async (url: string | URL | Request) => {
  const id = String(url).match(/^\/catalogue\/([a-z-]+)\.json$/)?.[1];
  const serving = fixture.flatMap((platform, position) => (platformUseCases(platform).includes(id as UseCaseId) ? [{ platform, position }] : []));
  return id ? Response.json({ positions: serving.map((s) => s.position), platforms: serving.map((s) => s.platform) }) : new Response("no", { status: 404 });
};
const urls = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls.map((call) => String(call[0])).sort();

describe("Finder", () => {
  it("shows the spec's message when nothing matches", () => {
    render(<Finder tiles={tiles(["seo"])} initialSelection={["seo"]} platforms={fixture} />);
    expect(screen.getByRole("heading", { name: "0 platforms match your criteria" })).toBeInTheDocument();
    expect(screen.getByText("No platforms found for your selection. Try selecting different use cases.")).toBeInTheDocument();
  });

  it("ranks by matches, puts the platform whose main job was selected first among equals, and prices cards", async () => {
    render(<Finder tiles={tiles([])} initialSelection={[]} platforms={fixture} />);
    expect(screen.queryByText(/platforms match your criteria/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Code Assistance" }));
    await userEvent.click(screen.getByRole("button", { name: "Free" }));
    expect(screen.getByRole("heading", { name: "2 platforms match your criteria" })).toBeInTheDocument();
    // The server's buttons show the selection: the finder sets their pressed state.
    expect(screen.getByRole("button", { name: "Code Assistance" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Writing & Editing" })).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(screen.getByRole("button", { name: "Free" }));
    expect(screen.getByRole("button", { name: "Free" })).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(screen.getByRole("button", { name: "Free" }));
    // The cards are a chunk loaded when first needed (finder-cards.tsx).
    await screen.findByRole("heading", { level: 3, name: "Gamma" });
    const cards = within(screen.getByRole("region", { name: /platforms match/ })).getAllByRole("listitem").filter((li) => li.querySelector("h3"));
    // Both match Code Assistance and Free; code is Gamma's main job (its first use case), a side line of Beta's.
    expect(cards.map((c) => c.querySelector("h3")?.textContent)).toEqual(["Gamma", "Beta"]);
    expect(within(cards[0]!).getByText("Free", { selector: "p" })).toBeInTheDocument();
    // One rule beside the badge (issue 30): a freemium card names its free plan and its paid plans.
    expect(within(cards[1]!).getByText("Free plan · paid plans From $10/month")).toBeInTheDocument();
    expect(window.location.search).toBe("?use=code,free");
  });

  it("filters by free plan and budget, says what was excluded, sorts by price", async () => {
    render(<Finder tiles={tiles(["text", "code"])} initialSelection={["text", "code"]} platforms={fixture} />);
    expect(screen.getByRole("heading", { name: "3 platforms match your criteria" })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText("Free plan only"));
    expect(screen.getByRole("heading", { name: "2 platforms match your criteria" })).toBeInTheDocument();
    expect(screen.getByText("Free plan only: 1 platform excluded (1 have no free plan).")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "price");
    await screen.findByRole("heading", { level: 3, name: "Gamma" });
    const names = () => within(screen.getByRole("region", { name: /platforms match/ })).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(names()).toEqual(["Gamma", "Beta"]);
    await userEvent.click(screen.getByLabelText("Free plan only"));
    await userEvent.selectOptions(screen.getByLabelText("Budget"), "10");
    expect(names()).toEqual(["Gamma", "Beta"]);
    expect(screen.getByText(/^Up to \$10 a month: 1 platform excluded/)).toBeInTheDocument();
    expect(window.location.search).toBe("?use=text,code&budget=10&sort=price");
  });

  describe("on the static home page (no catalogue in the HTML)", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("loads a use case's platforms when the visitor reaches for it, then ranks", async () => {
      const fetchMock = vi.fn(serveFiles);
      vi.stubGlobal("fetch", fetchMock);
      render(<Finder tiles={tiles([])} initialSelection={[]} platforms={null} />);
      expect(fetchMock).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole("button", { name: "Code Assistance" }));
      expect(await screen.findByRole("heading", { name: "2 platforms match your criteria" })).toBeInTheDocument();
      expect(urls(fetchMock)).toEqual(["/catalogue/code.json"]);
      // A second use case: its own file only, the two lists merged in the editorial order.
      await userEvent.click(screen.getByRole("button", { name: "Writing & Editing" }));
      expect(await screen.findByRole("heading", { name: "3 platforms match your criteria" })).toBeInTheDocument();
      expect(urls(fetchMock)).toEqual(["/catalogue/code.json", "/catalogue/writing.json"]);
    });

    it("says so when the catalogue cannot be loaded, and tries again on the next click", async () => {
      vi.spyOn(console, "error").mockImplementation(() => undefined);
      const fetchMock = vi.fn<typeof serveFiles>(async () => new Response("down", { status: 503 }));
      vi.stubGlobal("fetch", fetchMock);
      render(<Finder tiles={tiles([])} initialSelection={[]} platforms={null} />);
      await userEvent.click(screen.getByRole("button", { name: "Code Assistance" }));
      expect(await screen.findByText(/could not be loaded\. Check your connection/)).toBeInTheDocument();
      // The live count under the grid says so too (issue 30).
      expect(screen.getByRole("status")).toHaveTextContent("The platforms could not be loaded");
      fetchMock.mockImplementation(serveFiles);
      await userEvent.click(screen.getByRole("button", { name: "Free" }));
      expect(await screen.findByRole("heading", { name: "2 platforms match your criteria" })).toBeInTheDocument();
    });
  });

  describe("on a shared URL rendered by the server (only the ranked platforms in the HTML)", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("ranks the initial selection and its parts from what the server sent, and fetches the rest for a new use case", async () => {
      const fetchMock = vi.fn(serveFiles);
      vi.stubGlobal("fetch", fetchMock);
      const part = fixture.filter((p) => p.useCases.includes("code"));
      render(<Finder tiles={tiles(["code"])} initialSelection={["code"]} platforms={part} partial />);
      expect(screen.getByRole("heading", { name: "2 platforms match your criteria" })).toBeInTheDocument();
      await userEvent.click(screen.getByLabelText("Free plan only"));
      expect(screen.getByRole("heading", { name: "2 platforms match your criteria" })).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Text Generation" }));
      expect(await screen.findByRole("heading", { name: "2 platforms match your criteria" })).toBeInTheDocument();
      await userEvent.click(screen.getByLabelText("Free plan only"));
      expect(await screen.findByRole("heading", { name: "3 platforms match your criteria" })).toBeInTheDocument();
      expect(urls(fetchMock)).toEqual(["/catalogue/code.json", "/catalogue/text.json"]);
    });

    it("shows the server's cards and count as they are, with no fetch; a change fetches the selection's platforms and ranks them", async () => {
      const fetchMock = vi.fn(serveFiles);
      vi.stubGlobal("fetch", fetchMock);
      const serverCards = (
        <ol aria-label="Cards from the server">
          <li>Beta</li>
          <li>Gamma</li>
        </ol>
      );
      render(<Finder tiles={tiles(["code"])} initialSelection={["code"]} platforms={null} partial summary={{ total: 2, note: undefined }} initialCards={{ list: serverCards, shown: 2 }} cards={<FinderCards />} />);
      expect(screen.getByRole("heading", { name: "2 platforms match your criteria" })).toBeInTheDocument();
      expect(screen.getByRole("list", { name: "Cards from the server" })).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole("button", { name: "Text Generation" }));
      expect(await screen.findByRole("heading", { name: "3 platforms match your criteria" })).toBeInTheDocument();
      expect(screen.queryByRole("list", { name: "Cards from the server" })).toBeNull();
      expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Beta", "Alpha", "Gamma"]);
      expect(urls(fetchMock)).toEqual(["/catalogue/code.json", "/catalogue/text.json"]);
    });

    it("'Show more' under the server's first cards keeps them while the rest are fetched, then shows them all", async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const fetchMock = vi.fn(async (url: string | URL | Request) => {
        await held;
        return serveFiles(url);
      });
      vi.stubGlobal("fetch", fetchMock);
      const first = (
        <ol aria-label="Cards from the server">
          <li>Beta</li>
        </ol>
      );
      render(<Finder tiles={tiles(["code"])} initialSelection={["code"]} platforms={null} partial summary={{ total: 2, note: undefined }} initialCards={{ list: first, shown: 1 }} cards={<FinderCards />} />);
      expect(screen.getByText("Showing the first 1 of 2. Every platform for a use case is also on its own page:", { exact: false })).toBeInTheDocument();
      await userEvent.click(screen.getByRole("button", { name: "Show 1 more" }));
      expect(screen.getByRole("list", { name: "Cards from the server" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Loading platforms…" })).toBeDisabled();
      release();
      expect(await screen.findByRole("heading", { name: "Gamma", level: 3 })).toBeInTheDocument();
      expect(screen.queryByRole("list", { name: "Cards from the server" })).toBeNull();
      expect(urls(fetchMock)).toEqual(["/catalogue/code.json"]);
    });
  });
});
