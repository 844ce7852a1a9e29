/**
 * The content check (issue 17, `npm run content:check`): stale facts, facts without a source, and
 * article prices that disagree with the catalogue. Pure functions over plain data, so the rules are
 * tested on fixtures (content-check.test.ts); scripts/content-check.ts feeds them the real files.
 * Why the rules are what they are: docs/decisions/0051-content-check.md.
 */
import { attributeIds, unsupportedValue } from "@/lib/attribute-evidence";
import type { AttributeId } from "@/lib/attributes";
import { daysSince } from "@/lib/freshness";
import { escapeRegExp } from "@/lib/format";

export const FACTS = ["tier", "startingPrice", "details"] as const;
type Fact = (typeof FACTS)[number];
type OneSource = { url?: string; checked?: string; kind?: string; quote?: string; note?: string };
type Source = OneSource | OneSource[] | undefined;

/** The part of a catalogue entry the check reads; raw input, so a missing source is reported, not thrown. */
export type CheckedPlatform = {
  id: string;
  name: string;
  website?: string;
  vendorDomains?: string[];
  pricing: {
    tier: string;
    startingPrice?: string;
    details?: string;
    otherPrices?: string[];
    sources?: Partial<Record<Fact, Source>>;
  };
  /** Raw attributes (lib/attributes.ts): each a value and the sources that state it. */
  attributes?: Record<string, { value?: unknown; sources?: OneSource[] } | undefined>;
  useCases?: string[];
  /** Raw vocabulary (lib/catalogue-schema.ts: platformVocabularySchema): other names, task ids, example requests. */
  vocabulary?: { aliases?: string[]; tasks?: string[]; examples?: string[] };
};

/** A task of the controlled vocabulary as the check reads it (content/vocabulary/tasks.json). */
export type CheckedTask = { id: string; useCases: string[] };

/** A problem with a platform's vocabulary: each is a failure of `npm run content:check`. */
export type VocabularyProblem = { platform: string; field: "aliases" | "tasks"; problem: string };

/** A name as the recogniser reads it: lower case, any run of other characters one space ('Bolt.new' is 'bolt new'). */
function nameKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/**
 * The cross-checks of the platforms' vocabulary (issue 25; docs/decisions/0180-vocabulary-as-data.md):
 * - every task id is a task of the controlled vocabulary;
 * - an alias names one platform only: never another platform's name, id or alias (a clash would make
 *   the recogniser name the wrong product), and never the platform's own name again;
 * - the first task is the platform's main job: its main use case is among the platform's useCases.
 * `seed` adds other names by platform id (content/vocabulary/aliases-seed.json) to the aliases checked.
 */
export function vocabularyProblems(platforms: readonly CheckedPlatform[], tasks: readonly CheckedTask[], seed: ReadonlyMap<string, readonly string[]> = new Map()): VocabularyProblem[] {
  const out: VocabularyProblem[] = [];
  const taskById = new Map(tasks.map((t) => [t.id, t]));
  const owners = new Map<string, { id: string; what: string }[]>();
  const own = (key: string, id: string, what: string) => owners.set(key, [...(owners.get(key) ?? []), { id, what }]);
  const aliasesOf = (p: CheckedPlatform) => [...new Set([...(p.vocabulary?.aliases ?? []), ...(seed.get(p.id) ?? [])])];
  for (const p of platforms) {
    own(nameKey(p.name), p.id, `the name of ${p.name}`);
    own(nameKey(p.id), p.id, `the id of ${p.name}`);
  }
  for (const p of platforms) {
    const add = (field: VocabularyProblem["field"], problem: string) => out.push({ platform: p.id, field, problem });
    for (const alias of aliasesOf(p)) {
      const key = nameKey(alias);
      if (!key) {
        add("aliases", `'${alias}' has no letters or digits`);
        continue;
      }
      const clash = (owners.get(key) ?? []).find((o) => o.id !== p.id);
      if (clash) add("aliases", `'${alias}' is also ${clash.what}: an alias names one platform only`);
      else if (key === nameKey(p.name)) add("aliases", `'${alias}' is the platform's own name: names are recognised without an alias`);
    }
    // Registered after this platform's own check: of two platforms sharing an alias, the later is reported, naming the earlier.
    for (const alias of aliasesOf(p)) if (nameKey(alias) && !(owners.get(nameKey(alias)) ?? []).some((o) => o.id === p.id)) own(nameKey(alias), p.id, `an alias of ${p.name}`);
    const ids = p.vocabulary?.tasks ?? [];
    for (const id of ids) if (!taskById.has(id)) add("tasks", `'${id}' is not a task of content/vocabulary/tasks.json`);
    const main = taskById.get(ids[0] ?? "");
    if (main && p.useCases && !p.useCases.includes(main.useCases[0] ?? "")) {
      add("tasks", `the first task (${main.id}, the platform's main job) is a '${main.useCases[0]}' task, which is not among its useCases (${p.useCases.join(", ")})`);
    }
  }
  return out;
}

function sourcesOf(source: Source): OneSource[] {
  return source === undefined ? [] : Array.isArray(source) ? source : [source];
}

export type StaleFact = { platform: string; fact: Fact; checked: string; days: number };
export type MissingSource = { platform: string; fact: Fact };
export type PriceDisagreement = { article: string; platform: string; price: string; allowed: string[]; text: string };

function factsOf(p: CheckedPlatform): Fact[] {
  return FACTS.filter((f) => f !== "startingPrice" || p.pricing.startingPrice !== undefined);
}

function hasSource(source: Source): boolean {
  const list = sourcesOf(source);
  return list.length > 0 && list.every((s) => Boolean(s.url && s.checked));
}

export function missingSources(platforms: readonly CheckedPlatform[]): MissingSource[] {
  return platforms.flatMap((p) =>
    factsOf(p).filter((fact) => !hasSource(p.pricing.sources?.[fact])).map((fact) => ({ platform: p.id, fact })),
  );
}

/** Facts last checked more than `maxDays` days before `now`. Age is a report, never a failure. */
export function staleFacts(platforms: readonly CheckedPlatform[], now: Date, maxDays: number): StaleFact[] {
  return platforms.flatMap((p) =>
    factsOf(p).flatMap((fact) => {
      const checked = sourcesOf(p.pricing.sources?.[fact]).map((s) => s.checked).filter((c): c is string => Boolean(c)).sort()[0];
      if (!checked) return [];
      const days = daysSince(checked, now);
      return days > maxDays ? [{ platform: p.id, fact, checked, days }] : [];
    }),
  );
}

/** A problem with the evidence behind one fact: each is a failure of `npm run content:check`. */
export type EvidenceProblem = { platform: string; fact: string; problem: string };

/** The registrable part of a host as the check compares vendors: 'help.openai.com' -> 'openai.com'. */
function siteOf(host: string): string {
  return host.replace(/^www\./, "").split(".").slice(-2).join(".");
}

function hostOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a URL is on the vendor's own site: its website's domain or one of its declared vendorDomains. */
export function isVendorUrl(p: Pick<CheckedPlatform, "website" | "vendorDomains">, url: string): boolean {
  const host = hostOf(url);
  const site = hostOf(p.website);
  if (!host || !site) return false;
  const own = [siteOf(site), ...(p.vendorDomains ?? [])];
  return own.some((d) => host === d || host.endsWith(`.${d}`));
}

/** A home page: a URL whose path is '/' with no query, which states no price of its own. */
function isHomePage(url: string | undefined): boolean {
  try {
    const u = new URL(url ?? "");
    return (u.pathname === "/" || u.pathname === "") && !u.search;
  } catch {
    return false;
  }
}

/** The dollar amounts of a text, normalised: 'Pro ($20/month, or $16.67 billed annually)' -> ['$20', '$16.67']. */
export function amountsIn(text: string): string[] {
  return [...text.matchAll(/\$\d[\d,]*(?:\.\d+)?/g)].map((m) => normaliseAmount(m[0]));
}

/** Words of the free plan ('Free plan', 'free tier', 'free version') not negated ('no free plan'). */
const FREE_PLAN = /(?<!\bno |\bnot a |\bwithout a? ?)\bfree\b(?![- ]trial)[^.;]{0,90}?\b(?:plans?|tiers?|version|account|forever|to use|with|each month|a month|per month|monthly|a day|per day|daily|every month|a week|weekly|allowance|credits?)\b/i;
/** The free plan named as such, for the paid tier's check: a trial or a one-time grant may be mentioned, a free plan may not. */
const NAMED_FREE_PLAN = /(?<!\bno |\bnot a |\bwithout a? ?)\bfree (?:plan|tier|version)s?\b/i;
const NO_FREE_PLAN = /\bno free (?:plan|tier|version)\b/i;

/**
 * The evidence rules of issue 26 (docs/decisions/0101-catalogue-as-data-files.md), over raw entries:
 * - every source says whether it is the vendor's page, truly (a 'vendor' source on another host fails);
 * - a secondary source needs a note saying why the vendor's own page was not used;
 * - a source either quotes the page or says (note) why it could not be re-read; a quote must hold the
 *   fact's figure: the starting price's amount, and every amount of the plan details in some details quote;
 * - a price never cites a bare home page without a quote that states it;
 * - every otherPrices amount appears in one of the platform's quotes;
 * - a fact older than 180 days carries a note saying why it was not re-checked;
 * - the tier rule: freemium means a free plan that keeps working; paid means a trial at most.
 */
export function evidenceProblems(platforms: readonly CheckedPlatform[], now: Date, maxDays = 180): EvidenceProblem[] {
  const out: EvidenceProblem[] = [];
  for (const p of platforms) {
    const add = (fact: string, problem: string) => out.push({ platform: p.id, fact, problem });
    const quotes: string[] = [];
    for (const fact of factsOf(p)) {
      for (const s of sourcesOf(p.pricing.sources?.[fact])) {
        if (!s.url) continue;
        if (s.quote) quotes.push(s.quote);
        if (s.kind !== "vendor" && s.kind !== "secondary") add(fact, `says neither 'vendor' nor 'secondary' (${s.url})`);
        if (s.kind === "vendor" && p.website && !isVendorUrl(p, s.url)) add(fact, `cites ${s.url} as the vendor's page, but it is not on ${hostOf(p.website)} or the platform's vendorDomains`);
        if (s.kind === "secondary" && !s.note) add(fact, `cites a secondary source (${s.url}) with no note saying why the vendor's own page was not used`);
        if (!s.quote && !s.note) add(fact, `has no quote from ${s.url} and no note saying why it could not be re-read`);
        if (s.checked && daysSince(s.checked, now) > maxDays && !s.note) add(fact, `was checked ${s.checked}, over ${maxDays} days ago, with no note saying why it was not re-checked`);
        if (fact === "startingPrice" && isHomePage(s.url) && !(s.quote && p.pricing.startingPrice && amountsIn(s.quote).includes(normaliseAmount(p.pricing.startingPrice)))) {
          add(fact, `cites a bare home page (${s.url}) whose quote does not state ${p.pricing.startingPrice}`);
        }
      }
    }
    const price = p.pricing.startingPrice;
    const priceSources = sourcesOf(p.pricing.sources?.startingPrice);
    if (price && priceSources.some((s) => s.quote) && !priceSources.some((s) => s.quote && amountsIn(s.quote).includes(normaliseAmount(price)))) {
      add("startingPrice", `${price} is not in its source's quote`);
    }
    const detailSources = sourcesOf(p.pricing.sources?.details);
    const detailQuotes = detailSources.flatMap((s) => (s.quote ? [s.quote] : []));
    if (p.pricing.details && detailQuotes.length > 0) {
      const quoted = new Set(detailQuotes.flatMap(amountsIn));
      for (const amount of new Set(amountsIn(p.pricing.details))) {
        if (!quoted.has(amount) && amount !== "$0") add("details", `${amount} is not in any of the plan details' quotes`);
      }
    }
    const allQuoted = new Set(quotes.flatMap(amountsIn));
    for (const other of p.pricing.otherPrices ?? []) {
      if (!allQuoted.has(normaliseAmount(other))) add("otherPrices", `${other} is in no quote of this platform's sources`);
    }
    const details = p.pricing.details ?? "";
    if (p.pricing.tier === "freemium" && (!FREE_PLAN.test(details) || NO_FREE_PLAN.test(details))) {
      add("tier", "is freemium, but the plan details do not say what a free plan that keeps working allows ('Free plan gives ...')");
    }
    if (p.pricing.tier === "paid" && NAMED_FREE_PLAN.test(details)) {
      add("tier", "is paid, but the plan details describe a free plan (freemium means a free plan that keeps working; paid means a trial at most)");
    }
    if (p.pricing.tier === "free" && p.pricing.startingPrice) add("tier", "is free, but has a starting price");
    for (const [id, attribute] of Object.entries(p.attributes ?? {})) {
      if (!attribute) continue;
      const fact = `attributes.${id}`;
      if (!(attributeIds as readonly string[]).includes(id)) {
        add(fact, `is not an attribute the site knows (${attributeIds.join(", ")})`);
        continue;
      }
      const sources = attribute.sources ?? [];
      if (sources.length === 0) add(fact, "has no source: an attribute without evidence is left out (unknown), never guessed");
      for (const s of sources) {
        if (!s.url || !s.quote) add(fact, `needs a source with a url and a verbatim quote (${s.url ?? "no url"})`);
        if (s.kind === "vendor" && s.url && p.website && !isVendorUrl(p, s.url)) add(fact, `cites ${s.url} as the vendor's page, but it is not on ${hostOf(p.website)} or the platform's vendorDomains`);
        if (s.kind === "secondary" && !s.note) add(fact, `cites a secondary source (${s.url}) with no note saying why the vendor's own page was not used`);
        if (s.checked && daysSince(s.checked, now) > maxDays) add(fact, `was checked ${s.checked}, over ${maxDays} days ago: re-read it or leave the attribute out`);
      }
      const quotes = sources.flatMap((s) => (s.quote ? [s.quote] : []));
      const value = attribute.value;
      if (quotes.length && (typeof value === "string" || Array.isArray(value))) {
        const problem = unsupportedValue(id as AttributeId, value as string | string[], quotes);
        if (problem) add(fact, problem);
      }
    }
  }
  return out;
}

/** '$19.99/month' -> '$19.99'; '$1,000' -> '$1000'; '$20.00' -> '$20'. */
export function normaliseAmount(price: string): string {
  const n = Number(price.replace(/[$,]/g, "").replace(/\/.*$/, ""));
  return `$${Number.isInteger(n) ? n : n.toFixed(2)}`;
}

/** The amounts an article may quote for a platform: its starting price and its otherPrices. */
export function allowedPrices(p: CheckedPlatform): string[] {
  const list = [p.pricing.startingPrice, ...(p.pricing.otherPrices ?? [])].filter((x): x is string => Boolean(x));
  return [...new Set(list.map(normaliseAmount))];
}

/**
 * A dollar amount in prose. Amounts followed by a size word ('$1M annual revenue', '$2 billion') are
 * not prices of a plan and are skipped.
 */
const PRICE = /\$\d[\d,]*(?:\.\d+)?(?![\d,]*(?:\.\d)?\s*(?:[MBK]\b|million|billion|thousand))/g;

/** A unit of text a price and a name must share, and the platform name its table context gives it. */
export type Unit = { text: string; context?: string; where: string };

function cells(row: string): string[] {
  return row.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((c) => c.trim());
}

/**
 * Sentences of prose, and the cells of table rows. A cell's context is its column's header when the
 * header names a platform ('| | ChatGPT | Claude |'), else the row's first cell (or, failing that,
 * the first cell of the row that names one), so a price in a cell is checked against its platform.
 */
export function textUnits(text: string, platforms: readonly CheckedPlatform[] = []): Unit[] {
  const units: Unit[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split("\n").filter((l) => l.trim() !== "");
    if (lines.length > 0 && lines.every((l) => l.trim().startsWith("|"))) {
      const rows = lines.filter((l) => !/^\s*\|[\s|:-]+\|\s*$/.test(l));
      const header = rows[0] ? cells(rows[0]) : [];
      for (const row of rows.slice(1)) {
        const rowCells = cells(row);
        const rowContext = rowCells.find((c) => namesIn(c, platforms).some((h) => h.platform));
        rowCells.forEach((cell, i) => {
          const head = header[i] ?? "";
          const context = i > 0 && namesIn(head, platforms).some((h) => h.platform) ? head : i > 0 ? rowContext : undefined;
          units.push({ text: cell, context, where: row.trim() });
        });
      }
      if (rows[0]) units.push({ text: rows[0], where: rows[0].trim() });
      continue;
    }
    const prose = lines.join(" ").replace(/\s+/g, " ");
    // A full stop ends a sentence unless it sits inside a number ('$19.99') or a name ('Copy.ai').
    for (const sentence of prose.split(/(?<=[.!?])\s+(?=[A-Z0-9*"'(\[#|-])/)) {
      if (sentence.trim()) units.push({ text: sentence.trim(), where: sentence.trim() });
    }
  }
  return units;
}

type NameHit = { platform: CheckedPlatform | undefined; start: number; end: number };

/**
 * Plan names articles use for a catalogue platform's own plans ('Google AI Pro' is how Gemini is
 * sold), so a price next to them is checked against that platform, not a neighbour.
 */
export const PLAN_ALIASES: ReadonlyMap<string, string> = new Map(Object.entries({
  "Google AI Pro": "gemini",
  "Google AI Ultra": "gemini",
  "Microsoft 365 Personal": "microsoft-copilot",
  "Microsoft 365 Premium": "microsoft-copilot",
}));

/** Products that are not in the catalogue but have prices of their own: a price next to them is theirs, and not checked. */
export const OTHER_PRODUCTS = ["Google Workspace", "Workspace", "Google One", "Microsoft 365 Business", "Microsoft 365 Copilot"];

/** Platform names in a unit, case-sensitive whole words; a name inside a longer one ('Claude' in 'Claude Code') is not counted. */
export function namesIn(unit: string, platforms: readonly CheckedPlatform[]): NameHit[] {
  const hits: NameHit[] = [];
  const byId = new Map(platforms.map((p) => [p.id, p]));
  const names = [
    ...platforms.map((platform) => ({ name: platform.name, platform })),
    ...[...PLAN_ALIASES].flatMap(([name, id]) => {
      const platform = byId.get(id);
      return platform ? [{ name, platform }] : [];
    }),
    ...OTHER_PRODUCTS.map((name) => ({ name, platform: undefined })),
  ].sort((a, b) => b.name.length - a.name.length);
  for (const { name, platform } of names) {
    const re = new RegExp(`(?<![\\w.])${escapeRegExp(name)}(?![\\w]|\\.[a-z])`, "g");
    for (const m of unit.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!hits.some((h) => start < h.end && end > h.start)) hits.push({ platform, start, end });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** The nearest name before the price, or, if none precedes it, the nearest after. */
function ownerOf(priceIndex: number, hits: NameHit[]): NameHit | undefined {
  const before = hits.filter((h) => h.end <= priceIndex);
  if (before.length > 0) return before[before.length - 1];
  return hits.find((h) => h.start >= priceIndex);
}

/** 'about $20', 'around $20', 'under $20': an approximation, not a quoted price. */
const APPROXIMATE = /(?:about|around|roughly|approximately|under|less than|up to|~)\s*$/i;

export function priceDisagreements(
  articles: readonly { slug: string; text: string }[],
  platforms: readonly CheckedPlatform[],
): PriceDisagreement[] {
  const out: PriceDisagreement[] = [];
  for (const article of articles) {
    for (const unit of textUnits(article.text, platforms)) {
      // The table context reads as if it came first: 'ChatGPT' + ': Plus, $20/month'.
      const text = unit.context ? `${unit.context}: ${unit.text}` : unit.text;
      const hits = namesIn(text, platforms);
      if (hits.length === 0) continue;
      for (const m of text.matchAll(PRICE)) {
        if (APPROXIMATE.test(text.slice(0, m.index))) continue;
        const owner = ownerOf(m.index, hits)?.platform;
        if (!owner) continue;
        const price = normaliseAmount(m[0]);
        // '$0' is the price of a free plan.
        if (price === "$0" && owner.pricing.tier !== "paid") continue;
        const allowed = allowedPrices(owner);
        if (!allowed.includes(price)) out.push({ article: article.slug, platform: owner.id, price, allowed, text: unit.where });
      }
    }
  }
  return out;
}

/** A plain-text table: columns padded to their widest cell. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ").trimEnd();
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
