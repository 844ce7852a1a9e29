import "server-only";
import MiniSearch, { type SearchOptions } from "minisearch";
import { getPlatform, platforms, platformUseCases } from "@/lib/catalogue";
import { categories, type Platform } from "@/lib/catalogue-schema";
import { rankPlatforms } from "@/lib/ranking";
import { labelOfUseCase, type UseCaseId } from "@/lib/use-cases";
import { getArticles, type Article } from "@/server/articles";
import type { ChatMessage } from "@/server/chat/chat-message";
import { aliasesOf, namedPlatforms } from "@/server/chat/platform-names";
import { detectUseCases } from "@/server/chat/understanding";

/**
 * Full-text retrieval over the site's own data: one MiniSearch index of the catalogue and one of
 * article passages (each `##` section, the TL;DR, the takeaways and each FAQ), built lazily once per
 * process. The offline assistant and the LLM provider share it
 * (docs/decisions/0042-retrieval-with-minisearch.md).
 */

// Words that carry no meaning for ranking here ("ai" is on nearly every page of an AI directory;
// "make" is how half the questions start, and would otherwise rank the automation platform Make first).
const stopWords = new Set(
  (
    "a an and are as at be been but by can could did do does for from had has have how i if in into is it its " +
    "me my of on or our should so than that the their them then there these they this those to too us was we " +
    "were what when where which who why will with would you your ai tool tools platform platforms best good " +
    "any some about please want need use using get like just also more most very really much one ones make"
  ).split(" "),
);

// Plural to singular, so "videos" meets "video" (applied the same way to documents and queries).
const keepS = new Set(["analysis", "business", "news", "series", "canvas", "status", "plus", "bus", "this", "always", "gpus"]);
function singular(term: string): string {
  if (term.length <= 3 || keepS.has(term) || term.endsWith("ss") || term.endsWith("us") || term.endsWith("is")) return term;
  if (term.endsWith("ies") && term.length > 4) return `${term.slice(0, -3)}y`;
  if (/(ches|shes|xes)$/.test(term)) return term.slice(0, -2);
  if (term.endsWith("s")) return term.slice(0, -1);
  return term;
}

// Compounds that should also match their last part: a "support bot" is a chatbot.
const compounds: Record<string, string> = { chatbot: "bot", voiceover: "voice", screenshot: "screen", codebase: "code", livestream: "stream" };

export function processTerm(term: string): string | string[] | null {
  const t = term.toLowerCase();
  if (t.length < 2 || stopWords.has(t)) return null;
  const one = singular(t);
  const part = compounds[one];
  return part ? [one, part] : one;
}

/** Fuzzy (20% of the term's length) and prefix matching, only on terms long enough to bear it. */
const matching: Pick<SearchOptions, "fuzzy" | "prefix" | "weights"> = {
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  prefix: (term) => term.length >= 3,
  weights: { fuzzy: 0.45, prefix: 0.375 },
};

type PlatformDoc = {
  id: string;
  name: string;
  aliases: string;
  description: string;
  strengths: string;
  useCases: string;
  capabilities: string;
  category: string;
  pricing: string;
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

function platformDoc(p: Platform): PlatformDoc {
  return {
    id: p.id,
    name: p.name,
    // One-word aliases only: "deep seek" would otherwise make every "deep research" query about DeepSeek.
    aliases: aliasesOf(p.id).filter((a) => !a.includes(" ")).join(" "),
    description: p.description,
    strengths: p.strengths.join(". "),
    useCases: p.useCases.map(labelOfUseCase).join(", "),
    capabilities: p.capabilities.join(" "),
    category: categoryLabelOf(p),
    pricing: `${p.pricing.tier}. ${p.pricing.details}`,
  };
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Plain text from the article HTML the site renders: block ends become line breaks. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|tr|blockquote|pre|table|ul|ol)>|<br\s*\/?>/gi, "\n")
    .replace(/<\/t[dh]>/gi, " | ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(parseInt(code.slice(1), 10));
      return entities[code.toLowerCase()] ?? whole;
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
  const heading = /<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g;
  const marks = [...html.matchAll(heading)];
  add("intro", undefined, article.title, htmlToText(html.slice(0, marks[0]?.index ?? html.length)), "intro");
  marks.forEach((m, i) => {
    const start = m.index + m[0].length;
    const end = marks[i + 1]?.index ?? html.length;
    add("section", m[1], htmlToText(m[2] ?? ""), htmlToText(html.slice(start, end)));
  });
  article.faqs.forEach((f, i) => add("faq", "faq", f.q, f.a, `faq-${i + 1}`));
  return out;
}

type Indexes = {
  platforms: MiniSearch<PlatformDoc>;
  passages: MiniSearch<Passage>;
  passageById: Map<string, Passage>;
  allPassages: Passage[];
};

// Kept on globalThis: Next.js bundles instrumentation.ts (which warms the index at start) and each
// route separately, and they must share one index per process.
const INDEXES = Symbol.for("ai-platform-finder.chat-indexes");
const shared = globalThis as Record<symbol, Indexes | undefined>;

function build(): Indexes {
  const platformIndex = new MiniSearch<PlatformDoc>({
    fields: ["name", "aliases", "description", "strengths", "useCases", "capabilities", "category", "pricing"],
    processTerm,
    searchOptions: {
      ...matching,
      boost: { name: 6, aliases: 4, useCases: 2, capabilities: 1.5, strengths: 1.5, category: 1.5, description: 1, pricing: 0.4 },
    },
  });
  platformIndex.addAll(platforms.map(platformDoc));

  const allPassages = getArticles().flatMap(passagesOf);
  const passageIndex = new MiniSearch<Passage>({
    fields: ["title", "text", "articleTitle"],
    processTerm,
    searchOptions: { ...matching, boost: { title: 3, articleTitle: 1.5, text: 1 } },
  });
  passageIndex.addAll(allPassages);
  return { platforms: platformIndex, passages: passageIndex, passageById: new Map(allPassages.map((p) => [p.id, p])), allPassages };
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

export type PlatformHit = { platform: Platform; score: number; terms: string[] };
export type PassageHit = { passage: Passage; score: number; terms: string[] };

/**
 * How to match: `all` keeps only results matching every query term; `exact` turns off fuzzy and
 * prefix matching. Both together are for answers that must not guess.
 */
export type MatchOptions = { all?: boolean; exact?: boolean };

function optionsFor(o: MatchOptions): SearchOptions {
  return { combineWith: o.all ? "AND" : "OR", ...(o.exact ? { fuzzy: false, prefix: false } : {}) };
}

/** The catalogue platforms best matching a free-text query, best first. */
export function searchPlatforms(query: string, k = 5, options: MatchOptions = {}): PlatformHit[] {
  if (!query.trim()) return [];
  return getIndexes()
    .platforms.search(query, optionsFor(options))
    .slice(0, k)
    .map((r) => ({ platform: getPlatform(String(r.id))!, score: r.score, terms: r.terms }));
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

/**
 * Ranked like the finder (lib/ranking.ts: most matched use cases first, editorial order on ties),
 * with one refinement: among platforms matching the same number of use cases, those whose
 * catalogue text clearly matches the visitor's own words (at least half the best such score) come
 * first, so "customer support bot" puts support agents above a voice tool that also builds
 * chatbots, while a generic "write a blog post" keeps the finder's order.
 */
export function rankForTask(selection: readonly UseCaseId[], text: string): { platform: Platform; matched: UseCaseId[] }[] {
  const relevance = new Map(searchPlatforms(text, platforms.length).map((h) => [h.platform.id, h.score]));
  const ranked = rankPlatforms(
    platforms.map((p) => ({ id: p.id, useCases: platformUseCases(p), platform: p })),
    selection,
  ).map((r, i) => ({ platform: r.item.platform, matched: r.matched, i, rel: relevance.get(r.item.id) ?? 0 }));
  const bestInGroup = new Map<number, number>();
  for (const r of ranked) bestInGroup.set(r.matched.length, Math.max(bestInGroup.get(r.matched.length) ?? 0, r.rel));
  const strong = (r: (typeof ranked)[number]) => r.rel > 0 && r.rel >= 0.5 * (bestInGroup.get(r.matched.length) ?? 0);
  return ranked.sort(
    (a, b) =>
      b.matched.length - a.matched.length ||
      Number(strong(b)) - Number(strong(a)) ||
      (strong(a) && strong(b) ? b.rel - a.rel : 0) ||
      a.i - b.i,
  );
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
    rankForTask(detectUseCases(text), text)
      .slice(0, 4)
      .forEach((r, j) => add(r.platform.id, weight * (10 - j)));
    const hits = searchPlatforms(text, 6);
    const top = hits[0]?.score ?? 1;
    hits.forEach((h) => add(h.platform.id, (weight * 5 * h.score) / top));
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

  const order = new Map(platforms.map((p, i) => [p.id, i]));
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
  if (p.pricing.tier === "free") return "no paid plan";
  return `cheapest paid plan: ${p.pricing.startingPrice ?? "price not listed"}`;
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
