import "server-only";
import { StaticMarkup } from "@/components/static/static-markup";
import { pageIconSvg } from "@/components/ui/page-icon";
import { useCaseAttribute } from "@/components/finder/use-case-attribute";
import { useCaseIcons } from "@/components/finder/use-case-icon";
import { html, type Markup } from "@/lib/html";
import { useCases, type UseCaseId } from "@/lib/use-cases";

/**
 * The finder's 27 use-case buttons as markup. Their look follows `aria-pressed` alone (Tailwind's
 * `aria-pressed:` variants), so the finder changes one attribute when the selection changes and
 * neither renders nor hydrates the grid (docs/decisions/0203-icons-by-where-they-are-drawn.md).
 */
export function finderTilesMarkup(selection: readonly UseCaseId[]): Markup {
  return html`${useCases.map(
    (u) =>
      html`<li><button type="button" ${useCaseAttribute}="${u.id}" aria-pressed="${selection.includes(u.id) ? "true" : "false"}" class="group flex h-full w-full items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-3 py-3 text-left text-sm font-medium text-ink transition-colors hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800">${pageIconSvg(useCaseIcons[u.id], "size-5 shrink-0 text-slate-600 group-aria-pressed:text-brand-700")}${u.label}</button></li>`,
  )}`;
}

/** The grid itself: one static block (the payload names it by its key). */
export function UseCaseTiles({ selection }: { selection: readonly UseCaseId[] }) {
  return <StaticMarkup as="ul" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Use cases" html={finderTilesMarkup(selection)} />;
}
