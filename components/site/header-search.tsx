"use client";

import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { SearchSuggestionsProps } from "@/components/site/search-suggestions";

/**
 * The header's search box: a plain GET form to /search that works without JavaScript. `/` and
 * Ctrl/Cmd+K focus it; on first focus it loads the suggestions list, which attaches to this same
 * input (it is never replaced, so no keystroke typed while the list loads is lost), and pages that
 * are never searched carry only this small component (docs/decisions/0081-header-search-combobox.md).
 */
export function HeaderSearch() {
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const router = useRouter();

  function load() {
    if (Suggestions) return;
    void import("@/components/site/search-suggestions").then((m) => setSuggestions(() => m.SearchSuggestions));
  }

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const target = e.target as HTMLElement | null;
      const typing = target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      const shortcut = (e.key === "k" && (e.metaKey || e.ctrlKey)) || (e.key === "/" && !typing && !e.metaKey && !e.ctrlKey && !e.altKey);
      if (!shortcut) return;
      const input = inputRef.current;
      e.preventDefault();
      // The box is hidden on small screens: the search page has its own.
      if (input && input.offsetParent !== null) input.focus();
      else router.push("/search");
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [router]);

  return (
    <form action="/search" method="get" role="search" aria-label="Site search" className="relative hidden w-64 lg:block">
      <label htmlFor="site-search" className="sr-only">Search platforms and guides</label>
      <Icon name="search" className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-slate-500" />
      <input
        ref={inputRef}
        id="site-search"
        name="q"
        type="search"
        role="combobox"
        aria-expanded="false"
        aria-controls="site-search-suggestions"
        aria-autocomplete="list"
        maxLength={200}
        autoComplete="off"
        placeholder="Search (press /)"
        onFocus={load}
        onPointerEnter={load}
        className="h-9 w-full rounded-lg border border-slate-300 bg-white pl-8 pr-2 text-sm placeholder:text-slate-500"
      />
      {Suggestions ? <Suggestions inputRef={inputRef} /> : <ul id="site-search-suggestions" role="listbox" aria-label="Suggestions" hidden />}
    </form>
  );
}
