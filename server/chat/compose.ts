import "server-only";
import { factsChecked, sameJob } from "@/lib/platform";
import { getPlatform, platformRecord, platforms, platformUseCases, priceLine } from "@/lib/catalogue";
import { categories, type Platform } from "@/lib/catalogue-schema";
import { wishKinds } from "@/lib/discovery/attribute-wishes";
import type { ArticleSlug } from "@/lib/article-schema";
import { monthlyPrice } from "@/lib/discovery/price";
import { failedConstraints } from "@/lib/discovery/constraints";
import { emptyQuery } from "@/lib/discovery/query";
import { selectionQuery } from "@/lib/selection";
import { labelOfUseCase, useCases as allUseCases, type UseCaseId } from "@/lib/use-cases";
import { getArticle, getArticles } from "@/server/articles";
import type { Constraints, EngineAnswer } from "@/server/chat/engine";
import { allPassages, excerpt, searchPassages, type PassageHit } from "@/server/chat/retrieval";
import type { PlatformResult } from "@/server/discovery";
import { namedPlatforms, normalise } from "@/server/discovery/platform-names";
import { isEnglishWord } from "@/server/discovery/english-words";
import { fold } from "@/lib/discovery/text";
import { escapeRegExp, joinWithAnd } from "@/lib/format";
import { attributeDefinition, unsupportedValue } from "@/lib/attribute-evidence";
import { runsOnLabels, type AttributeId, type FlagFilter, type RunsOn } from "@/lib/attributes";
import { joinIn, messages, say, type Language } from "@/content/assistant-messages";

/**
 * Stage three of the offline assistant (docs/decisions/0043-assistant-pipeline.md): the answer in
 * Markdown, from what the engine returned. Every platform named is a catalogue entry and every fact
 * a catalogue field or a guide passage; no ranking happens here.
 */

export const MAX_ITEMS = 5;
export const COPILOT_QUESTION = messages.en.copilotQuestion;
/** The question in every language, for reading it back from an old client's history. */
export const COPILOT_QUESTIONS: readonly string[] = Object.values(messages).map((m) => m.copilotQuestion);

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

const tierKey = { free: "tierFree", freemium: "tierFreemium", paid: "tierPaid" } as const;

/** The card's price line ('From $10/month'), in `lang`. */
function priceLineIn(p: Platform, lang: Language): string {
  if (lang === "en") return priceLine(p);
  if (p.pricing.startingPrice) return say(lang, "from", { price: p.pricing.startingPrice });
  return p.pricing.tier === "paid" ? say(lang, "paidOnly") : say(lang, "tierFree");
}

/** The day a platform's price was checked: its starting price's source when cited, else its review date. */
export function priceChecked(p: Platform): string {
  return factsChecked(p);
}

/**
 * The tier and the card's price line, with the day it was checked. A freemium entry without a
 * listed price says so instead of the card's bare "Free", which would read as "free of charge".
 */
export function priceSummary(p: Platform, lang: Language = "en"): string {
  const checked = say(lang, "checked", { date: priceChecked(p) });
  if (p.pricing.tier === "freemium" && !p.pricing.startingPrice) return say(lang, "summaryFreemiumUnlisted", { checked });
  if (p.pricing.tier === "free") return `${say(lang, "tierFree")} (${checked})`;
  if (!p.pricing.startingPrice) return say(lang, "summaryPaidUnlisted", { checked });
  return `${say(lang, tierKey[p.pricing.tier])} · ${priceLineIn(p, lang)} (${checked})`;
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

function guideLine(ids: readonly UseCaseId[], lang: Language): string | undefined {
  const slug = ids.map((id) => guideFor[id]).find(Boolean);
  const article = slug && getArticle(slug);
  return article ? `${say(lang, "guideLabel")} [${article.title}](/blog/${article.slug})` : undefined;
}

function whyLine(p: Platform): string {
  return p.strengths.slice(0, 2).join("; ");
}

// ---------------------------------------------------------------------------------------------
// Answers

export function helpAnswer(greeting: boolean, lang: Language = "en"): string {
  const m = messages[lang];
  return [
    `${greeting ? m.helloPrefix : ""}${say(lang, "helpIntro", { platforms: platforms.length, guides: getArticles().length })}`,
    "",
    m.helpTask,
    m.helpCompare,
    m.helpPrices,
    m.helpAbout,
    m.helpGuides,
    "",
    m.helpFinder,
  ].join("\n");
}

export function thanksAnswer(lang: Language = "en"): string {
  return say(lang, "thanks");
}

/** Nothing understood: what the site's words match, or an honest 'I don't know'. `found` says whether anything matched. */
export function notFoundAnswer(text: string, lookUp: (text: string) => PlatformResult[], lang: Language = "en"): { text: string; found: boolean } {
  const m = messages[lang];
  const hitsP = searchPassages(text, 3, { all: true, exact: true });
  // A platform matched only through everyday words ('what are my *options*', '*back*' as in 'backend') is no
  // answer to a question about something else (a deposit, a leaking tap): a match counts when it is a
  // name said as written, or when a word the question says itself matched that is no everyday English
  // word, nor a number ('15% of 340'). A name's near spelling is no match ('right' is not NightCafe).
  const said = new Set(fold(text).split(/[^\p{L}\p{N}]+/u));
  const saidWord = (w: string) => said.has(w) && /\p{L}/u.test(w);
  // A name counts when the question says its first word, or all of it, as written and not as an
  // everyday word: 'clear' is no start of Clearscope, 'make' no Make, 'max' no Duolingo Max.
  const nameSaid = (p: Platform) => {
    const parts = fold(p.name).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return [parts[0] ?? "", parts.join("")].some((w) => saidWord(w) && !isEnglishWord(w));
  };
  const hitsC = lookUp(text)
    .filter((r) => r.reasons.named || nameSaid(r.platform) || (r.reasons.words.length > 1 && r.reasons.words.some((w) => saidWord(w) && !isEnglishWord(w))))
    .slice(0, 3);
  const lines: string[] = [];
  if (hitsC.length || hitsP.length) {
    lines.push(m.notFoundMatches, "");
    for (const h of hitsC) lines.push(`- ${bold(h.platform)}: ${h.platform.description}`);
    for (const h of hitsP) lines.push(`- [${plain(h.passage.title)}](${h.passage.href}) in *${plain(h.passage.articleTitle)}*: ${plain(excerpt(h.passage.text, h.terms, 220))}`);
    lines.push("", m.notFoundTry);
    return { text: lines.join("\n"), found: true };
  }
  return {
    found: false,
    text: [
      m.notFoundSorry,
      "",
      m.canHelpWith,
      "",
      m.canRecommend,
      m.canCompare,
      m.canPrices,
      m.canAlternatives,
      m.canGuides,
      "",
      m.canFinder,
    ].join("\n"),
  };
}

export function copilotQuestion(lang: Language = "en"): string {
  const github = getPlatform("github-copilot")!;
  const microsoft = getPlatform("microsoft-copilot")!;
  return [
    `${say(lang, "copilotQuestion")} ${say(lang, "copilotTwo")}`,
    "",
    `- ${bold(github)}: ${github.description}`,
    `- ${bold(microsoft)}: ${microsoft.description}`,
    "",
    say(lang, "copilotReply"),
  ].join("\n");
}

function filterNote(c: Constraints, task: readonly UseCaseId[] = [], lang: Language = "en"): string {
  const parts: string[] = [];
  if (task.length) parts.push(say(lang, "filterCovering", { list: joinIn(lang, labels(task)) }));
  if (c.free) parts.push(say(lang, "filterFree"));
  if (c.budget !== undefined) parts.push(say(lang, "filterBudget", { amount: formatAmount(c.budget) }));
  if (c.cheap) parts.push(say(lang, "filterCheap"));
  return parts.length ? ` (${parts.join(", ")})` : "";
}

function formatAmount(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}


/** The platforms a recommendation lists, in its order (the conversation state keeps them as data). */
export function recommendShown(found: EngineAnswer): Platform[] {
  return found.results.slice(0, MAX_ITEMS).map((r) => r.platform);
}

/**
 * A ranked recommendation, exactly in the engine's order. `more`: the next matches after the ones
 * already listed ('any others?'), which `found` no longer holds; none left is said so, not as no match.
 */
export function recommendAnswer(found: EngineAnswer, c: Constraints & { team?: boolean }, lang: Language = "en", more = false): string {
  const selection = found.useCases;
  const chosen = found.results.slice(0, MAX_ITEMS);
  const taskLabel = selection.length ? joinIn(lang, labels(selection).map((l) => `**${l}**`)) : say(lang, "yourQuestion");
  const filter = filterNote(c, [], lang);
  const finderIds = c.free && !selection.includes("free") ? [...selection, "free" as const] : selection;
  const lines: string[] = [];
  if (!chosen.length && more) {
    lines.push(say(lang, "noMoreMatches", { task: taskLabel, filter }));
  } else if (!chosen.length) {
    lines.push(say(lang, "noMatch", { task: taskLabel, filter }));
    const cheapest = [...found.unconstrained]
      .slice(0, 10)
      .sort((a, b) => (monthlyPrice(a.platform) ?? Number.POSITIVE_INFINITY) - (monthlyPrice(b.platform) ?? Number.POSITIVE_INFINITY))
      .slice(0, 3);
    if (cheapest.length) {
      lines.push("", say(lang, "leastExpensive"), "");
      for (const r of cheapest) lines.push(`- ${bold(r.platform)}: *${priceSummary(r.platform, lang)}*`);
    }
  } else {
    lines.push(say(lang, more ? "moreMatches" : "topMatches", { task: taskLabel, filter }), "");
    chosen.forEach((r, i) => {
      const covered = selection.filter((u) => r.reasons.useCases.includes(u));
      const covers = selection.length > 1 && covered.length ? say(lang, "covers", { list: joinIn(lang, labels(covered)) }) : "";
      lines.push(`${i + 1}. ${bold(r.platform)}: ${whyLine(r.platform)}.${covers} *${priceSummary(r.platform, lang)}*`);
    });
  }
  if (found.constraintNote) lines.push("", found.constraintNote);
  if (chosen.length && found.wishes) lines.push("", wishNote(chosen.map((r) => r.platform), found.wishes, lang));
  if (c.budget !== undefined) {
    const unknown = found.unconstrained
      // Only paid-only tools are left out for want of a price: a free plan is within any budget (engine.ts `freePlanFits`).
      .filter((r) => monthlyPrice(r.platform) === undefined && r.platform.pricing.tier === "paid" && !c.free)
      .slice(0, 3)
      .map((r) => link(r.platform));
    lines.push("", say(lang, "budgetLeftOut"));
    if (unknown.length) lines.push(say(lang, unknown.length > 1 ? "noPriceMany" : "noPriceOne", { links: joinIn(lang, unknown) }));
  }
  if (c.team) lines.push("", say(lang, "teamNote"));
  if (selection.length) lines.push("", finderLink(finderIds, say(lang, "seeAllInFinder", { labels: joinIn(lang, labels(finderIds)) })));
  else lines.push("", `[${say(lang, "openFinder")}](/#finder)`);
  const guide = guideLine(selection, lang);
  if (guide) lines.push("", guide);
  return lines.join("\n");
}

/**
 * Which platforms listed the catalogue records with the features and places wished for ('an open
 * source one', 'works on android'): the wishes order the list but hide nothing, so the answer says
 * which meet them, or that none is recorded with them (docs/decisions/0227).
 */
function wishNote(listed: readonly Platform[], wishes: NonNullable<EngineAnswer["wishes"]>, lang: Language): string {
  // One line a feature (open source, an API...) and one for the places together ('iOS and Android'):
  // a platform may meet one wish and not another.
  const parts = [
    ...wishes.has.map((key) => ({ wish: attributeDefinition(attributeOfFilter.get(key)!).label.toLowerCase(), has: [key], runs: [] as RunsOn[] })),
    ...(wishes.runs.length ? [{ wish: joinIn(lang, wishes.runs.map((place) => runsOnLabels.get(place) ?? place)), has: [] as FlagFilter[], runs: [...wishes.runs] }] : []),
  ];
  return parts
    .map(({ wish, has, runs }) => {
      const met = listed.filter((p) => !failedConstraints(p, { ...emptyQuery, has, runs }).length);
      return met.length ? say(lang, "wishRecorded", { wish, links: joinIn(lang, met.map(link)) }) : say(lang, "wishRecordedNone", { wish });
    })
    .join("\n\n");
}

/** A follow-up filter over the last answer's list ("which of those is free?"). */
export function listFilterAnswer(from: readonly Platform[], kept: readonly Platform[], c: Constraints, task: readonly UseCaseId[] = [], lang: Language = "en"): string {
  const filter = filterNote(c, task, lang);
  if (!kept.length) {
    const lines = [say(lang, "noneOfListed", { count: from.length, filter }), ""];
    for (const p of from) lines.push(`- ${bold(p)}: *${priceSummary(p, lang)}*`);
    lines.push("", say(lang, "askAgain"));
    return lines.join("\n");
  }
  const lines = [kept.length === 1 ? say(lang, "ofListedOne", { filter }) : say(lang, "ofListedMany", { count: kept.length, filter }), ""];
  kept.forEach((p, i) => lines.push(`${i + 1}. ${bold(p)}: ${whyLine(p)}. *${priceSummary(p, lang)}*`));
  const left = from.filter((p) => !kept.includes(p));
  if (left.length) lines.push("", say(lang, "leftOut", { links: joinIn(lang, left.map(link)) }));
  return lines.join("\n");
}

const coveredIn = new Map<string, string | undefined>();

/** The guides that link a platform, those that say the most about it first (the same for every question: kept). */
function guidesCovering(p: Platform, lang: Language): string | undefined {
  if (!coveredIn.has(p.id)) coveredIn.set(p.id, guidesCoveringUncached(p));
  const links = coveredIn.get(p.id);
  return links ? `${say(lang, "coveredIn")} ${links}` : undefined;
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
  return covering.length ? covering.map((a) => `[${a.title}](/blog/${a.slug})`).join("; ") : undefined;
}

/** 'Is X good for Y?': yes for the use cases it has; for the others, the engine's best picks. */
function fitLines(p: Platform, asked: readonly UseCaseId[], better: (missing: UseCaseId[]) => Platform[], lang: Language): string[] {
  const own = new Set<UseCaseId>(platformUseCases(p));
  const yes = asked.filter((id) => own.has(id));
  const no = asked.filter((id) => !own.has(id));
  const lines: string[] = [];
  if (yes.length) lines.push(say(lang, yes.length > 1 ? "fitYesMany" : "fitYesOne", { useCases: joinIn(lang, yes.map(useCaseLink)), platform: link(p) }));
  if (no.length) {
    const others = better(no)
      .filter((x) => x.id !== p.id)
      .slice(0, 3)
      .map(link);
    lines.push(`${say(lang, no.length > 1 ? "fitNoMany" : "fitNoOne", { useCases: joinIn(lang, labels(no)), platform: link(p) })}${others.length ? say(lang, "fitLookAt", { links: joinIn(lang, others) }) : ""}`);
  }
  return lines;
}

/** 'Similar: A, B and C (all alternatives)': the three most like a platform, or '' when there are none; `similarWith` says they are recorded with what was asked. */
export function similarLine(p: Platform, similar: readonly Platform[], lang: Language = "en", key: "similar" | "similarWith" = "similar"): string {
  const alike = similar.filter((x) => x.id !== p.id).slice(0, 3);
  return alike.length ? say(lang, key, { links: joinIn(lang, alike.map(link)), href: `/platforms/${p.id}#alternatives` }) : "";
}

/**
 * What the catalogue says about one platform: its fit for the use cases asked about, description,
 * strengths, price, use cases, the platforms most like it (`similar`, the engine's alternatives: a
 * visitor reading about one tool is often choosing among its kind) and the guides that cover it.
 */
export function describeAnswer(
  p: Platform,
  asked: readonly UseCaseId[] = [],
  better: (missing: UseCaseId[]) => Platform[] = () => [],
  lang: Language = "en",
  similar: readonly Platform[] = [],
): string {
  const m = messages[lang];
  const lines: string[] = [];
  if (asked.length) lines.push(...fitLines(p, asked, better, lang), "");
  lines.push(`${bold(p)} (${categoryLabelOf(p)}): ${p.description}`, "", m.strengths, "");
  for (const s of p.strengths) lines.push(`- ${s}`);
  lines.push(
    "",
    `${m.priceLabel} ${priceSummary(p, lang)}. [${m.pricingDetails}](/platforms/${p.id}#pricing)`,
    "",
    `${m.useCasesLabel} ${platformUseCases(p).map(useCaseLink).join(", ")}`,
  );
  const alike = similarLine(p, similar, lang);
  if (alike) lines.push("", alike);
  const guides = guidesCovering(p, lang);
  if (guides) lines.push("", guides);
  return lines.join("\n");
}

function priceParagraph(p: Platform, askedFree: boolean, lang: Language): string {
  const price = p.pricing.startingPrice;
  const platform = bold(p);
  let lead: string;
  if (p.pricing.tier === "free") lead = `${askedFree ? say(lang, "yesPrefix") : ""}${say(lang, "freeLead", { platform })}`;
  else if (p.pricing.tier === "freemium") {
    const rest = price ? say(lang, "freemiumFrom", { price }) : say(lang, "freemiumUnlisted");
    lead = `${askedFree ? say(lang, "yesFreePlan") : ""}${say(lang, "freemiumLead", { platform, rest })}`;
  } else {
    const rest = price ? say(lang, "paidFrom", { price }) : say(lang, "paidUnlisted");
    lead = `${askedFree ? say(lang, "noPrefix") : ""}${say(lang, "paidLead", { platform, rest })}`;
  }
  return `${lead}\n\n${p.pricing.details} (${say(lang, "checked", { date: priceChecked(p) })}; [${say(lang, "pricingOnPage", { name: p.name })}](/platforms/${p.id}#pricing))`;
}

/** Catalogue and guide sentences that speak to each policy topic. */
const policyFacts = {
  privacy: /privacy|private|stealth|not used (for|to) train|no training|train(ed|ing|s)? on|retention|confidential|gdpr|soc ?2|hipaa|encrypt|data (is|are|stays|never)|your data|own data/i,
  rights: /commercial|licen[cs]|copyright|rights|royalt|indemn|companies earning|ownership|own the|watermark/i,
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
/** The recorded attributes that answer part of a privacy or a licence question (issue 28). */
const policyAttributes = { privacy: ["trainsOnContent", "euDataRegion"], rights: ["commercialUse", "watermark"] } as const satisfies Record<string, readonly AttributeId[]>;

export function policyAnswer(p: Platform, topic: "privacy" | "rights", lang: Language = "en"): string {
  const what = say(lang, topic === "privacy" ? "policyPrivacyWhat" : "policyRightsWhat");
  const document = say(lang, topic === "privacy" ? "privacyPolicy" : "termsOfService");
  // What the catalogue records of it (whether it trains on your content, an EU data region; commercial
  // use and a watermark on free output), each with its quote, before the rest it cannot say.
  const attributes = platformRecord(p.id)?.attributes;
  const recorded = policyAttributes[topic].flatMap((id) => {
    const fact = attributes?.[id];
    if (!fact) return [];
    const definition = attributeDefinition(id);
    return [`${definition.label}: **${definition.valueLabel(fact.value as string)}**.`, "", quoteLine(fact.sources[0]!), ""];
  });
  const lines = recorded.length
    ? [say(lang, "policyLeadRecorded", { platform: link(p), name: p.name, document, website: p.website }), "", ...recorded.slice(0, -1)]
    : [say(lang, "policyLead", { platform: link(p), what, name: p.name, document, website: p.website })];
  const re = policyFacts[topic];
  const facts = [...new Set([p.description, ...p.strengths, ...sentencesOf(p.pricing.details), ...(p.limits ?? [])].filter((x) => re.test(x)))];
  if (facts.length) lines.push("", say(lang, "catalogueSays", { date: factsChecked(p) }), "", ...facts.slice(0, 3).map((f) => `- ${f}`));
  const name = new RegExp(`\\b${escapeRegExp(p.name)}\\b`, "i");
  const topicHits = (x: string) => x.match(new RegExp(re.source, "gi"))?.length ?? 0;
  const quoted = searchPassages(`${p.name} ${topic === "privacy" ? "privacy data training private" : "commercial use licence rights copyright"}`, 30)
    .flatMap((h) => sentencesOf(h.passage.text).filter((x) => re.test(x) && name.test(x)).map((x) => ({ h, x, w: topicHits(x) + (h.passage.kind === "faq" ? 1 : 0) })))
    .filter((q, i, all) => all.findIndex((o) => o.x === q.x) === i)
    .sort((a, b) => b.w - a.w)
    .slice(0, 2);
  if (quoted.length) {
    lines.push("", say(lang, "guidesSay"), "");
    for (const { h, x } of quoted) lines.push(`- ${x} ([${plain(h.passage.title)}](${h.passage.href}))`);
  }
  lines.push("", `[${say(lang, "moreAbout", { name: p.name })}](/platforms/${p.id})`);
  return lines.join("\n");
}

/** A privacy question that names no platform: privacy is no task to recommend tools for. */
export function privacyGeneralAnswer(lang: Language = "en"): string {
  return [say(lang, "privacyGeneral"), "", say(lang, "privacyAdvice")].join("\n");
}

export function priceAnswer(subjects: readonly Platform[], askedFree: boolean, team = false, lang: Language = "en"): string {
  const text = subjects.slice(0, 3).map((p) => priceParagraph(p, askedFree, lang)).join("\n\n");
  return team ? `${text}\n\n${say(lang, "teamNote")}` : text;
}

/** What it costs to start with a platform: nothing with a free plan, else its cheapest plan (undefined when unknown). */
function entryPrice(p: Platform): number | undefined {
  return p.pricing.tier === "paid" ? monthlyPrice(p) : 0;
}


/**
 * The alternatives to list. Cheaper ones must do the same job: of its kind or with its main use case
 * ('can't pay Semrush prices' lists cheaper SEO tools, or says there are none, never a cheap chat
 * assistant that shares a side use case).
 */
function alternativesChosen(subject: Platform, found: EngineAnswer, cheaperThan?: number, priced = false): PlatformResult[] {
  // Under a price ('cheaper', a budget, free only), only those doing the same job: a cheap tool for something else is no alternative (DeepSeek to Ahrefs under $50).
  // So with a wish ('like Zapier but open source'): the wish orders those doing its job, and one of another kind
  // sharing only a broad main use case must be half as alike as the most alike with the wish (never a noise remover beside n8n).
  const doingIt = found.results.filter((r) => sameJob(subject, r.platform));
  // Meeting any one of the wishes (n8n runs on your own machine, though not recorded as open source).
  const wishes = found.wishes ? [...found.wishes.has.map((k) => ({ ...emptyQuery, has: [k] })), ...found.wishes.runs.map((r) => ({ ...emptyQuery, runs: [r] }))] : [];
  const meetsAWish = (r: PlatformResult) => wishes.some((w) => !failedConstraints(r.platform, w).length);
  const top = Math.max(0, ...doingIt.filter(meetsAWish).map((r) => r.score));
  // A tool of the kind a wish defines (a local model's chat interface for 'ChatGPT, on our own servers') that meets it is one, however its score compares.
  const kindsOfWishes = wishKinds(found.wishes?.has ?? []);
  const results =
    cheaperThan !== undefined
      ? found.results.filter((r) => sameJob(subject, r.platform) && (entryPrice(r.platform) ?? Number.POSITIVE_INFINITY) < cheaperThan)
      : found.wishes
        ? doingIt.filter((r) => r.platform.category === subject.category || r.score >= top / 2 || (kindsOfWishes.has(r.platform.category) && meetsAWish(r)))
        : priced
          ? doingIt
          : found.results;
  return results.slice(0, MAX_ITEMS);
}

/** The alternatives an answer lists, in its order. */
export function alternativesShown(subject: Platform, found: EngineAnswer, cheaperThan?: number, priced = false): Platform[] {
  return alternativesChosen(subject, found, cheaperThan, priced).map((r) => r.platform);
}

export function alternativesAnswer(p: Platform, found: EngineAnswer, c: Constraints, cheaperThan?: number, lang: Language = "en"): string {
  const chosen = alternativesChosen(p, found, cheaperThan, c.free || c.budget !== undefined);
  const note = cheaperThan !== undefined ? say(lang, "cheaperThan", { price: p.pricing.startingPrice ?? "" }) : filterNote(c, [], lang);
  if (!chosen.length) return say(lang, "noAlternative", { platform: bold(p), note, href: `/platforms/${p.id}#alternatives` });
  const mine = new Set(p.useCases);
  const lines = [say(lang, "alternativesLead", { platform: bold(p), note }), ""];
  chosen.forEach((a, i) => {
    const shared = labels(a.platform.useCases.filter((u) => mine.has(u)));
    const sameKind = a.platform.category === p.category ? say(lang, "sameKind", { category: categoryLabelOf(p).toLowerCase() }) : "";
    const sharedText = shared.length > 3 ? say(lang, "andMore", { list: shared.slice(0, 3).join(", "), count: shared.length - 3 }) : joinIn(lang, shared);
    const why = [sameKind, shared.length ? say(lang, "shares", { list: sharedText }) : ""].filter(Boolean).join("; ");
    lines.push(`${i + 1}. ${bold(a.platform)}: ${why ? `${why}. ` : ""}${whyLine(a.platform)}. *${priceSummary(a.platform, lang)}*`);
  });
  if (found.constraintNote && cheaperThan === undefined) lines.push("", found.constraintNote);
  if (found.wishes) lines.push("", wishNote(chosen.map((r) => r.platform), found.wishes, lang));
  lines.push("", finderLink(p.useCases, say(lang, "finderForUseCases", { name: p.name })));
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

export function compareAnswer(subjects: readonly Platform[], asked: readonly UseCaseId[] = [], lang: Language = "en"): string {
  const m = messages[lang];
  const ps = subjects.slice(0, 3);
  const head = `| | ${ps.map((p) => cell(p.name)).join(" | ")} |`;
  const rule = `|---|${ps.map(() => "---").join("|")}|`;
  const row = (label: string, f: (p: Platform) => string) => `| ${label} | ${ps.map((p) => cell(f(p))).join(" | ")} |`;
  const lines = [
    say(lang, "compareLead", { platforms: ps.map(bold).join(" vs ") }),
    "",
    head,
    rule,
    row(m.rowType, categoryLabelOf),
    row(m.rowPricing, (p) => priceSummary(p, lang)),
    row(m.rowStrengths, (p) => p.strengths.slice(0, 3).join("; ")),
    row(m.rowUseCases, (p) => labels(p.useCases).join(", ")),
  ];
  const sets = ps.map((p) => new Set(p.useCases));
  const shared = ps[0]!.useCases.filter((u) => sets.every((s) => s.has(u)));
  lines.push("");
  lines.push(shared.length ? say(lang, ps.length === 2 ? "bothCover" : "allCover", { list: joinIn(lang, labels(shared)) }) : m.shareNone);
  ps.forEach((p, i) => {
    const only = p.useCases.filter((u) => sets.every((s, j) => j === i || !s.has(u)));
    if (only.length) lines.push(say(lang, "onlyOne", { name: p.name, list: joinIn(lang, labels(only)) }));
  });
  for (const id of asked) {
    const covering = ps.filter((p) => platformUseCases(p).includes(id)).map((p) => p.name);
    const names = joinIn(lang, covering);
    const verdict =
      covering.length === ps.length
        ? ps.length === 2
          ? m.verdictBoth
          : say(lang, "verdictAll", { count: ps.length })
        : covering.length
          ? say(lang, covering.length > 1 ? "verdictOnlyMany" : "verdictOnlyOne", { names })
          : m.verdictNone;
    lines.push(say(lang, "forTask", { task: labelOfUseCase(id), verdict }));
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
    lines.push("", m.readMore, "");
    for (const a of articles) lines.push(`- ${m.fullComparison} [${a.title}](/blog/${a.slug})`);
    for (const s of sections) lines.push(`- ${m.inAGuide} [${plain(s.title)}](${s.href})`);
  }
  lines.push("", m.compareClose);
  return lines.join("\n");
}

const articleWords = /\b(any|a|an|the|some|good|best|guides?|articles?|blog|blogs|tutorials?|read|reading|posts?|write ?ups?|on|about|for|do|you|have|is|there|recommend|me|can|i|what|which|should|and)\b/g;

export function articlesAnswer(text: string, lang: Language = "en"): string {
  const m = messages[lang];
  const topic = normalise(text).replace(articleWords, " ").trim();
  const hits: PassageHit[] = topic ? searchPassages(topic, 30) : [];
  if (!hits.length) {
    const intro = topic ? m.noGuide : m.siteGuides;
    return [intro, "", ...getArticles().map((a) => `- [${a.title}](/blog/${a.slug})`)].join("\n");
  }
  const bySlug = new Map<string, PassageHit[]>();
  for (const h of hits) bySlug.set(h.passage.slug, [...(bySlug.get(h.passage.slug) ?? []), h]);
  const lines = [m.guidesCover, ""];
  [...bySlug.values()].slice(0, 3).forEach((group, i) => {
    const first = group[0]!.passage;
    const sections = group
      .filter((h) => h.passage.kind === "section" || h.passage.kind === "faq")
      .filter((h, j, all) => all.findIndex((x) => x.passage.href === h.passage.href) === j)
      .slice(0, 2)
      .map((h) => `[${plain(h.passage.title)}](${h.passage.href})`);
    lines.push(`${i + 1}. **[${plain(first.articleTitle)}](/blog/${first.slug})**${sections.length ? `: ${m.see} ${sections.join("; ")}` : ""}`);
  });
  lines.push("", `[${m.allGuides}](/blog)`);
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

const placePhrase: ReadonlyMap<RunsOn, "placeIde" | "placeExtension" | "placeCli" | "placeWeb"> = new Map([
  ["ide-plugin", "placeIde"],
  ["browser-extension", "placeExtension"],
  ["cli", "placeCli"],
  ["web", "placeWeb"],
] as const);

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
export function attributeAnswer(subjects: readonly Platform[], asked: AttributesAsked, lang: Language = "en"): string {
  const lines: string[] = [];
  for (const p of subjects.slice(0, 3)) {
    const facts: string[] = [];
    const unknown: string[] = [];
    // The whole record: the answer quotes the source (docs/decisions/0218).
    const attributes = platformRecord(p.id)?.attributes;
    for (const key of asked.has) {
      const id = attributeOfFilter.get(key)!;
      const definition = attributeDefinition(id);
      const recorded = attributes?.[id];
      if (!recorded) unknown.push(definition.label.toLowerCase());
      else {
        const value = Array.isArray(recorded.value) ? recorded.value.map(definition.valueLabel).join(", ") : definition.valueLabel(recorded.value as string);
        facts.push(`${definition.label}: **${value}**${id === "openSource" && p.attributes?.openSource?.licence ? ` (${p.attributes.openSource.licence})` : ""}.`, quoteLine(recorded.sources[0]!));
      }
    }
    for (const place of asked.runs) {
      const phrase = placePhrase.get(place);
      const label = phrase ? say(lang, phrase) : say(lang, "placeOn", { label: runsOnLabels.get(place) ?? place });
      const runsOn = attributes?.runsOn;
      const source = runsOn?.value.includes(place) ? runsOn.sources.find((s) => !unsupportedValue("runsOn", [place], [s.quote])) : undefined;
      if (source) facts.push(say(lang, "runsYes", { place: label }), quoteLine(source));
      else unknown.push(say(lang, "whetherRuns", { place: label }));
    }
    lines.push(`${bold(p)}:`, "", ...facts.flatMap((f) => [f, ""]));
    if (unknown.length) {
      lines.push(say(lang, "notRecorded", { list: joinIn(lang, unknown), name: p.name, website: p.website }), "");
    }
    lines.push(`[${say(lang, "everythingRecorded", { name: p.name })}](/platforms/${p.id}#attributes)`, "");
  }
  return lines.join("\n").trim();
}
