// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChatMarkdown, classifyLink } from "@/components/chat/chat-markdown";

function linkIn(markdown: string) {
  const { container } = render(<ChatMarkdown text={markdown} />);
  return container.querySelector("a");
}

describe("links in chat answers", () => {
  it("keeps a path on this site as a same-tab link", () => {
    const a = linkIn("See [Claude](/platforms/claude).");
    expect(a).toHaveAttribute("href", "/platforms/claude");
    expect(a).not.toHaveAttribute("target");
    expect(linkIn("[video tools](/?use=video)")).toHaveAttribute("href", "/?use=video");
  });

  it("never treats a protocol-relative link as internal: it opens in a new tab, marked, with its host", () => {
    for (const href of ["//evil.example/login", "//evil.example:8443/login"]) {
      const a = linkIn(`[log in here](${href})`);
      expect(a?.getAttribute("href"), href).toMatch(/^https:\/\/evil\.example(:8443)?\/login$/);
      expect(a, href).toHaveAttribute("target", "_blank");
      expect(a, href).toHaveAttribute("rel", "noopener noreferrer nofollow");
      expect(a?.textContent, href).toContain("evil.example");
      expect(screen.getAllByText(/opens in a new tab/).length).toBeGreaterThan(0);
    }
  });

  it("keeps a backslash spelling on this site (Markdown percent-encodes the backslash)", () => {
    const a = linkIn("[log in here](/\\evil.example/login)");
    expect(new URL(a!.getAttribute("href")!, "https://ours.example").host).toBe("ours.example");
    expect(a).not.toHaveAttribute("target");
  });

  it("marks an ordinary external link the same way", () => {
    const a = linkIn("[Claude's site](https://claude.ai/pricing)");
    expect(a).toHaveAttribute("href", "https://claude.ai/pricing");
    expect(a).toHaveAttribute("target", "_blank");
    expect(a).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(a).toHaveAccessibleName(/claude\.ai.*opens in a new tab/);
  });

  it("drops links that are not http(s) or are relative, keeping their text", () => {
    for (const href of ["javascript:alert(1)", "data:text/html,x", "mailto:a@example.com", "ftp://example.com/x", "relative/page", "#top"]) {
      const { container } = render(<ChatMarkdown text={`[click me](${href})`} />);
      expect(container.querySelector("a"), href).toBeNull();
      expect(container.textContent, href).toContain("click me");
    }
  });

  it("classifies the tricky spellings", () => {
    expect(classifyLink("/platforms/claude")).toEqual({ kind: "internal", href: "/platforms/claude" });
    expect(classifyLink("/?use=code")).toEqual({ kind: "finder", href: "/?use=code" });
    expect(classifyLink("//evil.example")).toMatchObject({ kind: "external", host: "evil.example" });
    expect(classifyLink("/\\evil.example")).toMatchObject({ kind: "external", host: "evil.example" });
    expect(classifyLink("\\\\evil.example/login")).toMatchObject({ kind: "external", href: "https://evil.example/login" });
    // Browsers strip tabs and newlines from URLs: "/\t/evil.example" is "//evil.example".
    expect(classifyLink("/\t/evil.example").kind).not.toBe("internal");
    expect(classifyLink("/\n/evil.example").kind).not.toBe("internal");
    expect(classifyLink("https://site.invalid/x").kind).toBe("dropped");
    // Scheme-relative on an https page: a path on this site, not a link to evil.example.
    expect(classifyLink("https:evil.example/login").kind).toBe("dropped");
  });

  // Issue 27, finding 5: the check ran on the raw href while the link used the resolved path, so
  // dot segments that resolve to "//host" made a same-tab link off the site.
  it("never makes a same-tab link whose resolved path leaves the site (dot segments, backslashes, encoded dots)", () => {
    const hostile = [
      "/.//evil.example/login",
      "/..//evil.example/login",
      "/./\\evil.example/login",
      "/%2e//evil.example/login",
      "/%2E%2E//evil.example/login",
      "/a/..//evil.example/login",
      "/platforms/../..//evil.example/login",
      "/.\\/evil.example/login",
      "/./%5C/evil.example/login",
    ];
    for (const href of hostile) {
      const link = classifyLink(href);
      if (link.kind === "internal" || link.kind === "finder") {
        expect(new URL(link.href, "https://ours.example").host, href).toBe("ours.example");
        expect(link.href, href).not.toMatch(/^\/[/\\]/);
      }
      const { container } = render(<ChatMarkdown text={`[log in here](${href})`} />);
      const a = container.querySelector("a");
      if (a && !a.hasAttribute("target")) expect(new URL(a.getAttribute("href")!, "https://ours.example").host, href).toBe("ours.example");
      expect(container.textContent, href).toContain("log in here");
    }
    // Dot segments that stay on the site still resolve to the page they name.
    expect(classifyLink("/platforms/./claude")).toEqual({ kind: "internal", href: "/platforms/claude" });
    expect(classifyLink("/guides/../platforms/claude")).toEqual({ kind: "internal", href: "/platforms/claude" });
  });
});
