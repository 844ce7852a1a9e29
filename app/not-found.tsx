import type { Metadata } from "next";
import { SiteLink } from "@/components/site/site-link";
import { buttonClasses } from "@/components/ui/button";

/** The page's search box, which public/not-found.js fills with the missing path's words. */
const MISSING_SEARCH_ID = "missing-search";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-muted">The page you asked for does not exist or has moved.</p>
      <SiteLink href="/" className={buttonClasses("primary", "md", "mt-8")}>
        Return to Home
      </SiteLink>
      {/* Issue 30: not a dead end. A plain GET form to /search (works without JavaScript); the
          closest pages for the missing path's words come from public/not-found.js, loaded by this page
          alone (React 19 loads an async script rendered anywhere, on a client navigation too). */}
      <form action="/search" method="get" role="search" aria-label="Search the site" className="mt-10 flex w-full gap-2">
        <label htmlFor={MISSING_SEARCH_ID} className="sr-only">
          Search platforms, use cases and guides
        </label>
        <input
          id={MISSING_SEARCH_ID}
          name="q"
          type="search"
          placeholder="Search platforms, use cases and guides"
          className="min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-ink placeholder:text-slate-500"
        />
        <button type="submit" className={buttonClasses("outline", "md")}>
          Search
        </button>
      </form>
      {/* A leaf for React (its inner HTML is neither compared nor patched when hydrating): the
          script may fill it before hydration, and React must not clear what it wrote. */}
      <div id="closest-pages-slot" dangerouslySetInnerHTML={{ __html: "" }} />
      <script async src="/not-found.js" />
      <p className="mt-6 text-sm text-muted">
        Looking for a tool we do not list?{" "}
        <SiteLink href="/suggest-a-tool" className="font-semibold text-brand-700 underline">
          Suggest a tool
        </SiteLink>
      </p>
    </div>
  );
}
