import { flagFilters, runsOnLabels, runsOnPlaces } from "@/lib/attributes";
import { discoveryQueryString } from "@/lib/discovery/params";
import { budgetOptions, sortLabels, sorts, type DiscoveryQuery } from "@/lib/discovery/query";

const control = "h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink";

type Props = {
  action: string;
  query: DiscoveryQuery;
  /** Category choices, when the page offers them. */
  categories?: readonly { id: string; label: string }[];
};

/**
 * The constraint and sort controls as a plain GET form: it works without JavaScript, and its URL is
 * the shareable state (the same parameters as the finder and the API).
 */
export function ConstraintForm({ action, query, categories }: Props) {
  return (
    // Keyed by the query: a client navigation to another query (a chip, a link) remounts the form, so
    // its defaults show the new query instead of the one it was first rendered with.
    <form key={discoveryQueryString(query)} action={action} method="get" className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      {query.text ? <input type="hidden" name="q" value={query.text} /> : null}
      {query.useCases.length ? <input type="hidden" name="use" value={query.useCases.join(",")} /> : null}
      {query.skip?.length ? <input type="hidden" name="skip" value={query.skip.join(",")} /> : null}
      <label className="inline-flex h-10 items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="free" value="1" defaultChecked={query.free} className="size-4 accent-brand-600" />
        Free plan only
      </label>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        Budget
        <select name="budget" defaultValue={query.budget ?? ""} className={control}>
          <option value="">Any price</option>
          {budgetOptions.map((b) => (
            <option key={b} value={b}>{`Up to $${b} a month`}</option>
          ))}
        </select>
      </label>
      {categories ? (
        <label className="inline-flex items-center gap-2 text-sm font-medium">
          Category
          <select name="category" defaultValue={query.categories[0] ?? ""} className={control}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>{c.label}</option>
            ))}
          </select>
        </label>
      ) : null}
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="float-left mr-2 text-sm font-medium">Must have</legend>
        {flagFilters.map((f) => (
          <label key={f.key} className="inline-flex h-10 items-center gap-2 text-sm">
            <input type="checkbox" name={f.key} value="1" defaultChecked={query.has?.includes(f.key)} className="size-4 accent-brand-600" />
            {f.label}
          </label>
        ))}
      </fieldset>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        Where it runs
        <select name="runs" defaultValue={query.runs?.join(",") ?? ""} className={control}>
          <option value="">Anywhere</option>
          {query.runs && query.runs.length > 1 ? <option value={query.runs.join(",")}>{query.runs.map((r) => runsOnLabels.get(r)).join(" and ")}</option> : null}
          {runsOnPlaces.map((r) => (
            <option key={r} value={r}>{runsOnLabels.get(r)}</option>
          ))}
        </select>
      </label>
      <label className="inline-flex items-center gap-2 text-sm font-medium">
        Sort by
        <select name="sort" defaultValue={query.sort} className={control}>
          {sorts.map((s) => (
            <option key={s} value={s}>{sortLabels[s]}</option>
          ))}
        </select>
      </label>
      <button type="submit" className="h-10 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
        Apply
      </button>
    </form>
  );
}
