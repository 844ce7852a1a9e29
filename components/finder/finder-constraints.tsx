import { flagFilters, runsOnLabels, runsOnPlaces, type RunsOn } from "@/lib/attributes";
import { budgetOptions, sortLabels, sorts, type DiscoveryQuery, type Sort } from "@/lib/discovery/query";

export type FinderConstraints = Pick<DiscoveryQuery, "free" | "budget" | "has" | "runs" | "sort">;

/** The finder's part of a query read from its URL (the same keys as every face, lib/discovery/params.ts). */
export function finderConstraintsOf(query: DiscoveryQuery): FinderConstraints {
  return {
    free: query.free,
    ...(query.budget ? { budget: query.budget } : {}),
    ...(query.has?.length ? { has: query.has } : {}),
    ...(query.runs?.length ? { runs: query.runs } : {}),
    sort: query.sort,
  };
}

/** No constraint and the default sort: the finder before the visitor sets any. */
export const noConstraints: FinderConstraints = { free: false, sort: "best" };

export function isDefaultConstraints(c: FinderConstraints): boolean {
  return !c.free && !c.budget && !c.has?.length && !c.runs?.length && c.sort === "best";
}

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
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="float-left mr-2 text-sm font-medium">Must have</legend>
        {flagFilters.map((f) => (
          <label key={f.key} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={Boolean(value.has?.includes(f.key))}
              onChange={(e) => {
                const has = flagFilters.map((x) => x.key).filter((k) => (k === f.key ? e.target.checked : value.has?.includes(k)));
                onChange({ ...value, has: has.length ? has : undefined });
              }}
              className="size-4 accent-brand-600"
            />
            {f.label}
          </label>
        ))}
      </fieldset>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        Where it runs
        <select
          value={value.runs?.join(",") ?? ""}
          onChange={(e) => onChange({ ...value, runs: e.target.value ? (e.target.value.split(",") as RunsOn[]) : undefined })}
          className={control}
        >
          <option value="">Anywhere</option>
          {value.runs && value.runs.length > 1 ? <option value={value.runs.join(",")}>{value.runs.map((r) => runsOnLabels.get(r)).join(" and ")}</option> : null}
          {runsOnPlaces.map((r) => (
            <option key={r} value={r}>{runsOnLabels.get(r)}</option>
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
