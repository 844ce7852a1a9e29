import "server-only";
import { factsChecked } from "@/lib/platform";
import MiniSearch, { type SearchOptions } from "minisearch";
import { getPlatform, platforms as allPlatforms } from "@/lib/catalogue";
import { categories, type Platform } from "@/lib/catalogue-schema";
import { processTerm } from "@/lib/discovery/text";
import { labelOfUseCase } from "@/lib/use-cases";
import { getArticles, type Article } from "@/server/articles";
import type { ChatMessage } from "@/server/chat/chat-message";
import { discover } from "@/server/discovery";
import { namedPlatforms } from "@/server/discovery/platform-names";
import { emptyQuery } from "@/lib/discovery/query";

/**
 * Passage retrieval over the site's guides: one MiniSearch index of article passages (each `##`
 * section, the TL;DR, the takeaways and each FAQ), built lazily once per process, for guide answers
 * and the LLM provider's grounding context (docs/decisions/0042-retrieval-with-minisearch.md).
 * Platforms are ranked by the discovery engine (server/discovery), never here.
 */

/** Fuzzy (20% of the term's length) and prefix matching, only on terms long enough to bear it. */
const matching: Pick<SearchOptions, "fuzzy" | "prefix" | "weights"> = {
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  prefix: (term) => term.length >= 3,
  weights: { fuzzy: 0.45, prefix: 0.375 },
};

export type Passage = {
  id: string;
  kind: "section" | "intro" | "summary" | "takeaways" | "faq";
  /** The section heading, or the FAQ question. */
  title: string;
  text: string;
  articleTitle: string;
  slug: string;
  /** Link to the passage: /blog/{slug}#{section id}. */
  href: string;
  /** Platforms its title names, for finding the section that compares two of them. */
  titlePlatformIds: string[];
};

const categoryLabel = new Map<string, string>(categories.map((c) => [c.id, c.label]));

export function categoryLabelOf(platform: Platform): string {
  return categoryLabel.get(platform.category) ?? platform.category;
}

const entities: ReadonlyMap<string, string> = new Map(Object.entries({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }));

/** Plain text from the article HTML the site renders: block ends become line breaks. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|tr|blockquote|pre|table|ul|ol)>|<br\s*\/?>/gi, "\n")
    .replace(/<\/t[dh]>/gi, " | ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(parseInt(code.slice(1), 10));
      return entities.get(code.toLowerCase()) ?? whole;
    })
    .replace(/[ \t]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/(\s*\|\s*)+\n/g, "\n")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

function passagesOf(article: Article): Passage[] {
  const out: Passage[] = [];
  const base = { articleTitle: article.title, slug: article.slug };
  const add = (kind: Passage["kind"], anchor: string | undefined, title: string, text: string, key = anchor ?? kind) => {
    if (!text.trim()) return;
    out.push({
      ...base,
      id: `${article.slug}#${key}`,
      kind,
      title,
      text,
      href: anchor ? `/blog/${article.slug}#${anchor}` : `/blog/${article.slug}`,
      titlePlatformIds: namedPlatforms(title).platforms.map((p) => p.id),
    });
  };
  add("summary", "tldr", `TL;DR: ${article.title}`, article.tldr.join("\n"));
  if (article.layout === "guide") add("takeaways", "top-10", "Top 10 Takeaways", article.takeaways.join("\n"));
  const html = `${article.bodyHtml}${article.conclusionHtml ?? ""}`;
  // A section, and each of its subsections, is a passage of its own: a long section about many
  // things ('Features worth using': Deep Research, Gems, Live...) would otherwise rank low for
  // every one of them. A subsection's title carries its section's ('Features: Deep Research').
  const heading = /<h([23]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;
  const marks = [...html.matchAll(heading)];
  add("intro", undefined, article.title, htmlToText(html.slice(0, marks[0]?.index ?? html.length)), "intro");
  let section = "";
  marks.forEach((m, i) => {
    const start = m.index + m[0].length;
    const end = marks[i + 1]?.index ?? html.length;
    const title = htmlToText(m[3] ?? "");
    if (m[1] === "2") section = title;
    add("section", m[2], m[1] === "2" || !section ? title : `${section}: ${title}`, htmlToText(html.slice(start, end)));
  });
  article.faqs.forEach((f, i) => add("faq", "faq", f.q, f.a, `faq-${i + 1}`));
  return out;
}

type Indexes = {
  passages: MiniSearch<Passage>;
  passageById: Map<string, Passage>;
  allPassages: Passage[];
};

// Kept on globalThis: Next.js bundles instrumentation.ts (which warms the index at start) and each
// route separately, and they must share one index per process.
const INDEXES = Symbol.for("ai-platform-finder.chat-indexes");
const shared = globalThis as Record<symbol, Indexes | undefined>;

function build(): Indexes {
  const allPassages = getArticles().flatMap(passagesOf);
  const passageIndex = new MiniSearch<Passage>({
    fields: ["title", "text", "articleTitle"],
    processTerm,
    searchOptions: { ...matching, boost: { title: 3, articleTitle: 1.5, text: 1 } },
  });
  passageIndex.addAll(allPassages);
  return { passages: passageIndex, passageById: new Map(allPassages.map((p) => [p.id, p])), allPassages };
}

function getIndexes(): Indexes {
  shared[INDEXES] ??= build();
  return shared[INDEXES];
}

/**
 * Builds the indexes now rather than on the first chat message (loading the articles takes about a
 * second); a route may call it when its module loads.
 */
export function warmUpRetrieval(): void {
  getIndexes();
}

/** Every passage, in article order (for tests and for listing an article's sections). */
export function allPassages(): readonly Passage[] {
  return getIndexes().allPassages;
}

export type PassageHit = { passage: Passage; score: number; terms: string[] };

/**
 * How to match: `all` keeps only results matching every query term; `exact` turns off fuzzy and
 * prefix matching. Both together are for answers that must not guess.
 */
export type MatchOptions = { all?: boolean; exact?: boolean };

function optionsFor(o: MatchOptions): SearchOptions {
  return { combineWith: o.all ? "AND" : "OR", ...(o.exact ? { fuzzy: false, prefix: false } : {}) };
}

/** Article passages best matching a query, best first. */
export function searchPassages(query: string, k = 5, options: MatchOptions = {}): PassageHit[] {
  if (!query.trim()) return [];
  const { passages, passageById } = getIndexes();
  return passages
    .search(query, optionsFor(options))
    .slice(0, k)
    .map((r) => ({ passage: passageById.get(String(r.id))!, score: r.score, terms: r.terms }));
}

/**
 * The sentences of a passage that best match the query terms, about `max` characters long: the
 * best sentence and those after it, so an LLM (or a reader) gets the point, not the whole section.
 */
export function excerpt(text: string, terms: readonly string[], max = 420): string {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim());
  if (!sentences.length) return "";
  const wanted = new Set(terms);
  const scoreOf = (s: string) => new Set(s.split(/[^\p{L}\p{N}]+/u).flatMap((w) => processTerm(w) ?? []).filter((w) => wanted.has(w))).size;
  let best = 0;
  let bestScore = -1;
  sentences.forEach((s, i) => {
    const score = scoreOf(s);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  let out = "";
  for (let i = best; i < sentences.length; i++) {
    const next = out ? `${out} ${sentences[i]}` : sentences[i]!;
    if (next.length > max) {
      if (!out) out = `${next.slice(0, max).replace(/\s+\S*$/, "")}…`;
      break;
    }
    out = next;
  }
  return best > 0 ? `…${out}` : out;
}

export type RetrievedContext = { platforms: Platform[]; passages: PassageHit[] };

/**
 * What the conversation is about: platforms and passages from the last user message first, then
 * from earlier user turns at half weight each step back (so "how much is it?" still finds the
 * platform named before). Platforms named outright and platforms the finder ranks for the task
 * come before plain text matches.
 */
export function retrieveContextItems(messages: readonly ChatMessage[], limits: { platforms?: number; passages?: number } = {}): RetrievedContext {
  const maxPlatforms = limits.platforms ?? 6;
  const maxPassages = limits.passages ?? 4;
  const turns = messages.filter((m) => m.role === "user").slice(-4).reverse();
  const lastAssistant = [...messages].reverse().find((m) => m.role === "assistant");
  const platformScore = new Map<string, number>();
  const passageScore = new Map<string, { hit: PassageHit; score: number }>();
  const add = (id: string, score: number) => platformScore.set(id, (platformScore.get(id) ?? 0) + score);

  turns.forEach((turn, i) => {
    const weight = 1 / 2 ** i;
    const text = turn.content.slice(0, 2000);
    namedPlatforms(text).platforms.forEach((p, j) => add(p.id, weight * (100 - j)));
    // The discovery engine's order for the turn's words (the same ranking as every other face).
    discover({ ...emptyQuery, text: text.slice(0, 200) }, { articles: 0, limit: 6 })
      .platforms.slice(0, 6)
      .forEach((r, j) => add(r.platform.id, weight * (10 - j)));
    const passages = searchPassages(text, 6);
    const topPassage = passages[0]?.score ?? 1;
    for (const hit of passages) {
      const prior = passageScore.get(hit.passage.id);
      const score = (prior?.score ?? 0) + (weight * hit.score) / topPassage;
      passageScore.set(hit.passage.id, { hit: prior?.hit ?? hit, score });
    }
  });
  // A follow-up such as "how much is it?" may refer to the platform the last answer was about.
  if (lastAssistant) namedPlatforms(lastAssistant.content.slice(0, 600)).platforms.slice(0, 2).forEach((p) => add(p.id, 4));

  const order = new Map(allPlatforms.map((p, i) => [p.id, i]));
  const chosen = [...platformScore]
    .sort((a, b) => b[1] - a[1] || (order.get(a[0]) ?? 0) - (order.get(b[0]) ?? 0))
    .slice(0, maxPlatforms)
    .map(([id]) => getPlatform(id)!);
  // At most two passages per article, so one long guide does not crowd out the others.
  const perArticle = new Map<string, number>();
  const passages = [...passageScore.values()]
    .sort((a, b) => b.score - a.score || a.hit.passage.id.localeCompare(b.hit.passage.id))
    .filter(({ hit }) => {
      const n = perArticle.get(hit.passage.slug) ?? 0;
      perArticle.set(hit.passage.slug, n + 1);
      return n < 2;
    })
    .slice(0, maxPassages)
    .map((x) => x.hit);
  return { platforms: chosen, passages };
}

function cheapestPlan(p: Platform): string {
  const checked = factsChecked(p);
  if (p.pricing.tier === "free") return `no paid plan; checked ${checked}`;
  return `cheapest paid plan: ${p.pricing.startingPrice ?? "price not listed"}; price checked ${checked}`;
}

/** One platform as a compact block of facts, exactly as the catalogue states them. */
export function formatPlatformFacts(p: Platform): string {
  return [
    `- ${p.name} (link: /platforms/${p.id}; ${categoryLabelOf(p)}; tier: ${p.pricing.tier}; ${cheapestPlan(p)})`,
    `  ${p.description}`,
    `  Pricing: ${p.pricing.details}`,
    `  Strengths: ${p.strengths.join("; ")}`,
    `  Use cases: ${p.useCases.map(labelOfUseCase).join(", ")}`,
  ].join("\n");
}

/**
 * The retrieved context formatted for an LLM system prompt: catalogue facts, then article
 * passages with their links. Roughly 1,000 to 2,000 tokens.
 */
export function retrieveContext(messages: readonly ChatMessage[], limits?: { platforms?: number; passages?: number }): string {
  const { platforms: found, passages } = retrieveContextItems(messages, limits);
  const parts: string[] = [];
  if (found.length) parts.push(`Catalogue platforms (link each as /platforms/{id}):\n${found.map(formatPlatformFacts).join("\n")}`);
  if (passages.length) {
    const lines = passages.map(
      ({ passage, terms }) => `- "${passage.title}" from "${passage.articleTitle}" (link: ${passage.href})\n  ${excerpt(passage.text, terms, 600)}`,
    );
    parts.push(`Passages from the site's guides:\n${lines.join("\n")}`);
  }
  return parts.join("\n\n") || "No catalogue entry or guide passage matches this conversation.";
}
