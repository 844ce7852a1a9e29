import { describe, expect, it } from "vitest";
import { attributeFlags } from "@/lib/attributes";
import { applyConstraints, describeConstraints, failedConstraints } from "@/lib/discovery/constraints";
import { attributeWishes } from "@/lib/discovery/attribute-wishes";
import { discoveryQueryString, pageQueryKeys, parseDiscoveryParams, readDiscoveryParams } from "@/lib/discovery/params";
import { emptyQuery, type DiscoveryQuery } from "@/lib/discovery/query";
import { understandText, withoutPriceWishes } from "@/lib/discovery/understand";

// The attribute filters (issue 28): one definition read the same way by every face.

const platform = (id: string, attributes: Record<string, { value: unknown }> | undefined) => ({
  id,
  category: "chat-assistant" as const,
  pricing: { tier: "freemium" as const, startingPrice: "$20/month" },
  attributes: attributes as never,
});
const open = platform("open", { api: { value: "paid-separately" }, openSource: { value: "open-weights" }, local: { value: "yes" }, runsOn: { value: ["web", "linux"] } });
const closed = platform("closed", { api: { value: "no" }, openSource: { value: "no" }, sso: { value: "yes" }, runsOn: { value: ["web", "ios", "android"] } });
const unknown = platform("unknown", undefined);
const query = (over: Partial<DiscoveryQuery>): DiscoveryQuery => ({ ...emptyQuery, ...over });

describe("attribute filters", () => {
  it("keep only platforms recorded as meeting them: an unrecorded attribute is not a yes", () => {
    expect(failedConstraints(open, query({ has: ["api", "open", "local"] }))).toEqual([]);
    expect(failedConstraints(closed, query({ has: ["api", "open", "sso"] }))).toEqual(["api", "open"]);
    expect(failedConstraints(unknown, query({ has: ["sso"], runs: ["ios"] }))).toEqual(["sso", "runs"]);
    expect(failedConstraints(closed, query({ runs: ["ios", "android"] }))).toEqual([]);
    expect(failedConstraints(closed, query({ runs: ["ios", "linux"] }))).toEqual(["runs"]);
  });

  it("read the compact flags a finder card carries exactly as the raw attributes", () => {
    for (const p of [open, closed, unknown]) {
      const card = { ...p, attributes: undefined, flags: attributeFlags(p.attributes) };
      for (const q of [query({ has: ["api"] }), query({ has: ["open", "local"] }), query({ has: ["sso"], runs: ["ios"] }), query({ runs: ["linux"] })]) {
        expect(failedConstraints(card, q)).toEqual(failedConstraints(p, q));
      }
    }
    expect(attributeFlags(open.attributes)).toEqual(["api", "open", "local", "runs:web", "runs:linux"]);
  });

  it("count what each filter left out and say it in one line", () => {
    const q = query({ has: ["api", "sso"], runs: ["ios"] });
    const { kept, excluded, excludedTotal } = applyConstraints([open, closed, unknown], (p) => p, q);
    expect(kept).toEqual([]);
    expect(excluded).toMatchObject({ api: 2, sso: 2, runs: 2 });
    expect(describeConstraints(q, excluded, excludedTotal)).toBe(
      "Has an API, single sign-on (SSO), runs on iOS: 3 platforms excluded (2 have no API recorded, 2 have no SSO recorded, 2 are not recorded as running there).",
    );
  });

  it("are URL parameters: strict for the API, lenient for pages, canonical in one order", () => {
    const parsed = parseDiscoveryParams(new URLSearchParams("runs=android,ios&sso=1&api=true&open=0"));
    expect(parsed).toMatchObject({ ok: true, query: { has: ["api", "sso"], runs: ["ios", "android"] } });
    expect(parseDiscoveryParams(new URLSearchParams("local=2"))).toEqual({ ok: false, error: "'local' must be 1 (only platforms recorded as having it) or 0." });
    expect(parseDiscoveryParams(new URLSearchParams("runs=ios,toaster"))).toMatchObject({ ok: false, error: expect.stringMatching(/^Unknown place 'toaster' in 'runs'/) });
    const lenient = readDiscoveryParams({ runs: "toaster,cli", local: "1", open: "yes" });
    expect(lenient).toMatchObject({ has: ["local"], runs: ["cli"] });
    expect(discoveryQueryString({ ...lenient, useCases: ["code"] }, pageQueryKeys.finder)).toBe("?use=code&local=1&runs=cli");
  });
});

describe("attribute wishes in words", () => {
  // Phrasings of each need, none of them an example the table was written from.
  it.each([
    ["is there a good transcription tool for my iPad", { has: [], runs: ["ios"] }],
    ["something like grammarly but as a firefox extension", { has: [], runs: ["browser-extension"] }],
    ["image model I can host on-prem for my company", { has: ["local"], runs: [] }],
    ["open-weight LLM with a REST API", { has: ["api", "open"], runs: [] }],
    ["meeting notes app with SAML for our team on android", { has: ["sso"], runs: ["android"] }],
    ["AI pair programmer inside IntelliJ", { has: [], runs: ["ide-plugin"] }],
    ["write a cover letter", { has: [], runs: [] }],
    ["openai's image model", { has: [], runs: [] }],
    ["a rapid prototyping tool", { has: [], runs: [] }],
  ])("%s", (text, wishes) => {
    expect(attributeWishes(` ${text.toLowerCase()} `)).toEqual(wishes);
    expect(understandText(text)).toMatchObject(wishes);
  });

  it("reads a wish written with an apostrophe ('doesn't'), as the text is folded", () => {
    expect(understandText("private ai that doesn't send my data to the cloud")).toMatchObject({ has: ["local"] });
  });

  it("takes the place words out of the words the engine ranks by, so 'iphone app' never matches a 'phone' agent", () => {
    expect(withoutPriceWishes("free iphone app for notes").trim().split(/\s+/)).toEqual(["for", "notes"]);
    // 'API' also names a kind of product ('a search API'): it stays a word to rank by.
    expect(withoutPriceWishes("search api for agents")).toContain("api");
  });
});

describe("attribute wishes written with accents (decision 0226)", () => {
  it("match the folded text they are read in: 'lokal ausführen', 'no meu próprio servidor'", () => {
    const folded = (t: string) => ` ${t.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase()} `;
    expect(attributeWishes(folded("KI lokal ausführen")).has).toContain("local");
    expect(attributeWishes(folded("rodar no meu próprio servidor")).has).toContain("local");
  });
});
