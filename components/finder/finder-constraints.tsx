import { budgetOptions, sortLabels, sorts, type Sort } from "@/lib/discovery/query";

export type FinderConstraints = { free: boolean; budget?: number; sort: Sort };

type Props = { value: FinderConstraints; onChange: (next: FinderConstraints) => void };

const control = "h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * The finder's constraints and sort, under the use-case grid (issue 12). Native controls: they work
 * with the keyboard and a screen reader as they are, and cost no script of their own.
 */
export function FinderConstraintsBar({ value, onChange }: Props) {
  return (
    <fieldset className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <legend className="sr-only">Filter and sort</legend>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={value.free}
          onChange={(e) => onChange({ ...value, free: e.target.checked })}
          className="size-4 accent-brand-600"
        />
        Free plan only
      </label>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        Budget
        <select
          value={value.budget ?? ""}
          onChange={(e) => onChange({ ...value, budget: e.target.value ? Number(e.target.value) : undefined })}
          className={control}
        >
          <option value="">Any price</option>
          {budgetOptions.map((b) => (
            <option key={b} value={b}>{`Up to $${b} a month`}</option>
          ))}
        </select>
      </label>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        Sort by
        <select value={value.sort} onChange={(e) => onChange({ ...value, sort: e.target.value as Sort })} className={control}>
          {sorts.map((s) => (
            <option key={s} value={s}>{sortLabels[s]}</option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
