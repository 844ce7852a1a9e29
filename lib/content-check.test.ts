import { describe, expect, it } from "vitest";
import { evidenceProblems, missingSources, priceDisagreements, staleFacts, textUnits, vocabularyProblems, type CheckedPlatform } from "@/lib/content-check";

const src = (checked: string) => ({ url: "https://example.com/pricing", checked, kind: "vendor", quote: "$20 $200 $17 $100" });
const fixtures: CheckedPlatform[] = [
  {
    id: "chatgpt",
    name: "ChatGPT",
    pricing: { tier: "freemium", startingPrice: "$20/month", otherPrices: ["$200"], sources: { tier: src("2026-11-01"), startingPrice: src("2026-11-01"), details: src("2025-10-15") } },
  },
  {
    id: "claude-code",
    name: "Claude Code",
    pricing: { tier: "paid", startingPrice: "$20/month", otherPrices: ["$100", "$200"], sources: { tier: src("2026-11-01"), details: src("2026-11-01") } },
  },
  { id: "claude", name: "Claude", pricing: { tier: "freemium", startingPrice: "$20/month", otherPrices: ["$17", "$100", "$200"], sources: { tier: src("2026-11-01"), startingPrice: src("2026-11-01"), details: src("2026-11-01") } } },
  { id: "meta-ai", name: "Meta AI", pricing: { tier: "free", sources: { tier: src("2026-11-01") } } },
];

const check = (text: string) => priceDisagreements([{ slug: "a", text }], fixtures);

describe("article prices against the catalogue", () => {
  it("accepts a sentence whose price is the platform's starting price", () => {
    expect(check("ChatGPT Plus costs $20/month and is worth it for daily use.")).toEqual([]);
  });

  it("reports a price that is neither the starting price nor an other price", () => {
    const found = check("ChatGPT Plus costs $25 a month. Nothing else here costs $99.");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ platform: "chatgpt", price: "$25", allowed: ["$20", "$200"] });
  });

  it("accepts a price listed in otherPrices", () => {
    expect(check("ChatGPT Pro at $200/month is for heavy users.")).toEqual([]);
  });

  it("gives each price in a sentence to the nearest platform before it", () => {
    expect(check("Claude Pro is $17/month billed annually, while ChatGPT Pro is $200.")).toEqual([]);
    expect(check("Claude is $17 a month, while ChatGPT is $17 too.")).toMatchObject([{ platform: "chatgpt", price: "$17" }]);
  });

  it("does not read 'Claude' inside 'Claude Code'", () => {
    expect(check("Claude Code comes with Max at $100 a month.")).toEqual([]);
  });

  it("checks a table row against the platform in its first cell", () => {
    const table = "| Tool | Price |\n|---|---|\n| ChatGPT | $20/month, or $22 |\n| Meta AI | Free |";
    expect(check(table)).toMatchObject([{ platform: "chatgpt", price: "$22" }]);
  });

  it("checks a comparison table's cells against the platform in their column", () => {
    const table = "| | ChatGPT | Claude |\n|---|---|---|\n| Paid plan | Plus, $20/month | Pro, $20/month ($17 billed annually) |\n| Top plan | Pro, $200/month | Max, $200/month |";
    expect(check(table)).toEqual([]);
    expect(check(table.replace("Max, $200", "Max, $250"))).toMatchObject([{ platform: "claude", price: "$250" }]);
  });

  it("skips approximations and prices of products outside the catalogue", () => {
    expect(check("ChatGPT Plus and Claude Pro cost about $25 a month.")).toEqual([]);
    expect(check("Gemini comes with Google Workspace Business Standard at $14 per user.")).toEqual([]);
  });

  it("ignores revenue figures and text without a platform name", () => {
    expect(check("Companies earning over $1M a year with ChatGPT need a licence.")).toEqual([]);
    expect(check("Most tools cost $15 to $30 a month.")).toEqual([]);
  });

  it("splits prose into sentences without breaking on decimal prices", () => {
    expect(textUnits("It costs $19.99 a month. Then more.").map((u) => u.text)).toEqual(["It costs $19.99 a month.", "Then more."]);
  });
});

describe("sources and age of facts", () => {
  it("reports each priced fact without a source", () => {
    expect(missingSources(fixtures)).toEqual([
      { platform: "claude-code", fact: "startingPrice" },
      { platform: "meta-ai", fact: "details" },
    ]);
  });

  it("reports facts older than the threshold, and only those", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(staleFacts(fixtures, now, 180)).toEqual([{ platform: "chatgpt", fact: "details", checked: "2025-10-15", days: 404 }]);
    expect(staleFacts(fixtures, now, 500)).toEqual([]);
  });
});

describe("the evidence behind each fact (issue 26)", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const source = (over: Record<string, unknown> = {}) => ({ url: "https://example.com/pricing", checked: "2026-11-25", kind: "vendor", quote: "Free plan: 10 chats a day. Pro costs $20/month.", ...over });
  const good = (): CheckedPlatform => ({
    id: "example",
    name: "Example",
    website: "https://example.com",
    pricing: {
      tier: "freemium",
      startingPrice: "$20/month",
      details: "Free plan gives 10 chats a day; Pro ($20/month) raises it.",
      sources: { tier: source(), startingPrice: source(), details: [source()] },
    },
  });
  const problems = (p: CheckedPlatform) => evidenceProblems([p], now).map((x) => `${x.fact}: ${x.problem}`);
  const withPricing = (change: (p: CheckedPlatform["pricing"]) => void) => {
    const p = good();
    change(p.pricing);
    return p;
  };

  it("accepts a fact whose quote, from the vendor's own page, states it", () => {
    expect(problems(good())).toEqual([]);
  });

  it("fails a starting price that is not in its quote", () => {
    const p = withPricing((x) => (x.startingPrice = "$25/month"));
    expect(problems(p)).toContainEqual("startingPrice: $25/month is not in its source's quote");
  });

  it("fails a price in the plan details that no details quote states", () => {
    const p = withPricing((x) => (x.details = "Free plan gives 10 chats a day; Pro ($20/month) and Max ($100/month) raise it."));
    expect(problems(p)).toContainEqual("details: $100 is not in any of the plan details' quotes");
  });

  it("fails a price that cites a bare home page whose quote does not state it", () => {
    const p = withPricing((x) => (x.sources!.startingPrice = source({ url: "https://example.com/", quote: undefined, note: "The home page names no plans; last compared 2025-10-15" })));
    expect(problems(p).join("\n")).toMatch(/startingPrice: cites a bare home page \(https:\/\/example.com\/\) whose quote does not state \$20\/month/);
  });

  it("fails a secondary source used with no note saying why the vendor's page was not", () => {
    const p = withPricing((x) => (x.sources!.tier = source({ url: "https://best-ai-tools.example/review", kind: "secondary" })));
    expect(problems(p).join("\n")).toMatch(/tier: cites a secondary source .* with no note/);
  });

  it("fails a source called the vendor's page that is on another site", () => {
    const p = withPricing((x) => (x.sources!.tier = source({ url: "https://affiliate.example/example-pricing" })));
    expect(problems(p).join("\n")).toMatch(/tier: cites https:\/\/affiliate.example\/example-pricing as the vendor's page/);
    expect(problems({ ...p, vendorDomains: ["affiliate.example"] })).toEqual([]);
  });

  it("fails an otherPrices figure that no quote states", () => {
    const p = withPricing((x) => (x.otherPrices = ["$20", "$200"]));
    expect(problems(p)).toEqual(["otherPrices: $200 is in no quote of this platform's sources"]);
  });

  it("fails a source with neither a quote nor a note, and an old fact with no note", () => {
    const p = withPricing((x) => (x.sources!.details = [source({ quote: undefined, checked: "2025-10-15" })]));
    expect(problems(p)).toEqual([
      "details: has no quote from https://example.com/pricing and no note saying why it could not be re-read",
      "details: was checked 2025-10-15, over 180 days ago, with no note saying why it was not re-checked",
    ]);
    const noted = withPricing((x) => (x.sources!.details = [source({ quote: undefined, checked: "2025-10-15", note: "No stored copy of the pricing page; last compared 2025-10-15" })]));
    expect(problems(noted)).toEqual([]);
  });

  it("applies the tier rule: freemium needs a free plan that keeps working, paid has none", () => {
    const trial = withPricing((x) => (x.details = "A 7-day free trial, then Pro at $20/month."));
    expect(problems(trial).join("\n")).toMatch(/tier: is freemium, but the plan details do not say/);
    const paid = withPricing((x) => (x.tier = "paid"));
    expect(problems(paid).join("\n")).toMatch(/tier: is paid, but the plan details describe a free plan/);
    const paidTrial = withPricing((x) => {
      x.tier = "paid";
      x.details = "No free plan: a 7-day free trial, then Pro at $20/month.";
    });
    expect(problems(paidTrial)).toEqual([]);
  });

  describe("attributes (issue 28)", () => {
    const withAttributes = (attributes: CheckedPlatform["attributes"]) => ({ ...good(), attributes });
    const quoted = (quote: string, over: Record<string, unknown> = {}) => [source({ url: "https://example.com/apps", quote, ...over })];

    it("accepts attributes whose quotes state their values", () => {
      expect(
        problems(
          withAttributes({
            api: { value: "paid-separately", sources: quoted("The API is billed separately, pay as you go per token.") },
            runsOn: { value: ["web", "ios", "android"], sources: quoted("Use it on the web, or get the apps for iPhone and Android.") },
            sso: { value: "yes", sources: quoted("Enterprise adds SAML single sign-on (SSO).") },
            trainsOnContent: { value: "no", sources: quoted("We do not train our models on your conversations.") },
          }),
        ),
      ).toEqual([]);
    });

    it("rejects an attribute without evidence, or with a source that has no quote", () => {
      expect(problems(withAttributes({ api: { value: "yes", sources: [] } }))).toEqual([
        "attributes.api: has no source: an attribute without evidence is left out (unknown), never guessed",
      ]);
      expect(problems(withAttributes({ sso: { value: "yes", sources: [source({ quote: undefined })] } }))[0]).toMatch(/^attributes\.sso: needs a source with a url and a verbatim quote/);
    });

    it("rejects a value its quote does not support", () => {
      // A quote about something else: an app for iOS is not evidence of Android or of an API.
      expect(problems(withAttributes({ runsOn: { value: ["ios", "android"], sources: quoted("Download the app for iPhone and iPad.") } }))).toEqual([
        expect.stringMatching(/^attributes\.runsOn: no quote supports runsOn = 'android'/),
      ]);
      expect(problems(withAttributes({ api: { value: "yes", sources: quoted("Chat with your documents from any device.") } }))[0]).toMatch(/no quote supports api = 'yes'/);
      // 'No' needs the vendor to say no: a quote that says it trains by default does not support 'no'.
      expect(problems(withAttributes({ trainsOnContent: { value: "no", sources: quoted("Your chats are used to train and improve our models.") } }))[0]).toMatch(/no quote supports trainsOnContent = 'no'/);
      expect(problems(withAttributes({ openSource: { value: "open-weights", sources: quoted("Released under the MIT licence on GitHub.") } }))[0]).toMatch(/no quote supports openSource = 'open-weights'/);
    });

    it("rejects an unknown attribute, a vendor source on another site and an attribute read long ago", () => {
      expect(problems(withAttributes({ colour: { value: "blue", sources: quoted("It is blue.") } }))[0]).toMatch(/^attributes\.colour: is not an attribute the site knows/);
      expect(problems(withAttributes({ sso: { value: "yes", sources: quoted("SSO on Business.", { url: "https://reviews.example.org/x" }) } }))[0]).toMatch(/is not on example\.com/);
      expect(problems(withAttributes({ sso: { value: "yes", sources: quoted("SSO on Business.", { checked: "2025-10-15" }) } }))[0]).toMatch(/over 180 days ago/);
    });
  });
});

describe("the platforms' vocabulary against the task list and each other", () => {
  const tasks = [
    { id: "image.remove-background", useCases: ["design", "images"] },
    { id: "video.generate", useCases: ["video"] },
    { id: "writing.draft", useCases: ["writing", "text"] },
  ];
  const pricing = { tier: "free" };
  const platform = (id: string, name: string, useCases: string[], vocabulary: CheckedPlatform["vocabulary"]): CheckedPlatform => ({ id, name, pricing, useCases, vocabulary });
  const removeBg = platform("remove-bg", "Remove.bg", ["design", "images"], { aliases: ["removebg", "remove bg tool"], tasks: ["image.remove-background"], examples: ["cut out a product photo", "a transparent PNG of my logo"] });
  const sora = platform("sora", "Sora", ["video"], { aliases: ["openai sora"], tasks: ["video.generate"], examples: ["a video of a cat surfing", "text to video clip"] });

  it("accepts aliases, tasks and a main job that fit", () => {
    expect(vocabularyProblems([removeBg, sora], tasks)).toEqual([]);
  });

  it("reports a task id that is not in the task list", () => {
    const p = platform("sora", "Sora", ["video"], { tasks: ["video.generate", "video.teleport"] });
    expect(vocabularyProblems([p], tasks)).toEqual([{ platform: "sora", field: "tasks", problem: expect.stringContaining("'video.teleport' is not a task") }]);
  });

  it("reports an alias that is another platform's name, id or alias, however it is spelt", () => {
    const clashes = platform("photoroom", "Photoroom", ["design"], { aliases: ["Remove.BG", "sora", "removebg"], tasks: ["image.remove-background"] });
    const found = vocabularyProblems([removeBg, sora, clashes], tasks);
    expect(found.map((f) => [f.platform, f.field, f.problem.split(":")[0]])).toEqual([
      ["photoroom", "aliases", "'Remove.BG' is also the name of Remove.bg"],
      ["photoroom", "aliases", "'sora' is also the name of Sora"],
      ["photoroom", "aliases", "'removebg' is also an alias of Remove.bg"],
    ]);
  });

  it("reads the alias seed beside the platform files", () => {
    const seed = new Map([["sora", ["removebg"]]]);
    expect(vocabularyProblems([removeBg, sora], tasks, seed)).toMatchObject([{ platform: "sora", field: "aliases", problem: expect.stringContaining("an alias of Remove.bg") }]);
  });

  it("reports a first task whose main use case the platform does not serve", () => {
    const p = platform("sora", "Sora", ["video"], { tasks: ["writing.draft", "video.generate"] });
    expect(vocabularyProblems([p], tasks)).toEqual([{ platform: "sora", field: "tasks", problem: expect.stringContaining("a 'writing' task, which is not among its useCases (video)") }]);
    // A later task may reach beyond the main use cases: only the main job must be one of them.
    expect(vocabularyProblems([platform("sora", "Sora", ["video"], { tasks: ["video.generate", "writing.draft"] })], tasks)).toEqual([]);
  });
});
