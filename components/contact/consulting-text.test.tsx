// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ConsultingText } from "@/components/contact/consulting-text";

afterEach(cleanup);

const owner = { name: "Alex Morgan", firstName: "Alex" };

describe("the consulting text below the contact form", () => {
  it("covers what the owner helps with, how an engagement works and what to write", () => {
    render(<ConsultingText owner={owner} />);
    expect(screen.getByRole("heading", { level: 2, name: "Work with Alex Morgan" })).toBeTruthy();
    for (const name of ["Choosing the right AI tools", "Rolling AI out across a team", "Training your people", "Auditing your AI spend"]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeTruthy();
    }
    expect(screen.getByRole("heading", { level: 2, name: "How an engagement works" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "What to include in your message" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "AI platform finder" }).getAttribute("href")).toBe("/");
  });

  it("links to the owner's site in new tabs when it is configured", () => {
    render(<ConsultingText owner={{ ...owner, website: "https://alex-consulting.example/", linkedin: "https://www.linkedin.com/in/alex/" }} />);
    const external = screen.getAllByRole("link").filter((a) => a.getAttribute("target") === "_blank");
    expect(external.map((a) => a.getAttribute("href"))).toEqual([
      "https://alex-consulting.example/",
      "https://alex-consulting.example/",
      "https://www.linkedin.com/in/alex/",
    ]);
    for (const a of external) {
      expect(a.getAttribute("rel")).toBe("noopener");
      expect(within(a).getByText("(opens in a new tab)")).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: /alex-consulting\.example/ })).toBeTruthy();
  });

  it("leaves the external links out, sentences and all, when no site is configured", () => {
    const { container } = render(<ConsultingText owner={owner} />);
    expect(screen.getAllByRole("link").filter((a) => a.getAttribute("target") === "_blank")).toEqual([]);
    expect(container.textContent).not.toMatch(/consulting website|rates and client stories|LinkedIn/);
  });
});
