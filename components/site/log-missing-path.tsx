"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { SiteLink } from "@/components/site/site-link";

type Suggestions = { platforms: { id: string; name: string }[]; useCases: { id: string; label: string }[]; articles: { slug: string; title: string }[] };

/** The words of a missing path: '/platform/claud-pro' reads 'platform claud pro'. */
export function wordsOfPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: read the raw path.
  }
  return decoded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !/^(html?|php|aspx?)$/i.test(w))
    .join(" ")
    .slice(0, 100);
}

/** The input of the 404 page's search form (app/not-found.tsx). */
export const MISSING_SEARCH_ID = "missing-search";

/**
 * Logs the path a visitor could not find, as the spec's 404 page does (SPEC §2), and (issue 30)
 * offers the closest platforms, use cases and guides for the words of that path, from the same
 * suggestions the header search uses; the search box is filled with those words.
 */
export function LogMissingPath() {
  const pathname = usePathname();
  const [found, setFound] = useState<{ words: string; suggestions: Suggestions } | null>(null);
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
    const words = wordsOfPath(pathname ?? "");
    if (!words) return;
    const input = document.getElementById(MISSING_SEARCH_ID);
    if (input instanceof HTMLInputElement && !input.value) input.value = words;
    const controller = new AbortController();
    fetch(`/search/suggestions?q=${encodeURIComponent(words)}`, { signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<Suggestions>) : null))
      .then((suggestions) => suggestions && setFound({ words, suggestions }))
      .catch(() => undefined); // No suggestions: the search box and the link home remain.
    return () => controller.abort();
  }, [pathname]);

  if (!found) return null;
  const { platforms, useCases, articles } = found.suggestions;
  const links = [
    ...platforms.slice(0, 4).map((p) => ({ href: `/platforms/${p.id}`, label: p.name, kind: "Platform" })),
    ...useCases.map((u) => ({ href: `/use-cases/${u.id}`, label: u.label, kind: "Use case" })),
    ...articles.map((a) => ({ href: `/blog/${a.slug}`, label: a.title, kind: "Guide" })),
  ];
  if (!links.length) return null;
  return (
    <section aria-labelledby="closest-pages" className="mt-10 w-full text-left">
      <h2 id="closest-pages" className="text-lg font-bold">
        Were you looking for one of these?
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <SiteLink href={l.href} className="font-medium text-brand-700 underline underline-offset-2">
              {l.label}
            </SiteLink>{" "}
            <span className="text-sm text-slate-600">({l.kind})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
