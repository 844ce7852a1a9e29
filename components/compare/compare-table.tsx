import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { DifferencesOnly } from "@/components/compare/differences-only";
import { PlatformLinks } from "@/components/finder/platform-links";
import { TierBadge } from "@/components/finder/tier-badge";
import { SiteLink } from "@/components/site/site-link";
import type { Platform } from "@/lib/catalogue-schema";
import { compareRows, type CompareRow } from "@/lib/compare/table";
import type { UseCaseId } from "@/lib/use-cases";
import { cn } from "@/lib/utils";
import { formatDate } from "@/server/articles";

type Props = {
  platforms: readonly Platform[];
  /** Use cases picked in the finder: first in the table, highlighted. */
  selected?: readonly UseCaseId[];
  caption: string;
  /** On /compare: a link per column to the same comparison without that platform. */
  removeHref?: (id: string) => string;
};

const rowHeader = "sticky left-0 z-10 w-28 min-w-28 border-b border-slate-200 p-3 text-left align-top sm:w-44 sm:min-w-44";
const cell = "min-w-[9.5rem] border-b border-slate-200 p-3 align-top sm:min-w-48";

function FactCell({ row, platform, value }: { row: Extract<CompareRow, { kind: "fact" }>; platform: Platform; value: string }) {
  switch (row.key) {
    case "tier":
      return <TierBadge tier={platform.pricing.tier} />;
    case "strengths":
      return (
        <ul className="list-disc space-y-1 pl-4">
          {platform.strengths.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      );
    case "links":
      return <PlatformLinks platform={platform} />;
    case "checked":
      return <time dateTime={value}>{formatDate(value)}</time>;
    default:
      return <>{value}</>;
  }
}

/**
 * The comparison table shared by /compare and the curated /compare/{a}-vs-{b} pages: a column per
 * platform, a row per fact. On a phone it scrolls sideways with the fact names fixed on the left.
 */
export function CompareTable({ platforms, selected = [], caption, removeHref }: Props) {
  const rows = compareRows(platforms, selected);
  const firstUseCase = rows.findIndex((r) => r.kind === "useCase");
  return (
    <DifferencesOnly>
      {/* `relative`: the visually hidden texts in cells are positioned; without a containing block
          here they would widen the page instead of scrolling with the table. */}
      <div role="region" aria-label={caption} tabIndex={0} className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200">
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
          <tbody>
            {rows.map((row, index) => (
              <FragmentRow key={row.kind === "useCase" ? `u-${row.id}` : row.key} index={index} firstUseCase={firstUseCase} columns={platforms.length}>
                <tr data-same={row.same ? "" : undefined} className={row.kind === "useCase" && row.selected ? "bg-brand-50" : undefined}>
                  <th
                    scope="row"
                    className={cn(rowHeader, row.kind === "useCase" ? "font-medium" : "font-semibold", row.kind === "useCase" && row.selected ? "bg-brand-50" : "bg-white")}
                  >
                    {row.label}
                    {row.kind === "useCase" && row.selected ? (
                      <span className="mt-1 block text-xs font-semibold text-brand-700">Your pick</span>
                    ) : null}
                  </th>
                  {platforms.map((p, i) =>
                    row.kind === "useCase" ? (
                      <td key={p.id} className={cell}>
                        {row.values[i] ? (
                          <>
                            <Icon name="check" className="size-5 text-green-700" />
                            <span className="sr-only">Yes</span>
                          </>
                        ) : (
                          <>
                            <Icon name="minus" className="size-5 text-slate-500" />
                            <span className="text-xs text-slate-600">Not listed</span>
                          </>
                        )}
                      </td>
                    ) : (
                      <td key={p.id} className={cn(cell, row.key === "freePlan" && "text-slate-700")}>
                        <FactCell row={row} platform={p} value={row.values[i] ?? ""} />
                      </td>
                    ),
                  )}
                </tr>
              </FragmentRow>
            ))}
          </tbody>
        </table>
      </div>
    </DifferencesOnly>
  );
}

/** Puts a 'Use cases' heading row before the first use-case row. */
function FragmentRow({ index, firstUseCase, columns, children }: { index: number; firstUseCase: number; columns: number; children: ReactNode }) {
  if (index !== firstUseCase) return <>{children}</>;
  return (
    <>
      <tr>
        <th scope="colgroup" colSpan={columns + 1} className="border-b border-slate-200 bg-slate-50 p-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
          Use cases
        </th>
      </tr>
      {children}
    </>
  );
}
