import { platformLinksMarkup, tierBadgeMarkup } from "@/components/finder/card-markup";
import { StaticMarkup } from "@/components/static/static-markup";
import { pageIconSvg } from "@/components/ui/page-icon";
import { html, Markup } from "@/lib/html";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { DifferencesOnly } from "@/components/compare/differences-only";
import { SiteLink } from "@/components/site/site-link";
import type { Platform } from "@/lib/catalogue-schema";
import { compareRows, type CompareRow, type WantedAttributes } from "@/lib/compare/table";
import type { UseCaseId } from "@/lib/use-cases";
import { cn } from "@/lib/utils";
import { formatDate } from "@/server/articles";

type Props = {
  platforms: readonly Platform[];
  /** Use cases picked in the finder: first in the table, highlighted. */
  selected?: readonly UseCaseId[];
  /** Attributes the visitor's task asks for (filters or words): their rows first, highlighted. */
  wanted?: WantedAttributes;
  caption: string;
  /** On /compare: a link per column to the same comparison without that platform. */
  removeHref?: (id: string) => string;
};

/*
 * Column widths: on a phone the fact names take 7rem (room for 'Development') and each platform at
 * least 8rem, so two platforms fit a 375 px screen; from sm, 11rem and 12rem. The swipe hint's container queries in
 * app/globals.css (.compare-hint) count the columns out of view from these figures: change both together.
 */
const rowHeader = "sticky left-0 z-10 w-28 min-w-28 border-b border-slate-200 px-2 py-2.5 text-left align-top hyphens-auto sm:w-44 sm:min-w-44 sm:p-3";
const cell = "min-w-32 border-b border-slate-200 p-2.5 align-top hyphens-auto sm:min-w-48 sm:p-3";
/**
 * On a phone each cell starts with its platform's name, small: the column headers scroll out of
 * view with the page, the names stay beside the values (a table scrolling sideways cannot also
 * keep its header row stuck to the page). Hidden from screen readers, which announce the column header.
 */
const nameLabel = (platform: Platform) => html`<span class="mb-1 block text-xs font-semibold text-slate-600 sm:hidden" aria-hidden="true">${platform.name}</span>`;

function factCellMarkup(row: Extract<CompareRow, { kind: "fact" }>, platform: Platform, value: string): Markup | string {
  switch (row.key) {
    case "tier":
      return tierBadgeMarkup(platform.pricing.tier);
    case "strengths":
      return html`<ul class="list-disc space-y-1 pl-4">${platform.strengths.map((s) => html`<li>${s}</li>`)}</ul>`;
    case "links":
      return platformLinksMarkup(platform);
    case "checked":
      return html`<time dateTime="${value}">${formatDate(value)}</time>`;
    default:
      return value;
  }
}

/**
 * The table's rows as markup (lib/html.ts): the facts are the page's content and need no React;
 * the page's payload does not carry them again (docs/decisions/0135-static-html-outside-the-payload.md).
 */
const groupHeader = (label: string, columns: number) =>
  html`<tr><th scope="colgroup" colSpan="${columns + 1}" class="border-b border-slate-200 bg-slate-50 p-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">${label}</th></tr>`;

function rowsMarkup(platforms: readonly Platform[], rows: readonly CompareRow[]): Markup {
  const firstUseCase = rows.findIndex((r) => r.kind === "useCase");
  const firstAttribute = rows.findIndex((r) => r.kind === "attribute");
  const afterGroups = rows.findIndex((r, i) => r.kind === "fact" && i > Math.max(firstUseCase, firstAttribute));
  return html`${rows.map((row, index) => {
    const selected = row.kind !== "fact" && row.selected;
    const header = html`<th scope="row" class="${cn(rowHeader, row.kind === "fact" ? "font-semibold" : "font-medium", selected ? "bg-brand-50" : "bg-white")}">${row.label}${
      selected ? html`<span class="mt-1 block text-xs font-semibold text-brand-700">${row.kind === "attribute" && row.forTask ? "Matters for your task" : "Your pick"}</span>` : null
    }</th>`;
    const cells = platforms.map((p, i) =>
      row.kind === "attribute"
        ? html`<td class="${cn(cell, !row.recorded[i] && "text-slate-600")}">${nameLabel(p)}${row.values[i] ?? ""}</td>`
        : row.kind === "useCase"
        ? html`<td class="${cell}">${nameLabel(p)}${
            row.values[i]
              ? html`${pageIconSvg("check", "size-5 text-green-700")}<span class="sr-only">Yes</span>`
              : html`${pageIconSvg("minus", "size-5 text-slate-500")}<span class="text-xs text-slate-600">Not listed</span>`
          }</td>`
        : html`<td class="${cn(cell, row.key === "freePlan" && "text-slate-700")}">${nameLabel(p)}${factCellMarkup(row, p, row.values[i] ?? "")}</td>`,
    );
    const tr = html`<tr${row.same ? html` data-same=""` : null}${selected ? html` class="bg-brand-50"` : null}>${header}${cells}</tr>`;
    if (index === firstUseCase) return html`${groupHeader("Use cases", platforms.length)}${tr}`;
    if (index === firstAttribute) return html`${groupHeader("What it has (from the sources on each platform's page)", platforms.length)}${tr}`;
    if (index === afterGroups) return html`${groupHeader("Strengths and limits", platforms.length)}${tr}`;
    return tr;
  })}`;
}

/** 'Swipe to see 1 more platform': one line per count, the one shown chosen by CSS (app/globals.css). */
function SwipeHints({ columns }: { columns: number }) {
  const hints = [];
  for (let fit = 1; fit < columns; fit++) {
    const more = columns - fit;
    hints.push(
      <p key={fit} data-fit={fit} className="compare-hint items-center justify-end gap-1.5 px-4 pb-2 text-sm font-medium text-slate-700 sm:px-0">
        Swipe to see {more} more {more === 1 ? "platform" : "platforms"}
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-4 shrink-0">
          <path d="M5 12h14M13 6l6 6-6 6" />
        </svg>
      </p>,
    );
  }
  return hints;
}

/**
 * The comparison table shared by /compare and the curated /compare/{a}-vs-{b} pages: a column per
 * platform, a row per fact. On a phone it spans the screen's width and scrolls sideways with the
 * fact names fixed on the left; each cell names its platform, and while columns are out of view a
 * line above says how many (container queries, no script: docs/decisions/0165-compare-table-on-a-phone.md).
 */
export function CompareTable({ platforms, selected = [], wanted = {}, caption, removeHref }: Props) {
  const rows = compareRows(platforms, selected, wanted);
  return (
    <DifferencesOnly>
      <div className="compare-scroll -mx-4 mt-4 sm:mx-0">
      <SwipeHints columns={platforms.length} />
      {/* `relative`: the visually hidden texts in cells are positioned; without a containing block
          here they would widen the page instead of scrolling with the table. */}
      <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto border-y border-slate-200 sm:rounded-xl sm:border">
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={cn(rowHeader, "bg-slate-50")}>
                <span className="sr-only">Fact</span>
              </th>
              {platforms.map((p) => (
                <th key={p.id} scope="col" className={cn(cell, "bg-slate-50 text-left")}>
                  <SiteLink href={`/platforms/${p.id}`} className="text-base font-bold text-brand-700 hover:underline">
                    {p.name}
                  </SiteLink>
                  <div className="mt-2 flex flex-wrap gap-2 font-normal">
                    {removeHref ? (
                      <a href={removeHref(p.id)} className="text-sm text-slate-700 underline underline-offset-2 hover:text-ink">
                        Remove<span className="sr-only"> {p.name} from the comparison</span>
                      </a>
                    ) : (
                      <CompareToggle id={p.id} name={p.name} />
                    )}
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <StaticMarkup as="tbody" html={rowsMarkup(platforms, rows)} />
        </table>
      </div>
      </div>
    </DifferencesOnly>
  );
}
