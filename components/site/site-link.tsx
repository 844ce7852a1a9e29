import type { AnchorHTMLAttributes } from "react";

/** The attribute that marks a plain `<a>` for client-side navigation (SoftLinks). */
export const SOFT_LINK = "data-soft-link";

/**
 * An internal link: a plain `<a>` that SoftLinks (one listener in the root layout) turns into a
 * client-side navigation, prefetched on intent (pointer over it, touch start, keyboard focus)
 * rather than as soon as it scrolls into view. It was a next/link wrapper: one client component per
 * link to hydrate, about 25 on every page (header, footer) and one per card in long lists
 * (decision 0096). Works in server and client components alike, and without JavaScript.
 */
export function SiteLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...{ [SOFT_LINK]: "" }} {...props} />;
}
