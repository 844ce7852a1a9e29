import { compactCardMarkup, platformCardMarkup } from "@/components/finder/card-markup";
import { markWords } from "@/components/finder/highlight-markup";
import { StaticMarkup } from "@/components/static/static-markup";
import { html } from "@/lib/html";
import type { PlatformResult } from "@/server/discovery";
import { labelOfUseCase } from "@/lib/use-cases";

/** Why a platform is in a result list, in one line: use cases, matched words, passed constraints. */
export function whyLine(r: PlatformResult, selected: number): string {
  const parts: string[] = [];
  if (r.reasons.alternativeTo) parts.push(`Alternative to ${r.reasons.alternativeTo}`);
  if (r.reasons.named) parts.push("Named in your search");
  if (r.reasons.useCases.length) {
    const labels = r.reasons.useCases.map(labelOfUseCase).join(", ");
    parts.push(selected ? `Matches ${r.reasons.useCases.length} of ${selected}: ${labels}` : `Serves ${labels}`);
  }
  // Words as a visitor reads them: a catalogue tag ('ai-development') in plain words (issue 30).
  if (!r.reasons.named && r.reasons.words.length) parts.push(`Mentions ${r.reasons.words.slice(0, 4).map((w) => w.replace(/[-_]+/g, " ")).join(", ")}${r.reasons.fields.length ? ` in its ${r.reasons.fields.slice(0, 2).join(" and ")}` : ""}`);
  if (r.reasons.constraints.length) parts.push(r.reasons.constraints.join(", "));
  return parts.join(" · ");
}

type ListProps = {
  results: readonly PlatformResult[];
  selected?: number;
  highlight?: boolean;
  label?: string;
  compact?: boolean;
  /** Each card says why it matched in full; by default only full cards do (a browse list's reasons are its filters). */
  explain?: boolean;
  /** The rank of the first result, when a list continues another. */
  start?: number;
};

/**
 * A list of ranked platforms, each card with the reason it matched (server-rendered). The list's
 * items are one block of markup (card-markup.ts): nothing in them needs React, and the page's
 * payload does not carry them again (docs/decisions/0135-static-html-outside-the-payload.md).
 */
export function ResultList({ results, selected = 0, highlight = true, label, compact = false, explain = !compact, start }: ListProps) {
  const whys = results.map((r) => (explain ? whyLine(r, selected) : r.reasons.constraints.join(", ")));
  // The same line on every card says nothing about any one of them (issue 30): an explanation is
  // said once above the list; the filters a browse list's cards passed are already on the page
  // (its form and count), so there they are not repeated at all.
  const shared = results.length > (explain ? 1 : 0) && whys[0] && whys.every((w) => w === whys[0]) ? whys[0] : "";
  const items = results.map((r, i) => {
    const why = shared ? "" : whys[i];
    const mark = highlight ? markWords(r.reasons.words) : undefined;
    return html`<li class="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm ${compact ? "p-4" : "p-5"}">${
      why ? html`<p class="mb-3 text-xs font-semibold uppercase tracking-wide text-brand-700">${why}</p>` : null
    }${
      compact
        ? html`<div class="flex h-full flex-col gap-2">${compactCardMarkup(r.platform, mark)}</div>`
        : html`<div class="flex h-full flex-col gap-3">${platformCardMarkup(r.platform, { mark })}</div>`
    }</li>`;
  });
  return (
    <>
      {shared && explain ? <p className="mt-6 text-sm font-semibold text-brand-700">{`Every platform here: ${shared}`}</p> : null}
      <StaticMarkup
        as="ol"
        html={html`${items}`}
        className={`result-list mt-6 grid md:grid-cols-2 lg:grid-cols-3 ${compact ? "result-list-compact gap-4" : "gap-6"}`}
        aria-label={label}
        start={start}
      />
    </>
  );
}
