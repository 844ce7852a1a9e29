"use client";

import { useCombobox } from "downshift";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";

export type SearchComboboxProps = { initialValue: () => string };

type Item = { kind: "platform" | "use case" | "guide"; label: string; href: string };
type Suggestions = { platforms: { id: string; name: string }[]; useCases: { id: string; label: string }[]; articles: { slug: string; title: string }[] };

function toItems(s: Suggestions): Item[] {
  return [
    ...s.platforms.map((p) => ({ kind: "platform" as const, label: p.name, href: `/platforms/${p.id}` })),
    ...s.useCases.map((u) => ({ kind: "use case" as const, label: u.label, href: `/use-cases/${u.id}` })),
    ...s.articles.map((a) => ({ kind: "guide" as const, label: a.title, href: `/blog/${a.slug}` })),
  ];
}

/**
 * The header search with suggestions: the WAI-ARIA combobox pattern from downshift (arrow keys,
 * Enter, Escape, screen-reader announcements). Enter without a highlighted suggestion submits the
 * form to /search; choosing a suggestion opens it.
 */
export function SearchCombobox({ initialValue }: SearchComboboxProps) {
  const [fetched, setFetched] = useState<{ q: string; items: Item[] }>({ q: "", items: [] });
  const [value, setValue] = useState(initialValue);
  // The caret goes after the words carried over from the plain input.
  useEffect(() => {
    const input = document.getElementById("site-search");
    if (input instanceof HTMLInputElement && document.activeElement === input) input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  const q = value.trim();
  const items = q.length >= 2 && fetched.q === q ? fetched.items : [];
  const { isOpen, getMenuProps, getInputProps, getItemProps, highlightedIndex, getLabelProps } = useCombobox<Item>({
    items,
    inputValue: value,
    itemToString: (item) => item?.label ?? "",
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setValue(inputValue ?? "");
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) window.location.assign(selectedItem.href);
    },
  });

  useEffect(() => {
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/search/suggestions?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        .then((r) => (r.ok ? (r.json() as Promise<Suggestions>) : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((s) => setFetched({ q, items: toItems(s) }))
        .catch(() => undefined);
    }, 120);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  return (
    <form action="/search" method="get" role="search" aria-label="Site search" className="relative hidden w-64 lg:block">
      <label {...getLabelProps({ htmlFor: "site-search" })} className="sr-only">Search platforms and guides</label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-slate-500" />
      <input
        {...getInputProps({
          id: "site-search",
          name: "q",
          type: "search",
          maxLength: 200,
          autoFocus: true,
          placeholder: "Search (press /)",
          onKeyDown: (e) => {
            // Enter with no suggestion highlighted searches for the words typed.
            if (e.key === "Enter" && highlightedIndex === -1) {
              (e.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
              e.currentTarget.form?.requestSubmit();
            }
          },
        })}
        className="h-9 w-full rounded-lg border border-slate-300 bg-white pl-8 pr-2 text-sm placeholder:text-slate-500"
      />
      <ul
        {...getMenuProps({ "aria-label": "Suggestions" })}
        className={isOpen && items.length ? "absolute right-0 top-11 z-50 w-96 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg" : "hidden"}
      >
        {isOpen
          ? items.map((item, index) => (
              <li
                key={item.href}
                {...getItemProps({ item, index })}
                className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${highlightedIndex === index ? "bg-brand-50 text-brand-800" : "text-ink"}`}
              >
                <span>{item.label}</span>
                <span className="shrink-0 text-xs text-slate-600">{item.kind}</span>
              </li>
            ))
          : null}
      </ul>
    </form>
  );
}
