import type { Tier } from "@/lib/catalogue-schema";
import { isStale, shortDate } from "@/lib/freshness";
import { factsChecked } from "@/lib/platform";
import { siteLinkMarkup } from "@/components/site/site-link-markup";
import { html, type Markup } from "@/lib/html";
import { cardPriceLine, type CardPlatform } from "@/lib/platform";
import { labelOfUseCase, type UseCaseId } from "@/lib/use-cases";

/*
 * The platform cards of result lists (finder, search, browse, use cases) as markup (lib/html.ts,
 * docs/decisions/0098-cards-as-markup.md). The parts they share with other pages (tier badge,
 * links, compare toggle, highlighted words) also exist as React components; card-markup.test.tsx
 * renders both and requires the same HTML. Highlighting the words a search matched is the caller's
 * `mark` (highlight-markup.ts), so the finder's cards in the browser ship without it.
 */

/** How a card shows a text a search may have matched (its name, its description): as it is, or with words marked. */
export type Marker = (text: string) => Markup | string;
const asIs: Marker = (text) => text;

/** Tier colours from the spec (free green, freemium blue, paid purple), always with the word. */
export const tierStyles: Record<Tier, string> = {
  free: "bg-green-100 text-green-800 ring-green-300",
  freemium: "bg-blue-100 text-blue-800 ring-blue-300",
  paid: "bg-purple-100 text-purple-800 ring-purple-300",
};
export const tierLabels: Record<Tier, string> = { free: "Free", freemium: "Freemium", paid: "Paid" };
export const tierBadgeClass = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";

export function tierBadgeMarkup(tier: Tier): Markup {
  return html`<span class="${tierBadgeClass} ${tierStyles[tier]}">${tierLabels[tier]}</span>`;
}

/** 'Add to compare' (see CompareToggle: CompareToggles answers its clicks). */
export function compareToggleMarkup(id: string, name: string, className?: string): Markup {
  return html`<button type="button" data-compare-id="${id}" data-compare-name="${name}" aria-pressed="false" aria-label="Add to compare: ${name}" class="compare-toggle${className ? ` ${className}` : ""}"><span class="compare-toggle-add">Add to compare</span><span class="compare-toggle-added">Added to compare</span><span class="compare-toggle-full">Compare list full</span></button>`;
}

type LinkPlatform = Pick<CardPlatform, "name" | "website" | "linkedin" | "twitter" | "referral">;

/** Links to the platform's own site and profiles; a referral link is marked and disclosed (PlatformLinks). */
export function platformLinksMarkup(platform: LinkPlatform): Markup {
  const referral = platform.referral?.url ? platform.referral : undefined;
  return html`<div class="space-y-2"><div class="flex flex-wrap gap-2"><a href="${referral?.url ?? platform.website}" rel="${referral ? "sponsored noopener" : "noopener"}" target="_blank" class="card-link">Visit ${platform.name}<span aria-hidden="true" class="icon-external"></span><span class="sr-only">(opens in a new tab${referral ? ", referral link" : ""})</span></a>${
    platform.linkedin ? html`<a href="${platform.linkedin}" rel="noopener" target="_blank" class="card-link">LinkedIn<span class="sr-only"> page of ${platform.name} (opens in a new tab)</span></a>` : null
  }${platform.twitter ? html`<a href="${platform.twitter}" rel="noopener" target="_blank" class="card-link">X<span class="sr-only"> profile of ${platform.name} (opens in a new tab)</span></a>` : null}</div>${
    referral ? html`<p class="text-xs text-slate-600">Disclosure: ${referral.note}</p>` : null
  }</div>`;
}

function checkedMarkup(platform: Pick<CardPlatform, "pricing" | "stale">): Markup {
  const checked = factsChecked(platform);
  const stale = platform.stale ?? isStale(checked, new Date());
  return html`<time dateTime="${checked}">${shortDate(checked)}</time>${stale ? html`<span class="font-semibold text-amber-800"> (may be out of date)</span>` : null}`;
}

function nameMarkup(platform: Pick<CardPlatform, "id" | "name">, mark: Marker): Markup {
  return siteLinkMarkup(`/platforms/${platform.id}`, "hover:underline", mark(platform.name));
}

/** One recommendation card's content (SPEC §2 Recommendations): name, tier, description, strengths, price and plans, links, compare. */
export function platformCardMarkup(platform: CardPlatform, { mark = asIs, headingLevel = 3 }: { mark?: Marker; headingLevel?: 2 | 3 } = {}): Markup {
  return html`<div class="flex items-start justify-between gap-3"><h${headingLevel} class="text-lg font-bold">${nameMarkup(platform, mark)}</h${headingLevel}>${tierBadgeMarkup(platform.pricing.tier)}</div><p class="text-slate-700">${mark(platform.description)}</p><ul class="check-list space-y-1 text-sm" aria-label="Strengths of ${platform.name}">${platform.strengths.map((s) => html`<li>${s}</li>`)}</ul><div class="mt-auto rounded-lg bg-slate-50 p-3 text-sm"><p class="font-semibold">${cardPriceLine(platform)}</p><p class="mt-1 text-slate-700">${platform.pricing.details}</p><p class="mt-1 text-xs text-slate-600">Checked ${checkedMarkup(platform)}</p></div>${platformLinksMarkup(platform)}${compareToggleMarkup(platform.id, platform.name, "self-start")}`;
}

/** A browse card's content: name, tier, purpose, price and when it was checked; the platform page has the rest. */
export function compactCardMarkup(platform: CardPlatform, mark: Marker = asIs): Markup {
  return html`<div class="flex items-start justify-between gap-3"><h3 class="text-lg font-bold">${nameMarkup(platform, mark)}</h3>${tierBadgeMarkup(platform.pricing.tier)}</div><p class="text-sm text-slate-700">${mark(platform.description)}</p><p class="mt-auto pt-1 text-sm"><span class="font-semibold">${cardPriceLine(platform)}</span><span class="text-slate-600"> · checked ${checkedMarkup(platform)}</span></p>${compareToggleMarkup(platform.id, platform.name, "self-start")}`;
}

/**
 * The finder's cards (a selection's recommendations), one `<li>` each: which of the selected use
 * cases the platform matches, then its card. The server renders a shared finder URL's first cards
 * with it as a static block and the browser renders later ones with it, so both are the same HTML.
 */
export function finderCardsMarkup(ranked: readonly { platform: CardPlatform; matched: readonly UseCaseId[] }[], selection: readonly UseCaseId[]): Markup {
  return html`${ranked.map(
    ({ platform, matched }) =>
      html`<li class="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"><p class="mb-3 text-xs font-semibold uppercase tracking-wide text-brand-700">${`Matches ${matched.length} of ${selection.length}: ${matched.map(labelOfUseCase).join(", ")}`}</p><div class="flex h-full flex-col gap-3">${platformCardMarkup(platform)}</div></li>`,
  )}`;
}

/** The classes of the finder's list of cards (app/globals.css lays out those past the first row as they near the viewport). */
export const finderCardsClass = "finder-cards mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3";
