"use client";

import { useEffect, useMemo, useState, type RefObject } from "react";

export type SearchSuggestionsProps = { inputRef: RefObject<HTMLInputElement | null> };

type Item = { kind: "platform" | "use case" | "guide"; label: string; href: string };
type Suggestions = { platforms: { id: string; name: string }[]; useCases: { id: string; label: string }[]; articles: { slug: string; title: string }[] };

function toItems(s: Suggestions): Item[] {
  return [
    ...s.platforms.map((p) => ({ kind: "platform" as const, label: p.name, href: `/platforms/${p.id}` })),
    ...s.useCases.map((u) => ({ kind: "use case" as const, label: u.label, href: `/use-cases/${u.id}` })),
    ...s.articles.map((a) => ({ kind: "guide" as const, label: a.title, href: `/blog/${a.slug}` })),
  ];
}

const LIST_ID = "site-search-suggestions";
const optionId = (i: number) => `${LIST_ID}-${i}`;

/**
 * Suggestions for the header's search input, in the WAI-ARIA combobox pattern (list autocomplete):
 * it attaches to the server-rendered input rather than replacing it. Arrow keys move through the
 * options (aria-activedescendant), Enter opens the highlighted one or, with none, submits the form
 * to /search, Escape closes the list; the options are links a pointer can follow.
 */
export function SearchSuggestions({ inputRef }: SearchSuggestionsProps) {
  const [query, setQuery] = useState(() => "");
  const [fetched, setFetched] = useState<{ q: string; items: Item[] }>({ q: "", items: [] });
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(true);
  const q = query.trim();
  const items = useMemo(() => (q.length >= 2 && fetched.q === q ? fetched.items : []), [q, fetched]);
  const shown = open && items.length > 0;

  // Follow the input: its value (including what was typed before this module loaded) and its keys.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const sync = () => {
      setQuery(input.value);
      setActive(-1);
      setOpen(true);
    };
    sync();
    input.addEventListener("input", sync);
    const close = () => setOpen(false);
    input.addEventListener("blur", close);
    return () => {
      input.removeEventListener("input", sync);
      input.removeEventListener("blur", close);
    };
  }, [inputRef]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    function onKeyDown(e: KeyboardEvent) {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        if (!items.length) return;
        e.preventDefault();
        setOpen(true);
        const n = items.length;
        setActive((i) => (e.key === "ArrowDown" ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
      } else if (e.key === "Escape" && shown) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (e.key === "Enter" && shown && active >= 0 && items[active]) {
        e.preventDefault();
        window.location.assign(items[active]!.href);
      }
    }
    input.addEventListener("keydown", onKeyDown);
    return () => input.removeEventListener("keydown", onKeyDown);
  }, [inputRef, items, active, shown]);

  // The input's ARIA state mirrors the list.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute("aria-expanded", String(shown));
    if (shown && active >= 0 && active < items.length) input.setAttribute("aria-activedescendant", optionId(active));
    else input.removeAttribute("aria-activedescendant");
  }, [inputRef, shown, active, items.length]);

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
    <ul
      id={LIST_ID}
      role="listbox"
      aria-label="Suggestions"
      hidden={!shown}
      className="absolute right-0 top-11 z-50 w-96 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
    >
      {shown
        ? items.map((item, index) => (
            <li
              key={item.href}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the input; the click follows the link.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => window.location.assign(item.href)}
              onMouseEnter={() => setActive(index)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800" : "text-ink"}`}
            >
              <span>{item.label}</span>
              <span className="shrink-0 text-xs text-slate-600">{item.kind}</span>
            </li>
          ))
        : null}
    </ul>
  );
}
