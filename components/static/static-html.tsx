"use client";

import { createElement, useEffect, useState } from "react";
import { getStaticHtml } from "@/components/static/registry";

export type StaticHtmlProps = {
  blockKey: string;
  as?: "div" | "span" | "section" | "nav" | "footer" | "ol" | "ul" | "dl" | "script" | "tbody";
  className?: string;
  id?: string;
  start?: number;
  type?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "data-testid"?: string;
};

/** Blocks this tab has shown: a block seen once is found again when a page is shown from the router's cache. */
const known = new Map<string, string>();
const pages = new Map<string, Promise<void>>();

/** A block's HTML: on the server from this request's render, in the browser from the page in front of us. */
function lookup(key: string): string | undefined {
  if (typeof document === "undefined") {
    const html = getStaticHtml(key);
    // Written by the server components' render of this same request a moment before: never missing.
    if (html === undefined) throw new Error(`Static block ${key} was not rendered in this process`);
    return html;
  }
  const seen = known.get(key);
  if (seen !== undefined) return seen;
  // Hydrating: the server's HTML is in the document (React keeps it as it is, it does not compare it).
  const element = document.querySelector(`[data-static-html="${key}"]`);
  if (element) known.set(key, element.innerHTML);
  return known.get(key);
}

/**
 * After a client-side navigation the payload names blocks the tab has not seen: they are read from
 * the page's HTML. The header tells the server layer this is the page being shown (a view it counts,
 * docs/decisions/0160), not a script's other request.
 */
function loadPage(url: string): Promise<void> {
  let loading = pages.get(url);
  if (!loading) {
    loading = fetch(url, { headers: { accept: "text/html", "x-static-blocks": "1" }, credentials: "same-origin" })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => {
        const doc = new DOMParser().parseFromString(text, "text/html");
        for (const element of doc.querySelectorAll("[data-static-html]")) known.set(element.getAttribute("data-static-html")!, element.innerHTML);
      })
      .finally(() => pages.delete(url));
    pages.set(url, loading);
  }
  return loading;
}

export function StaticHtml({ blockKey, as = "div", ...props }: StaticHtmlProps) {
  const found = lookup(blockKey);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (found !== undefined) return;
    const url = window.location.href.split("#")[0]!;
    loadPage(url).then(
      () => (known.has(blockKey) ? setLoaded((n) => n + 1) : window.location.reload()),
      () => window.location.reload(),
    );
  }, [blockKey, found]);
  return createElement(as, { ...props, "data-static-html": blockKey, dangerouslySetInnerHTML: { __html: found ?? "" } });
}
