"use client";

import { useEffect } from "react";
import { COMPARE_ID } from "@/components/compare/compare-toggle";
import { toggleShortlist, useShortlist } from "@/components/compare/shortlist-store";
import { MAX_COMPARE } from "@/lib/compare/ids";

/** Every 'Add to compare' button. */
const TOGGLES = `button[${COMPARE_ID}]`;

/** Sets one toggle's state from the shortlist: pressed ('Added to compare'), or disabled when the list is full without it. */
function sync(button: HTMLButtonElement, chosen: ReadonlySet<string>) {
  const id = button.getAttribute(COMPARE_ID) ?? "";
  const name = button.dataset.compareName ?? id;
  const pressed = chosen.has(id);
  const full = !pressed && chosen.size >= MAX_COMPARE;
  button.setAttribute("aria-pressed", String(pressed));
  button.setAttribute("aria-label", `${full ? "Compare list full" : pressed ? "Added to compare" : "Add to compare"}: ${name}`);
  button.toggleAttribute("data-full", full);
  button.disabled = full;
}

/**
 * The behaviour of every 'Add to compare' button on the page (CompareToggle), from one client
 * component in the layout: a click toggles the platform in the shortlist, and every button, those
 * added later included (the finder's results, a client-side navigation), shows the shortlist's state.
 */
export function CompareToggles() {
  const list = useShortlist();
  useEffect(() => {
    const chosen = new Set(list.map((i) => i.id));
    const syncWithin = (root: ParentNode) => root.querySelectorAll<HTMLButtonElement>(TOGGLES).forEach((b) => sync(b, chosen));
    syncWithin(document);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(TOGGLES)) sync(node as HTMLButtonElement, chosen);
          syncWithin(node);
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [list]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(TOGGLES) : null;
      if (!button || button.disabled) return;
      const id = button.getAttribute(COMPARE_ID) ?? "";
      toggleShortlist({ id, name: button.dataset.compareName ?? id });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}
