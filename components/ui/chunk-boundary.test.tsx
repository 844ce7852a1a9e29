// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CHAT_LOAD_FAILED, ChatLauncher } from "@/components/chat/chat-launcher";
import { FORM_LOAD_FAILED, SuggestCorrection } from "@/components/platform/suggest-correction";

// A chunk that cannot be fetched while `fail` is set (no connection at the click, or a deploy that
// removed it while the page was open), then loads.
function flakyChunk<T>(load: () => Promise<T>) {
  const state = { fail: true, calls: 0 };
  return { state, load: () => (state.calls++, state.fail ? Promise.reject(new Error("Failed to fetch dynamically imported module")) : load()) };
}

describe("lazily loaded parts of a page when their code cannot be fetched", () => {
  it("the chat: the round button comes back with a note, and opening it again loads the panel", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // jsdom has no scrolling; the panel scrolls its conversation to the end.
    Element.prototype.scrollTo ??= () => {};
    const chunk = flakyChunk(() => import("@/components/chat/chat-panel"));
    render(<ChatLauncher loadPanelChunk={chunk.load} />);
    await userEvent.click(screen.getByRole("button", { name: "Open AI chat assistant" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(CHAT_LOAD_FAILED);
    const button = screen.getByRole("button", { name: "Open AI chat assistant" });
    expect(button).toBeVisible();
    expect(button).toHaveFocus();
    chunk.state.fail = false;
    await userEvent.click(button);
    // The panel's code is a large chunk: on a loaded machine it takes more than the default second to import.
    expect(await screen.findByRole("dialog", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByLabelText("Your question")).toBeInTheDocument();
    expect(screen.queryByText(CHAT_LOAD_FAILED)).not.toBeInTheDocument();
  });

  it("the correction form: a note in its place, the page stays, and the next opening loads it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const chunk = flakyChunk(() => import("@/components/platform/correction-form"));
    render(
      <main>
        <h1>Gamma</h1>
        <SuggestCorrection platformId="gamma" platformName="Gamma" loadFormChunk={chunk.load} />
      </main>,
    );
    const button = screen.getByRole("button", { name: "Suggest a correction" });
    await userEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(FORM_LOAD_FAILED);
    expect(screen.getByRole("heading", { name: "Gamma" })).toBeInTheDocument();
    chunk.state.fail = false;
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByLabelText(/Which fact is wrong/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText(FORM_LOAD_FAILED)).not.toBeInTheDocument();
  });
});
