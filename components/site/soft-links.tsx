"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { SOFT_LINK } from "@/components/site/site-link";


/**
 * Client-side navigation for plain links, with one listener for the whole page. Long lists (150
 * cards on /platforms) rendered a next/link per card: 150 client components to hydrate, most of
 * the page's blocking time on a phone (Lighthouse, issue 12). A card's title is now a plain
 * `<a data-soft-link>` (a real link without JavaScript, and for new-tab clicks); this component
 * turns an ordinary click on one into a router navigation and prefetches on intent (pointer over,
 * touch, keyboard focus), as SiteLink does.
 */
export function SoftLinks() {
  const router = useRouter();
  useEffect(() => {
    const linkOf = (event: Event): HTMLAnchorElement | null => {
      const target = event.target instanceof Element ? event.target.closest(`a[${SOFT_LINK}]`) : null;
      return target instanceof HTMLAnchorElement && target.origin === window.location.origin && !target.target && !target.hasAttribute("download") ? target : null;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = linkOf(event);
      if (!link) return;
      event.preventDefault();
      router.push(`${link.pathname}${link.search}${link.hash}`);
    };
    const onIntent = (event: Event) => {
      const link = linkOf(event);
      if (link) router.prefetch(`${link.pathname}${link.search}`);
    };
    document.addEventListener("click", onClick);
    for (const type of ["pointerover", "touchstart", "focusin"]) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener("click", onClick);
      for (const type of ["pointerover", "touchstart", "focusin"]) document.removeEventListener(type, onIntent);
    };
  }, [router]);
  return null;
}
