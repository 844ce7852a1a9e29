import "server-only";
import { factsChecked } from "@/lib/platform";
import { getPlatform, platforms, platformUseCases, priceLine } from "@/lib/catalogue";
import { categories, type Platform } from "@/lib/catalogue-schema";
import type { ArticleSlug } from "@/lib/article-schema";
import { monthlyPrice } from "@/lib/discovery/price";
import { selectionQuery } from "@/lib/selection";
import { labelOfUseCase, useCases as allUseCases, type UseCaseId } from "@/lib/use-cases";
import { getArticle, getArticles } from "@/server/articles";
import type { Constraints, EngineAnswer } from "@/server/chat/engine";
import { allPassages, excerpt, searchPassages, type PassageHit } from "@/server/chat/retrieval";
import type { PlatformResult } from "@/server/discovery";
import { namedPlatforms, normalise } from "@/server/discovery/platform-names";
import { escapeRegExp, joinWithAnd } from "@/lib/format";
import { attributeDefinition, unsupportedValue } from "@/lib/attribute-evidence";
import { runsOnLabels, type AttributeId, type FlagFilter, type RunsOn } from "@/lib/attributes";

/**
 * Stage three of the offline assistant (docs/decisions/0043-assistant-pipeline.md): the answer in
 * Markdown, from what the engine returned. Every platform named is a catalogue entry and every fact
 * a catalogue field or a guide passage; no ranking happens here.
 */

export const MAX_ITEMS = 5;
export const COPILOT_QUESTION = "Which Copilot do you mean?";

// ---------------------------------------------------------------------------------------------
// Markdown pieces

export const link = (p: Platform) => `[${p.name}](/platforms/${p.id})`;
export const bold = (p: Platform) => `**${link(p)}**`;
const useCaseLink = (id: UseCaseId) => `[${labelOfUseCase(id)}](/?use=${id})`;
const labels = (ids: readonly UseCaseId[]) => ids.map(labelOfUseCase);

export const list = joinWithAnd;

const categoryLabel = new Map<string, string>(categories.map((c) => [c.id, c.label]));
export function categoryLabelOf(p: Platform): string {
  return categoryLabel.get(p.category) ?? p.category;
}

const tierLabel: Record<Platform["pricing"]["tier"], string> = { free: "Free", freemium: "Freemium", paid: "Paid" };

/** The day a platform's price was checked: its starting price's source when cited, else its review date. */
export function priceChecked(p: Platform): string {
  return factsChecked(p);
}

/**
 * The tier and the card's price line, with the day it was checked. A freemium entry without a
 * listed price says so instead of the card's bare "Free", which would read as "free of charge".
 */
export function priceSummary(p: Platform): string {
  const checked = `checked ${priceChecked(p)}`;
  if (p.pricing.tier === "freemium" && !p.pricing.startingPrice) return `Freemium · free plan; paid prices not listed in the catalogue (${checked})`;
  if (p.pricing.tier === "free") return `Free (${checked})`;
  if (!p.pricing.startingPrice) return `Paid · price not listed in the catalogue (${checked})`;
  return `${tierLabel[p.pricing.tier]} · ${priceLine(p)} (${checked})`;
}

/** Text from the guides, made safe for Markdown: no HTML can come through. */
function plain(text: string): string {
  return text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function cell(text: string): string {
  return text.replace(/\|/g, "/").replace(/\n/g, " ");
}

function finderLink(ids: readonly UseCaseId[], text: string): string {
  const order = new Map<string, number>(allUseCases.map((u, i) => [u.id, i]));
  const sorted = [...new Set(ids)].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return `[${text}](/${selectionQuery(sorted)})`;
}

// The guide that covers a finder use case best; used to point from recommendations to reading.
const guideFor: Partial<Record<UseCaseId, ArticleSlug>> = {
  code: "ai-coding-tools",
  "vibe-coding": "ai-coding-tools",
  "app-development": "ai-coding-tools",
  "web-development": "ai-coding-tools",
  images: "ai-image-generation",
  logo: "ai-image-generation",
  design: "ai-image-generation",
  video: "ai-video-generation",
  avatar: "ai-video-generation",
  writing: "ai-writing-tools",
  seo: "ai-writing-tools",
  text: "ai-writing-tools",
  business: "ai-business-tools",
  marketing: "ai-business-tools",
  social: "ai-business-tools",
  chatbot: "ai-business-tools",
  productivity: "ai-productivity-tools",
  presentation: "ai-productivity-tools",
  translation: "ai-translation-tools",
  research: "perplexity-ai-review",
  search: "perplexity-ai-review",
};

function guideLine(ids: readonly UseCaseId[]): string | undefined {
  const slug = ids.map((id) => guideFor[id]).find(Boolean);
  const article = slug && getArticle(slug);
  return article ? `Guide: [${article.title}](/blog/${article.slug})` : undefined;
}

function whyLine(p: Platform): string {
  return p.strengths.slice(0, 2).join("; ");
}

// ---------------------------------------------------------------------------------------------
// Answers

export function helpAnswer(greeting: boolean): string {
  return [
    `${greeting ? "Hi! " : ""}I'm the site's catalogue assistant. I answer from this site's catalogue of ${platforms.length} AI platforms and its ${getArticles().length} guides, so every tool I name has a page here. You can ask me:`,
    "",
    "- **Which tool for a task:** \"best free tool to make a logo\", \"AI for editing videos under $20/month\"",
    "- **Comparisons:** \"ChatGPT vs Claude\", \"compare Cursor and Windsurf\"",
    "- **Prices:** \"how much is Midjourney?\", \"is Perplexity free?\"",
    "- **About a platform:** \"what is NotebookLM?\", \"alternatives to Canva\"",
    "- **Guides to read:** \"any guide on AI video?\"",
    "",
    `Or pick one or more use cases in the [platform finder](/#finder) to see ranked recommendations.`,
  ].join("\n");
}

export function thanksAnswer(): string {
  return "You're welcome! Ask me about another task, a price or a comparison whenever you like, or browse the [platform finder](/#finder).";
}

/** Nothing understood: what the site's words match, or an honest 'I don't know'. `found` says whether anything matched. */
export function notFoundAnswer(text: string, lookUp: (text: string) => PlatformResult[]): { text: string; found: boolean } {
  const hitsP = searchPassages(text, 3, { all: true, exact: true });
  const hitsC = lookUp(text)
    .filter((r) => r.reasons.named || r.reasons.words.length > 1 || r.reasons.fields.includes("name"))
    .slice(0, 3);
  const lines: string[] = [];
  if (hitsC.length || hitsP.length) {
    lines.push("I have no ready answer for that, but these parts of the site match your words:", "");
    for (const h of hitsC) lines.push(`- ${bold(h.platform)}: ${h.platform.description}`);
    for (const h of hitsP) lines.push(`- [${plain(h.passage.title)}](${h.passage.href}) in *${plain(h.passage.articleTitle)}*: ${plain(excerpt(h.passage.text, h.terms, 220))}`);
    lines.push("", "If that's not it, try naming a task (\"a tool to transcribe meetings\") or a platform (\"what is Gamma?\").");
    return { text: lines.join("\n"), found: true };
  }
  return {
    found: false,
    text: [
      "Sorry, I couldn't find anything about that in the catalogue or the guides, and I only answer from them, so I won't guess.",
      "",
      "Here is what I can help with:",
      "",
      "- Recommend platforms for a task, e.g. \"a free tool to write blog posts\"",
      "- Compare two platforms, e.g. \"ChatGPT vs Claude\"",
      "- Prices and free plans, e.g. \"is Canva free?\"",
      "- Alternatives, e.g. \"alternatives to Midjourney\"",
      "- Guides, e.g. \"any guide on AI coding tools?\"",
      "",
      "You can also pick use cases in the [platform finder](/#finder).",
    ].join("\n"),
  };
}

export function copilotQuestion(): string {
  const github = getPlatform("github-copilot")!;
  const microsoft = getPlatform("microsoft-copilot")!;
  return [
    `${COPILOT_QUESTION} The catalogue has two:`,
    "",
    `- ${bold(github)}: ${github.description}`,
    `- ${bold(microsoft)}: ${microsoft.description}`,
    "",
    "Reply \"GitHub\" or \"Microsoft\", or ask \"GitHub Copilot vs Microsoft Copilot\".",
  ].join("\n");
}

function filterNote(c: Constraints, task: readonly UseCaseId[] = []): string {
  const parts: string[] = [];
  if (task.length) parts.push(`covering ${list(labels(task))}`);
  if (c.free) parts.push("free or freemium plans only");
  if (c.budget !== undefined) parts.push(`paid plans from $${formatAmount(c.budget)}/month or less`);
  if (c.cheap) parts.push("the cheaper first among equally good matches");
  return parts.length ? ` (${parts.join(", ")})` : "";
}

function formatAmount(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

const teamNote =
  "For a team: the catalogue lists the cheapest individual plan; team and business plans usually cost more per seat, so check each platform's pricing page.";

/** A ranked recommendation, exactly in the engine's order. */
export function recommendAnswer(found: EngineAnswer, c: Constraints & { team?: boolean }): string {
  const selection = found.useCases;
  const chosen = found.results.slice(0, MAX_ITEMS);
  const taskLabel = selection.length ? list(labels(selection).map((l) => `**${l}**`)) : "your question";
  const finderIds = c.free && !selection.includes("free") ? [...selection, "free" as const] : selection;
  const lines: string[] = [];
  if (!chosen.length) {
    lines.push(`No platform in the catalogue matches ${taskLabel}${filterNote(c)}.`);
    const cheapest = [...found.unconstrained]
      .slice(0, 10)
      .sort((a, b) => (monthlyPrice(a.platform) ?? Number.POSITIVE_INFINITY) - (monthlyPrice(b.platform) ?? Number.POSITIVE_INFINITY))
      .slice(0, 3);
    if (cheapest.length) {
      lines.push("", "The least expensive of the best matches are:", "");
      for (const r of cheapest) lines.push(`- ${bold(r.platform)}: *${priceSummary(r.platform)}*`);
    }
  } else {
    lines.push(`Top matches in the catalogue for ${taskLabel}${filterNote(c)}:`, "");
    chosen.forEach((r, i) => {
      const covered = selection.filter((u) => r.reasons.useCases.includes(u));
      const covers = selection.length > 1 && covered.length ? ` Covers ${list(labels(covered))}.` : "";
      lines.push(`${i + 1}. ${bold(r.platform)}: ${whyLine(r.platform)}.${covers} *${priceSummary(r.platform)}*`);
    });
  }
  if (found.constraintNote) lines.push("", found.constraintNote);
  if (c.budget !== undefined) {
    const unknown = found.unconstrained
      .filter((r) => monthlyPrice(r.platform) === undefined && (!c.free || r.platform.pricing.tier !== "paid"))
      .slice(0, 3)
      .map((r) => link(r.platform));
    lines.push("", "Platforms whose cheapest paid plan costs more are left out, even when they have a free plan.");
    if (unknown.length) lines.push(`${list(unknown)} also ${unknown.length > 1 ? "match" : "matches"}, but the catalogue has no price for ${unknown.length > 1 ? "them" : "it"}: check the pricing on ${unknown.length > 1 ? "their" : "its"} site.`);
  }
  if (c.team) lines.push("", teamNote);
  if (selection.length) lines.push("", finderLink(finderIds, `See all ${list(labels(finderIds))} tools in the finder`));
  else lines.push("", "[Open the finder](/#finder)");
  const guide = guideLine(selection);
  if (guide) lines.push("", guide);
  return lines.join("\n");
}

/** A follow-up filter over the last answer's list ("which of those is free?"). */
export function listFilterAnswer(from: readonly Platform[], kept: readonly Platform[], c: Constraints, task: readonly UseCaseId[] = []): string {
  if (!kept.length) {
    const lines = [`None of the ${from.length} platforms I listed fits${filterNote(c, task)}:`, ""];
    for (const p of from) lines.push(`- ${bold(p)}: *${priceSummary(p)}*`);
    lines.push("", "Ask again with the constraint in the question (for example \"free tools for video\") and I'll search the whole catalogue.");
    return lines.join("\n");
  }
  const lines = [`Of the platforms I listed, ${kept.length === 1 ? "this one fits" : `these ${kept.length} fit`}${filterNote(c, task)}:`, ""];
  kept.forEach((p, i) => lines.push(`${i + 1}. ${bold(p)}: ${whyLine(p)}. *${priceSummary(p)}*`));
  const left = from.filter((p) => !kept.includes(p));
  if (left.length) lines.push("", `Left out: ${list(left.map(link))}.`);
  return lines.join("\n");
}

const coveredIn = new Map<string, string | undefined>();

/** The guides that link a platform, those that say the most about it first (the same for every question: kept). */
function guidesCovering(p: Platform): string | undefined {
  if (!coveredIn.has(p.id)) coveredIn.set(p.id, guidesCoveringUncached(p));
  return coveredIn.get(p.id);
}

function guidesCoveringUncached(p: Platform): string | undefined {
  const name = p.name.toLowerCase();
  const weight = (slug: string, title: string) =>
    (namedPlatforms(title).platforms.some((x) => x.id === p.id) ? 100 : 0) +
    allPassages().filter((x) => x.slug === slug && x.text.toLowerCase().includes(name)).length;
  const covering = getArticles()
    .filter((a) => a.platformIds.includes(p.id))
    .map((a, i) => ({ a, i, w: weight(a.slug, a.title) }))
    .sort((x, y) => y.w - x.w || x.i - y.i)
    .slice(0, 3)
    .map((x) => x.a);
  return covering.length ? `**Covered in:** ${covering.map((a) => `[${a.title}](/blog/${a.slug})`).join("; ")}` : undefined;
}

/** 'Is X good for Y?': yes for the use cases it has; for the others, the engine's best picks. */
function fitLines(p: Platform, asked: readonly UseCaseId[], better: (missing: UseCaseId[]) => Platform[]): string[] {
  const own = new Set<UseCaseId>(platformUseCases(p));
  const yes = asked.filter((id) => own.has(id));
  const no = asked.filter((id) => !own.has(id));
  const lines: string[] = [];
  if (yes.length) lines.push(`Yes: ${list(yes.map(useCaseLink))} ${yes.length > 1 ? "are" : "is"} among ${link(p)}'s use cases in the catalogue.`);
  if (no.length) {
    const others = better(no)
      .filter((x) => x.id !== p.id)
      .slice(0, 3)
      .map(link);
    lines.push(`${list(labels(no))} ${no.length > 1 ? "are" : "is"} not among ${link(p)}'s use cases in the catalogue.${others.length ? ` For that, look at ${list(others)}.` : ""}`);
  }
  return lines;
}

export function describeAnswer(p: Platform, asked: readonly UseCaseId[] = [], better: (missing: UseCaseId[]) => Platform[] = () => []): string {
  const lines: string[] = [];
  if (asked.length) lines.push(...fitLines(p, asked, better), "");
  lines.push(`${bold(p)} (${categoryLabelOf(p)}): ${p.description}`, "", "**Strengths:**", "");
  for (const s of p.strengths) lines.push(`- ${s}`);
  lines.push(
    "",
    `**Price:** ${priceSummary(p)}. [Pricing details](/platforms/${p.id}#pricing)`,
    "",
    `**Use cases:** ${platformUseCases(p).map(useCaseLink).join(", ")}`,
  );
  const guides = guidesCovering(p);
  if (guides) lines.push("", guides);
  return lines.join("\n");
}

function priceParagraph(p: Platform, askedFree: boolean): string {
  const price = p.pricing.startingPrice;
  let lead: string;
  if (p.pricing.tier === "free") lead = `${askedFree ? "Yes. " : ""}${bold(p)} is free: the catalogue lists no paid plan for individuals.`;
  else if (p.pricing.tier === "freemium") {
    lead = `${askedFree ? "Yes, there is a free plan. " : ""}${bold(p)} is freemium: a free plan, with paid plans ${price ? `from ${price}` : "whose prices the catalogue doesn't list (check its site)"}.`;
  } else {
    lead = `${askedFree ? "No. " : ""}${bold(p)} is paid, with no free plan in the catalogue; ${price ? `plans start at ${price}` : "the catalogue has no price for it, so check its site"}.`;
  }
  return `${lead}\n\n${p.pricing.details} (checked ${priceChecked(p)}; [pricing on the ${p.name} page](/platforms/${p.id}#pricing))`;
}

/** Catalogue and guide sentences that speak to each policy topic. */
const policyFacts = {
  privacy: /privacy|private|stealth|not used (for|to) train|no training|train(ed|ing|s)? on|retention|confidential|gdpr|soc ?2|hipaa|encrypt|data (is|are|stays|never)|your data|own data/i,
  rights: /commercial|licen[cs]|copyright|rights|royalt|indemn|companies earning|ownership|own the/i,
};
/** Whole sentences of a text: lines apart, table rows and fragments left out. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((x) => x.trim())
    .filter((x) => x.length >= 40 && !x.includes("|") && /[.!?]$/.test(x));

/**
 * 'Is my data safe with ChatGPT?', 'Can I use Midjourney images commercially?': the catalogue
 * records no privacy or licence terms, so the answer says so and where to read them, then quotes
 * what the catalogue and the guides do say on the topic about this platform, if anything.
 */
export function policyAnswer(p: Platform, topic: "privacy" | "rights"): string {
  const what =
    topic === "privacy"
      ? `its privacy terms (what it keeps of what you send it, for how long, and whether it trains models on it)`
      : `its licence terms (commercial use, and who owns what you make with it)`;
  const read = topic === "privacy" ? "privacy policy" : "terms of service";
  const lines = [
    `The catalogue's facts about ${link(p)} do not include ${what}, and such terms change and can differ between plans, so I won't guess. Read ${p.name}'s own ${read}, linked from [its official site](${p.website}), before you rely on it.`,
  ];
  const re = policyFacts[topic];
  const facts = [...new Set([p.description, ...p.strengths, ...sentencesOf(p.pricing.details)].filter((x) => re.test(x)))];
  if (facts.length) lines.push("", `What the catalogue does say (checked ${factsChecked(p)}):`, "", ...facts.slice(0, 3).map((f) => `- ${f}`));
  const name = new RegExp(`\\b${escapeRegExp(p.name)}\\b`, "i");
  const topicHits = (x: string) => x.match(new RegExp(re.source, "gi"))?.length ?? 0;
  const quoted = searchPassages(`${p.name} ${topic === "privacy" ? "privacy data training private" : "commercial use licence rights copyright"}`, 30)
    .flatMap((h) => sentencesOf(h.passage.text).filter((x) => re.test(x) && name.test(x)).map((x) => ({ h, x, w: topicHits(x) + (h.passage.kind === "faq" ? 1 : 0) })))
    .filter((q, i, all) => all.findIndex((o) => o.x === q.x) === i)
    .sort((a, b) => b.w - a.w)
    .slice(0, 2);
  if (quoted.length) {
    lines.push("", "What our guides say:", "");
    for (const { h, x } of quoted) lines.push(`- ${x} ([${plain(h.passage.title)}](${h.passage.href}))`);
  }
  lines.push("", `[More about ${p.name}](/platforms/${p.id})`);
  return lines.join("\n");
}

/** A privacy question that names no platform: privacy is no task to recommend tools for. */
export function privacyGeneralAnswer(): string {
  return [
    "The catalogue does not record platforms' privacy or data-use terms, so I can't compare them on that. Name a platform and I'll tell you what the catalogue and the guides say about it, and where to read its own terms.",
    "",
    "Before you send a tool anything sensitive, its privacy policy should tell you whether your data is kept, for how long, and whether it is used to train models, and whether a business plan changes that.",
  ].join("\n");
}

export function priceAnswer(subjects: readonly Platform[], askedFree: boolean, team = false): string {
  const text = subjects.slice(0, 3).map((p) => priceParagraph(p, askedFree)).join("\n\n");
  return team ? `${text}\n\n${teamNote}` : text;
}

export function alternativesAnswer(p: Platform, found: EngineAnswer, c: Constraints, cheaperThan?: number): string {
  const results = cheaperThan === undefined ? found.results : found.results.filter((r) => (monthlyPrice(r.platform) ?? Number.POSITIVE_INFINITY) < cheaperThan);
  const chosen = results.slice(0, MAX_ITEMS);
  const note = cheaperThan !== undefined ? ` (cheaper than its ${p.pricing.startingPrice})` : filterNote(c);
  if (!chosen.length) return `I found no alternative to ${bold(p)} in the catalogue${note}. [See its page](/platforms/${p.id}#alternatives) or try the [platform finder](/#finder).`;
  const mine = new Set(p.useCases);
  const lines = [`Alternatives to ${bold(p)} in the catalogue${note}, most alike first:`, ""];
  chosen.forEach((a, i) => {
    const shared = labels(a.platform.useCases.filter((u) => mine.has(u)));
    const sameKind = a.platform.category === p.category ? `also one of the ${categoryLabelOf(p).toLowerCase()}` : "";
    const sharedText = shared.length > 3 ? `${shared.slice(0, 3).join(", ")} and ${shared.length - 3} more` : list(shared);
    const why = [sameKind, shared.length ? `shares ${sharedText}` : ""].filter(Boolean).join("; ");
    lines.push(`${i + 1}. ${bold(a.platform)}: ${why ? `${why}. ` : ""}${whyLine(a.platform)}. *${priceSummary(a.platform)}*`);
  });
  if (found.constraintNote && cheaperThan === undefined) lines.push("", found.constraintNote);
  lines.push("", finderLink(p.useCases, `See every platform for ${p.name}'s use cases in the finder`));
  return lines.join("\n");
}

const namedInTitle = new Map<string, Set<string>>();
/** The platforms an article title names (titles do not change while the process runs). */
function titleNames(title: string): Set<string> {
  let named = namedInTitle.get(title);
  if (!named) {
    named = new Set(namedPlatforms(title).platforms.map((p) => p.id));
    namedInTitle.set(title, named);
  }
  return named;
}

export function compareAnswer(subjects: readonly Platform[], asked: readonly UseCaseId[] = []): string {
  const ps = subjects.slice(0, 3);
  const head = `| | ${ps.map((p) => cell(p.name)).join(" | ")} |`;
  const rule = `|---|${ps.map(() => "---").join("|")}|`;
  const row = (label: string, f: (p: Platform) => string) => `| ${label} | ${ps.map((p) => cell(f(p))).join(" | ")} |`;
  const lines = [
    `${ps.map(bold).join(" vs ")}, from the catalogue:`,
    "",
    head,
    rule,
    row("Type", categoryLabelOf),
    row("Pricing", priceSummary),
    row("Strengths", (p) => p.strengths.slice(0, 3).join("; ")),
    row("Use cases", (p) => labels(p.useCases).join(", ")),
  ];
  const sets = ps.map((p) => new Set(p.useCases));
  const shared = ps[0]!.useCases.filter((u) => sets.every((s) => s.has(u)));
  lines.push("");
  const all = ps.length === 2 ? "Both" : "All";
  lines.push(shared.length ? `**${all} cover:** ${list(labels(shared))}.` : "**They share no use case** in the catalogue.");
  ps.forEach((p, i) => {
    const only = p.useCases.filter((u) => sets.every((s, j) => j === i || !s.has(u)));
    if (only.length) lines.push(`**Only ${p.name}:** ${list(labels(only))}.`);
  });
  for (const id of asked) {
    const covering = ps.filter((p) => platformUseCases(p).includes(id)).map((p) => p.name);
    const verdict = covering.length === ps.length ? (ps.length === 2 ? "both cover it" : `all ${ps.length} cover it`) : covering.length ? `only ${list(covering)} ${covering.length > 1 ? "cover" : "covers"} it` : "none of them covers it";
    lines.push(`**For ${labelOfUseCase(id)}:** ${verdict} in the catalogue.`);
  }
  const ids = new Set(ps.map((p) => p.id));
  // A whole article is "the comparison" only when its title names exactly these platforms.
  const articles = getArticles().filter((a) => {
    const named = titleNames(a.title);
    return named.size === ids.size && [...ids].every((id) => named.has(id));
  });
  const sections = searchPassages(ps.map((p) => p.name).join(" "), 20)
    .map((h) => h.passage)
    .filter((s) => s.kind === "section" && [...ids].every((id) => s.titlePlatformIds.includes(id)))
    .filter((s) => !articles.some((a) => a.slug === s.slug))
    .slice(0, 2);
  if (articles.length || sections.length) {
    lines.push("", "**Read more:**", "");
    for (const a of articles) lines.push(`- Full comparison: [${a.title}](/blog/${a.slug})`);
    for (const s of sections) lines.push(`- In a guide: [${plain(s.title)}](${s.href})`);
  }
  lines.push("", "Which is better depends on your task: tell me what you want to do and I'll rank them for it.");
  return lines.join("\n");
}

const articleWords = /\b(any|a|an|the|some|good|best|guides?|articles?|blog|blogs|tutorials?|read|reading|posts?|write ?ups?|on|about|for|do|you|have|is|there|recommend|me|can|i|what|which|should|and)\b/g;

export function articlesAnswer(text: string): string {
  const topic = normalise(text).replace(articleWords, " ").trim();
  const hits: PassageHit[] = topic ? searchPassages(topic, 30) : [];
  if (!hits.length) {
    const intro = topic ? "I couldn't find a guide on that. These are the site's guides:" : "These are the site's guides:";
    return [intro, "", ...getArticles().map((a) => `- [${a.title}](/blog/${a.slug})`)].join("\n");
  }
  const bySlug = new Map<string, PassageHit[]>();
  for (const h of hits) bySlug.set(h.passage.slug, [...(bySlug.get(h.passage.slug) ?? []), h]);
  const lines = ["Guides on this site that cover it:", ""];
  [...bySlug.values()].slice(0, 3).forEach((group, i) => {
    const first = group[0]!.passage;
    const sections = group
      .filter((h) => h.passage.kind === "section" || h.passage.kind === "faq")
      .filter((h, j, all) => all.findIndex((x) => x.passage.href === h.passage.href) === j)
      .slice(0, 2)
      .map((h) => `[${plain(h.passage.title)}](${h.passage.href})`);
    lines.push(`${i + 1}. **[${plain(first.articleTitle)}](/blog/${first.slug})**${sections.length ? `: see ${sections.join("; ")}` : ""}`);
  });
  lines.push("", "[All guides](/blog)");
  return lines.join("\n");
}

/** What a message asks about a platform's attributes ('does it have an API', 'an iPhone app?'). */
export type AttributesAsked = { has: readonly FlagFilter[]; runs: readonly RunsOn[] };

const attributeOfFilter: ReadonlyMap<FlagFilter, AttributeId> = new Map<FlagFilter, AttributeId>([
  ["api", "api"],
  ["open", "openSource"],
  ["local", "local"],
  ["sso", "sso"],
]);

const placePhrase: ReadonlyMap<RunsOn, string> = new Map<RunsOn, string>([
  ["ide-plugin", "as an IDE plugin"],
  ["browser-extension", "as a browser extension"],
  ["cli", "on the command line"],
  ["web", "in a web browser"],
]);

const quoteLine = (s: { url: string; checked: string; quote: string }) => `> “${s.quote}” ([${sourceHost(s.url)}](${s.url}), read ${s.checked})`;

function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * The recorded answer to an attribute question, with the quote that states it, or 'not recorded'
 * (issue 28): never a guess, and never 'no' for what no page we read states.
 */
export function attributeAnswer(subjects: readonly Platform[], asked: AttributesAsked): string {
  const lines: string[] = [];
  for (const p of subjects.slice(0, 3)) {
    const facts: string[] = [];
    const unknown: string[] = [];
    for (const key of asked.has) {
      const id = attributeOfFilter.get(key)!;
      const definition = attributeDefinition(id);
      const recorded = p.attributes?.[id];
      if (!recorded) unknown.push(definition.label.toLowerCase());
      else {
        const value = Array.isArray(recorded.value) ? recorded.value.map(definition.valueLabel).join(", ") : definition.valueLabel(recorded.value as string);
        facts.push(`${definition.label}: **${value}**${id === "openSource" && p.attributes?.openSource?.licence ? ` (${p.attributes.openSource.licence})` : ""}.`, quoteLine(recorded.sources[0]!));
      }
    }
    for (const place of asked.runs) {
      const label = placePhrase.get(place) ?? `on ${runsOnLabels.get(place) ?? place}`;
      const runsOn = p.attributes?.runsOn;
      const source = runsOn?.value.includes(place) ? runsOn.sources.find((s) => !unsupportedValue("runsOn", [place], [s.quote])) : undefined;
      if (source) facts.push(`Runs ${label}: **yes**.`, quoteLine(source));
      else unknown.push(`whether it runs ${label}`);
    }
    lines.push(`${bold(p)}:`, "", ...facts.flatMap((f) => [f, ""]));
    if (unknown.length) {
      lines.push(
        `Not recorded: ${joinWithAnd(unknown)}. No page we could read states it, so I won't guess either way; check [${p.name}'s official site](${p.website}).`,
        "",
      );
    }
    lines.push(`[Everything we record about ${p.name}](/platforms/${p.id}#attributes)`, "");
  }
  return lines.join("\n").trim();
}
