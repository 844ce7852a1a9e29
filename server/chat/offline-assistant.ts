import "server-only";
import { alternativesTo, getPlatform, platforms, platformUseCases, priceLine } from "@/lib/catalogue";
import type { Platform } from "@/lib/catalogue-schema";
import { selectionQuery } from "@/lib/selection";
import { labelOfUseCase, useCases as allUseCases, type UseCaseId } from "@/lib/use-cases";
import type { ArticleSlug } from "@/lib/article-schema";
import { getArticle, getArticles } from "@/server/articles";
import type { ChatMessage } from "@/server/chat/chat-message";
import { namedPlatforms, resolveCopilot, normalise } from "@/server/chat/platform-names";
import { allPassages, categoryLabelOf, excerpt, rankForTask, searchPassages, searchPlatforms, type PassageHit } from "@/server/chat/retrieval";
import { detectUseCases, monthlyPrice, understand, type Question } from "@/server/chat/understanding";

/**
 * The default chat provider: answers from the catalogue and the guides alone, with no model and no
 * network (docs/decisions/0040-offline-catalogue-assistant.md). Every platform it names comes from
 * the catalogue and every fact is a catalogue field or a guide passage; the same conversation always
 * gets the same answer.
 */

const MAX_ITEMS = 5;
const COPILOT_QUESTION = "Which Copilot do you mean?";

// ---------------------------------------------------------------------------------------------
// Markdown pieces

const link = (p: Platform) => `[${p.name}](/platforms/${p.id})`;
const bold = (p: Platform) => `**${link(p)}**`;
const useCaseLink = (id: UseCaseId) => `[${labelOfUseCase(id)}](/?use=${id})`;
const labels = (ids: readonly UseCaseId[]) => ids.map(labelOfUseCase);

function list(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

const tierLabel: Record<Platform["pricing"]["tier"], string> = { free: "Free", freemium: "Freemium", paid: "Paid" };

/**
 * The tier and the card's price line (lib/platform.ts priceLine). A freemium entry without a
 * listed price says so instead of the card's bare "Free", which would read as "free of charge".
 */
function priceSummary(p: Platform): string {
  if (p.pricing.tier === "freemium" && !p.pricing.startingPrice) return "Freemium · free plan; paid prices not listed in the catalogue";
  if (p.pricing.tier === "free") return "Free";
  if (!p.pricing.startingPrice) return "Paid · price not listed in the catalogue";
  return `${tierLabel[p.pricing.tier]} · ${priceLine(p)}`;
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

// ---------------------------------------------------------------------------------------------
// Conversation context

/** Platforms an earlier turn was about, newest turn first: what "it" and "them" refer to. */
function focusFromHistory(history: readonly ChatMessage[]): Platform[] {
  for (const m of [...history].reverse()) {
    if (m.role === "user") {
      const named = namedPlatforms(m.content.slice(0, 2000)).platforms;
      if (named.length) return named;
      continue;
    }
    const ids = (text: string) => [...new Set([...text.matchAll(/\]\(\/platforms\/([a-z0-9-]+)\)/g)].map((x) => x[1]!))];
    const lead = ids(m.content.split("\n\n")[0] ?? "");
    const found = (lead.length ? lead : ids(m.content).slice(0, 1)).map((id) => getPlatform(id)).filter((p): p is Platform => Boolean(p));
    if (found.length) return found;
    const named = namedPlatforms(m.content.slice(0, 600)).platforms;
    if (named.length) return named.slice(0, 1);
  }
  return [];
}

/** The task of the newest earlier user turn that had one, for "and free ones?" follow-ups. */
function taskFromHistory(history: readonly ChatMessage[]): { useCases: UseCaseId[]; text: string } | undefined {
  for (const m of [...history].reverse()) {
    if (m.role !== "user") continue;
    const text = m.content.slice(0, 2000);
    const found = detectUseCases(text);
    if (found.length) return { useCases: found, text };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Answers

function helpAnswer(greeting: boolean): string {
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

function thanksAnswer(): string {
  return "You're welcome! Ask me about another task, a price or a comparison whenever you like, or browse the [platform finder](/#finder).";
}

function notFoundAnswer(text: string): string {
  const hitsP = searchPassages(text, 3, { all: true, exact: true });
  const hitsC = searchPlatforms(text, 3, { all: true, exact: true });
  const lines: string[] = [];
  if (hitsC.length || hitsP.length) {
    lines.push("I have no ready answer for that, but these parts of the site match your words:", "");
    for (const h of hitsC) lines.push(`- ${bold(h.platform)}: ${h.platform.description}`);
    for (const h of hitsP) lines.push(`- [${plain(h.passage.title)}](${h.passage.href}) in *${plain(h.passage.articleTitle)}*: ${plain(excerpt(h.passage.text, h.terms, 220))}`);
    lines.push("", "If that's not it, try naming a task (\"a tool to transcribe meetings\") or a platform (\"what is Gamma?\").");
    return lines.join("\n");
  }
  return [
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
  ].join("\n");
}

function copilotQuestion(): string {
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

type Filters = { free: boolean; budget?: number; cheap: boolean };

function filterNote(f: Filters): string {
  const parts: string[] = [];
  if (f.free) parts.push("free or freemium plans only");
  if (f.budget !== undefined) parts.push(`paid plans from $${formatAmount(f.budget)}/month or less`);
  if (f.cheap) parts.push("cheapest first");
  return parts.length ? ` (${parts.join(", ")})` : "";
}

function formatAmount(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

function passesBudget(p: Platform, budget: number | undefined): boolean {
  if (budget === undefined) return true;
  const price = monthlyPrice(p);
  return price !== undefined && price <= budget + 1e-9;
}

function byPrice(a: Platform, b: Platform): number {
  return (monthlyPrice(a) ?? Number.POSITIVE_INFINITY) - (monthlyPrice(b) ?? Number.POSITIVE_INFINITY);
}

function whyLine(p: Platform): string {
  return p.strengths.slice(0, 2).join("; ");
}

function recommendAnswer(selection: UseCaseId[], text: string, f: Filters): string {
  const ranked = rankForTask(selection, text);
  let candidates = ranked.filter((r) => !f.free || r.platform.pricing.tier !== "paid").filter((r) => passesBudget(r.platform, f.budget));
  if (f.cheap || f.budget !== undefined) candidates = [...candidates].sort((a, b) => byPrice(a.platform, b.platform));
  const chosen = candidates.slice(0, MAX_ITEMS);
  const taskLabel = selection.length ? list(labels(selection).map((l) => `**${l}**`)) : "your question";
  const finderIds = f.free && !selection.includes("free") ? [...selection, "free" as const] : selection;
  const lines: string[] = [];
  if (!chosen.length) {
    lines.push(`No platform in the catalogue matches ${taskLabel}${filterNote(f)}.`);
    const cheapest = [...ranked].sort((a, b) => byPrice(a.platform, b.platform)).slice(0, 3);
    if (cheapest.length) {
      lines.push("", "The least expensive matches are:", "");
      for (const r of cheapest) lines.push(`- ${bold(r.platform)}: *${priceSummary(r.platform)}*`);
    }
  } else {
    lines.push(`Top matches in the catalogue for ${taskLabel}${filterNote(f)}:`, "");
    chosen.forEach((r, i) => {
      const covers = selection.length > 1 ? ` Covers ${list(labels(r.matched))}.` : "";
      lines.push(`${i + 1}. ${bold(r.platform)}: ${whyLine(r.platform)}.${covers} *${priceSummary(r.platform)}*`);
    });
  }
  if (f.budget !== undefined) {
    const unknown = ranked
      .filter((r) => monthlyPrice(r.platform) === undefined && (!f.free || r.platform.pricing.tier !== "paid"))
      .slice(0, 3)
      .map((r) => link(r.platform));
    lines.push("", "Platforms whose cheapest paid plan costs more are left out, even when they have a free plan.");
    if (unknown.length) lines.push(`${list(unknown)} also ${unknown.length > 1 ? "match" : "matches"}, but the catalogue has no price for ${unknown.length > 1 ? "them" : "it"}: check the pricing on ${unknown.length > 1 ? "their" : "its"} site.`);
  }
  lines.push("", finderLink(finderIds, selection.length ? `See all ${list(labels(finderIds))} tools in the finder` : "Open the finder"));
  const guide = guideLine(selection);
  if (guide) lines.push("", guide);
  return lines.join("\n");
}

/** Everything under a budget when no task was given ("what can I get for $10 a month?"). */
function budgetOnlyAnswer(f: Filters): string {
  const within = platforms.filter((p) => passesBudget(p, f.budget) && (!f.free || p.pricing.tier !== "paid")).sort(byPrice);
  const lines = [`Platforms in the catalogue${filterNote({ ...f, cheap: true })}:`, ""];
  within.slice(0, 8).forEach((p, i) => lines.push(`${i + 1}. ${bold(p)}: ${p.description} *${priceSummary(p)}*`));
  if (within.length > 8) lines.push("", `${within.length - 8} more fit as well. Tell me the task (for example "for video") and I'll rank them.`);
  lines.push("", "Platforms without a listed price are left out: check their own sites.");
  return lines.join("\n");
}

/** The guides that link a platform, those that say the most about it first. */
function guidesCovering(p: Platform): string | undefined {
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

function fitLines(p: Platform, asked: readonly UseCaseId[], text: string): string[] {
  const own = new Set<UseCaseId>(platformUseCases(p));
  const yes = asked.filter((id) => own.has(id));
  const no = asked.filter((id) => !own.has(id));
  const lines: string[] = [];
  if (yes.length) lines.push(`Yes: ${list(yes.map(useCaseLink))} ${yes.length > 1 ? "are" : "is"} among ${p.name}'s use cases in the catalogue.`);
  if (no.length) {
    const better = rankForTask(no, text).filter((r) => r.platform.id !== p.id).slice(0, 3).map((r) => link(r.platform));
    lines.push(`${list(labels(no))} ${no.length > 1 ? "are" : "is"} not among ${p.name}'s use cases in the catalogue.${better.length ? ` For that, look at ${list(better)}.` : ""}`);
  }
  return lines;
}

function describeAnswer(p: Platform, asked: readonly UseCaseId[] = [], text = ""): string {
  const lines: string[] = [];
  if (asked.length) lines.push(...fitLines(p, asked, text), "");
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
  return `${lead}\n\n${p.pricing.details} ([pricing on the ${p.name} page](/platforms/${p.id}#pricing))`;
}

function priceAnswer(subjects: readonly Platform[], q: Question): string {
  const askedFree = /\bfree\b/.test(q.norm);
  return subjects.slice(0, 3).map((p) => priceParagraph(p, askedFree)).join("\n\n");
}

function alternativesAnswer(p: Platform, q: Question): string {
  const f: Filters = { free: q.free, budget: q.budget, cheap: q.cheap };
  const cheaperThan = /\bcheaper than\b/.test(q.norm) ? monthlyPrice(p) : undefined;
  let alternatives = alternativesTo(p, platforms.length)
    .filter((a) => !f.free || a.platform.pricing.tier !== "paid")
    .filter((a) => passesBudget(a.platform, f.budget))
    .filter((a) => cheaperThan === undefined || (monthlyPrice(a.platform) ?? Number.POSITIVE_INFINITY) < cheaperThan);
  if (q.useCases.length) {
    const wanted = new Set(q.useCases);
    alternatives = alternatives.filter((a) => platformUseCases(a.platform).some((u) => wanted.has(u)));
  }
  // "Cheapest": the ten closest alternatives, cheapest first; "cheaper than X" keeps the closest first.
  if (f.cheap && cheaperThan === undefined) alternatives = alternatives.slice(0, 10).sort((a, b) => byPrice(a.platform, b.platform));
  const chosen = alternatives.slice(0, MAX_ITEMS);
  const note = cheaperThan !== undefined ? ` (cheaper than its ${p.pricing.startingPrice})` : filterNote(f);
  if (!chosen.length) return `I found no alternative to ${bold(p)} in the catalogue${note}. [See its page](/platforms/${p.id}#alternatives) or try the [platform finder](/#finder).`;
  const mine = new Set(p.useCases);
  const lines = [`Alternatives to ${bold(p)} in the catalogue${note}, by the use cases they share with it:`, ""];
  chosen.forEach((a, i) => {
    const shared = labels(a.platform.useCases.filter((u) => mine.has(u)));
    const sharedText = shared.length > 3 ? `${shared.slice(0, 3).join(", ")} and ${shared.length - 3} more` : list(shared);
    lines.push(`${i + 1}. ${bold(a.platform)}: shares ${sharedText}. ${whyLine(a.platform)}. *${priceSummary(a.platform)}*`);
  });
  lines.push("", finderLink(p.useCases, `See every platform for ${p.name}'s use cases in the finder`));
  return lines.join("\n");
}

function compareAnswer(subjects: readonly Platform[], asked: readonly UseCaseId[] = []): string {
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
    const named = new Set(namedPlatforms(a.title).platforms.map((p) => p.id));
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

const articleWords = /\b(any|a|an|the|some|good|best|guides?|articles?|blog|blogs|tutorials?|read|reading|posts?|write ?ups?|on|about|for|do|you|have|is|there|recommend|me|can|i|what|which|should)\b/g;

function articlesAnswer(text: string): string {
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

// ---------------------------------------------------------------------------------------------
// Deciding what to answer

function answerQuestion(text: string, history: readonly ChatMessage[]): string {
  const context = history.filter((m) => m.role === "user").map((m) => m.content.slice(0, 500)).join(" ");
  const q = understand(text, context);
  const { cues } = q;
  const subjects = q.platforms;
  const filters: Filters = { free: q.free, budget: q.budget, cheap: q.cheap };
  const aboutIt = /\b(is it|can it|does it|will it|could it|is that|are they|can they|do they|is this)\b/.test(q.norm);

  // A short reply to "Which Copilot do you mean?" answers the question asked before it.
  const previous = history.at(-1);
  if (previous?.role === "assistant" && previous.content.startsWith(COPILOT_QUESTION) && q.words <= 6) {
    const resolved = subjects.find((p) => p.id.endsWith("copilot"))?.id ?? resolveCopilot(q.norm, []);
    const asked = [...history].reverse().find((m) => m.role === "user");
    if (resolved && asked) {
      const name = getPlatform(resolved)!.name;
      return answerQuestion(asked.content.replace(/\bco-?pilot\b/gi, name), history.slice(0, history.lastIndexOf(asked)));
    }
  }

  if (subjects.length >= 2) {
    if (cues.alternatives && !cues.compare) return alternativesAnswer(subjects[0]!, q);
    if (cues.price && !cues.compare) return priceAnswer(subjects, q);
    if (cues.article && !cues.compareStrong) return articlesAnswer(text);
    return compareAnswer(subjects, q.useCases);
  }

  if (subjects.length === 1) {
    const p = subjects[0]!;
    if (cues.compareStrong) {
      const other = focusFromHistory(history).find((x) => x.id !== p.id);
      if (other) return compareAnswer([other, p], q.useCases);
    }
    if (q.ambiguousCopilot && cues.compare) return copilotQuestion();
    if (cues.alternatives) return alternativesAnswer(p, q);
    if (cues.price) return priceAnswer([p], q);
    if (cues.article) return articlesAnswer(text);
    return describeAnswer(p, q.useCases, text);
  }

  if (q.ambiguousCopilot) return copilotQuestion();
  if (cues.article) return articlesAnswer(text);

  const focus = () => focusFromHistory(history);
  if (aboutIt && q.useCases.length) {
    const [p] = focus();
    if (p) return describeAnswer(p, q.useCases, text);
  }
  if (q.useCases.length) return recommendAnswer(q.useCases, text, filters);

  if (cues.compareStrong || (cues.compare && cues.pronoun)) {
    const pair = focus();
    if (pair.length >= 2) return compareAnswer(pair, q.useCases);
  }
  if (cues.alternatives || cues.price || cues.describe || aboutIt) {
    const found = focus();
    const only = cues.price && !cues.pronoun && (filters.free || filters.budget !== undefined || filters.cheap);
    if (found.length && !only) {
      if (cues.alternatives) return alternativesAnswer(found[0]!, q);
      if (cues.price) return priceAnswer(found, q);
      return describeAnswer(found[0]!, [], text);
    }
  }
  if (filters.free || filters.budget !== undefined || filters.cheap) {
    const earlier = taskFromHistory(history);
    if (earlier) return recommendAnswer(earlier.useCases, `${earlier.text} ${text}`, filters);
    if (filters.budget !== undefined) return budgetOnlyAnswer(filters);
    if (filters.free) return recommendAnswer(["free"], text, filters);
  }
  if (cues.thanks && q.words <= 6) return thanksAnswer();
  if (cues.greeting || cues.help || !q.words) return helpAnswer(cues.greeting);
  return notFoundAnswer(text);
}

/**
 * The whole answer to a conversation, as Markdown. Pure and deterministic: the same messages always
 * give the same text (benchmarks and tests call this directly).
 */
export function offlineAnswer(messages: readonly ChatMessage[]): string {
  const lastUser = messages.findLastIndex((m) => m.role === "user");
  if (lastUser === -1) return helpAnswer(true);
  return answerQuestion(messages[lastUser]!.content.slice(0, 2000), messages.slice(0, lastUser));
}

/** Splits an answer into pieces of a few words (whitespace kept), the way a model streams. */
export function chunkAnswer(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(""));
  return pieces;
}

/**
 * The offline provider: streams the answer a few words at a time, yielding to the event loop
 * between pieces, and stops as soon as `signal` is aborted.
 */
export async function* offlineReply(messages: readonly ChatMessage[], signal?: AbortSignal): AsyncGenerator<string> {
  if (signal?.aborted) return;
  for (const piece of chunkAnswer(offlineAnswer(messages))) {
    if (signal?.aborted) return;
    yield piece;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
