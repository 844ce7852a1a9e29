"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { SOFT_LINK } from "@/components/site/site-link";

/**
 * Client-side navigation for the site's plain links (SiteLink renders `<a data-soft-link>`), with
 * one listener for the whole page instead of a next/link component per link: 150 of those on
 * /platforms were most of its blocking time on a phone (decision 0096). An ordinary click becomes
 * a router navigation; links are prefetched on intent (pointer over, touch, keyboard focus). A
 * modified click, a `target`, a download or another origin keeps the browser's behaviour.
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
