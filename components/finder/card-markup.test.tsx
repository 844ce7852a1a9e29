import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { Highlighted } from "@/components/discovery/highlighted";
import { compareToggleMarkup, platformCardMarkup, platformLinksMarkup, tierBadgeMarkup } from "@/components/finder/card-markup";
import { highlightedMarkup, markWords } from "@/components/finder/highlight-markup";
import { PlatformLinks } from "@/components/finder/platform-links";
import { TierBadge } from "@/components/finder/tier-badge";
import { platforms } from "@/lib/catalogue";
import { cardPlatform } from "@/lib/platform";

/** React's markup without the comments it puts between adjacent texts (they matter only to its hydration). */
const react = (node: React.ReactElement) => renderToStaticMarkup(node).replaceAll("<!-- -->", "");

const hostile = { ...platforms[0]!, name: `Evil "<b>" & 'co'`, website: `https://example.com/?a=1&b="2"`, twitter: "https://x.com/<x>" };

describe("card markup", () => {
  it("is the same HTML as the React components, for every platform in the catalogue", () => {
    for (const p of [...platforms, hostile]) {
      expect(tierBadgeMarkup(p.pricing.tier).value).toBe(react(<TierBadge tier={p.pricing.tier} />));
      expect(platformLinksMarkup(p).value).toBe(react(<PlatformLinks platform={p} />));
      expect(compareToggleMarkup(p.id, p.name, "self-start").value).toBe(react(<CompareToggle id={p.id} name={p.name} className="self-start" />));
      expect(highlightedMarkup(p.description, ["ai", "image"]).value).toBe(react(<Highlighted text={p.description} terms={["ai", "image"]} />));
    }
  });

  it("shows a referral link as sponsored and discloses it", () => {
    const withReferral = { ...hostile, referral: { url: "https://example.com/invite?x=1&y=2", note: "Referral <link>." } };
    expect(platformLinksMarkup(withReferral).value).toBe(react(<PlatformLinks platform={withReferral} />));
    expect(platformLinksMarkup(withReferral).value).toContain('rel="sponsored noopener"');
  });

  it("escapes every catalogue text it shows", () => {
    const card = platformCardMarkup(cardPlatform({ ...hostile, strengths: ["<script>alert(1)</script>"] }), { mark: markWords(["evil"]) }).value;
    expect(card).not.toContain("<script>");
    expect(card).not.toContain("<b>");
    expect(card).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(card).toContain('<mark class="rounded-sm bg-amber-100 px-0.5 text-ink">Evil</mark>');
  });
});
