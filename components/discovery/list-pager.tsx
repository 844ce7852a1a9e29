import { pageUrl, type ListPage } from "@/lib/discovery/list-pages";

/** The pages shown as links around the current one: the first, the last, and two either side. */
function pagesAround(page: number, pages: number): (number | "gap")[] {
  const wanted = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const p of wanted) {
    const previous = out.at(-1);
    if (typeof previous === "number" && p - previous > 1) out.push("gap");
    out.push(p);
  }
  return out;
}

/**
 * Links between the pages of a long list (docs/decisions/0192-paginated-lists.md): previous, the
 * pages around this one, next, as plain links a crawler follows, and `rel="prev"`/`rel="next"` in the
 * head (React hoists the `<link>`s). Nothing when the list is one page.
 */
export function ListPager({ list, base, label }: { list: Pick<ListPage<unknown>, "page" | "pages">; base: string; label: string }) {
  const { page, pages } = list;
  if (pages <= 1) return null;
  const link = "inline-flex min-w-10 justify-center rounded border border-slate-300 px-3 py-1 hover:border-brand-600";
  return (
    <nav aria-label={label} className="mt-8">
      {page > 1 ? <link rel="prev" href={pageUrl(base, page - 1)} /> : null}
      {page < pages ? <link rel="next" href={pageUrl(base, page + 1)} /> : null}
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        {page > 1 ? (
          <li>
            <a href={pageUrl(base, page - 1)} rel="prev" className={link}>Previous page</a>
          </li>
        ) : null}
        {pagesAround(page, pages).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">…</li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${link} border-brand-600 font-semibold`}>{p}</span>
              ) : (
                <a href={pageUrl(base, p)} className={link}>{p}</a>
              )}
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={pageUrl(base, page + 1)} rel="next" className={link}>Next page</a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
