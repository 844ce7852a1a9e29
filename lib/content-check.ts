/**
 * The content check (issue 17, `npm run content:check`): stale facts, facts without a source, and
 * article prices that disagree with the catalogue. Pure functions over plain data, so the rules are
 * tested on fixtures (content-check.test.ts); scripts/content-check.ts feeds them the real files.
 * Why the rules are what they are: docs/decisions/0051-content-check.md.
 */
import { daysSince } from "@/lib/freshness";
import { escapeRegExp } from "@/lib/format";

export const FACTS = ["tier", "startingPrice", "details"] as const;
type Fact = (typeof FACTS)[number];
type Source = { url?: string; checked?: string } | undefined;

/** The part of a catalogue entry the check reads; raw input, so a missing source is reported, not thrown. */
export type CheckedPlatform = {
  id: string;
  name: string;
  pricing: {
    tier: string;
    startingPrice?: string;
    otherPrices?: string[];
    sources?: Partial<Record<Fact, Source>>;
  };
};

export type StaleFact = { platform: string; fact: Fact; checked: string; days: number };
export type MissingSource = { platform: string; fact: Fact };
export type PriceDisagreement = { article: string; platform: string; price: string; allowed: string[]; text: string };

function factsOf(p: CheckedPlatform): Fact[] {
  return FACTS.filter((f) => f !== "startingPrice" || p.pricing.startingPrice !== undefined);
}

function hasSource(source: Source): boolean {
  return Boolean(source?.url && source.checked);
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
      const checked = p.pricing.sources?.[fact]?.checked;
      if (!checked) return [];
      const days = daysSince(checked, now);
      return days > maxDays ? [{ platform: p.id, fact, checked, days }] : [];
    }),
  );
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
