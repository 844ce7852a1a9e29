import { SiteLink } from "@/components/site/site-link";
import { flagFilters, runsOnLabels } from "@/lib/attributes";
import { formatDollars } from "@/lib/discovery/price";
import { discoveryQueryString, pageQueryKeys } from "@/lib/discovery/params";
import type { DiscoveryQuery } from "@/lib/discovery/query";
import { labelOfUseCase, type UseCaseId } from "@/lib/use-cases";
import type { DiscoveryResult } from "@/server/discovery";

const chip = "inline-flex flex-wrap items-center gap-x-2 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm";
const action = "font-medium text-brand-700 underline underline-offset-2";

/**
 * How the search read the visitor's words (issue 25: 'show the reading'): each fine-grained task
 * it read (with the words that said it) and each use case it understood,
 * with a link that searches again without it; each wish it read (free, budget, attributes), with a
 * link that turns it into a filter; the platforms it took as named. Plain links: no script, and a
 * misreading costs one click.
 */
export function ReadingChips({ query, result }: { query: DiscoveryQuery; result: DiscoveryResult }) {
  const href = (next: Partial<DiscoveryQuery>) => `/search${discoveryQueryString({ ...query, ...next }, pageQueryKeys.search)}`;
  const understood = (result.understood?.useCases ?? []).filter((u) => u !== "free");
  const skipped = query.skip ?? [];
  // A list cut to a page's length (`limit`) brings the named platforms from the whole list.
  const named = result.named ?? result.platforms.filter((r) => r.reasons.named).slice(0, 3).map((r) => r.platform);
  const wishes = result.wishes;
  // The fine-grained tasks read (content/vocabulary/tasks.json), with the words that said them; 'Not this' leaves out their use cases.
  const tasks = result.understood?.tasks ?? [];
  if (!understood.length && !skipped.length && !wishes && !named.length && !tasks.length) return null;
  const without = (id: UseCaseId) => href({ skip: [...skipped, id] });
  const undo = (id: UseCaseId) => href({ skip: skipped.filter((s) => s !== id) });
  return (
    <div className="mt-3">
      <p className="text-sm font-medium text-slate-700" id="reading">We read your search as:</p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="reading">
        {tasks.map((t) => (
          <li key={t.id} className={chip}>
            <span>
              {t.label} <span className="text-slate-600">(“{t.words}”)</span>
            </span>
            <SiteLink href={href({ skip: [...new Set([...skipped, ...t.useCases])] })} className={action}>
              Not this<span className="sr-only">: search again without {t.label.toLowerCase()}</span>
            </SiteLink>
          </li>
        ))}
        {understood.map((u) => (
          <li key={u} className={chip}>
            {labelOfUseCase(u)}
            <SiteLink href={without(u)} className={action}>
              Not this<span className="sr-only">: search again without {labelOfUseCase(u)}</span>
            </SiteLink>
          </li>
        ))}
        {skipped.map((u) => (
          <li key={u} className={`${chip} text-slate-600`}>
            <span>
              <s>{labelOfUseCase(u)}</s> <span className="sr-only">(left out)</span>
            </span>
            <SiteLink href={undo(u)} className={action}>
              Undo<span className="sr-only">: read {labelOfUseCase(u)} again</span>
            </SiteLink>
          </li>
        ))}
        {named.map((p) => (
          <li key={p.id} className={chip}>Named: {p.name}</li>
        ))}
        {wishes?.free ? (
          <li className={chip}>
            Free plan first
            <SiteLink href={href({ free: true })} className={action}>Only free plans</SiteLink>
          </li>
        ) : null}
        {wishes?.budget !== undefined ? (
          <li className={chip}>
            Free plan or within {formatDollars(Math.round(wishes.budget * 100) / 100)} a month first
          </li>
        ) : null}
        {flagFilters
          .filter((f) => wishes?.has?.includes(f.key))
          .map((f) => (
            <li key={f.key} className={chip}>
              {f.label} first
              <SiteLink href={href({ has: [...(query.has ?? []), f.key] })} className={action}>Only those</SiteLink>
            </li>
          ))}
        {wishes?.runs?.length ? (
          <li className={chip}>
            Runs on {wishes.runs.map((r) => runsOnLabels.get(r)).join(" and ")} first
            <SiteLink href={href({ runs: [...(query.runs ?? []), ...wishes.runs] })} className={action}>Only those</SiteLink>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
