"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * next/link that prefetches on intent (pointer over it, touch start, keyboard focus) instead of as
 * soon as it scrolls into view: a page load no longer fetches the pages behind every visible link,
 * and a visitor about to follow one still gets it prefetched (Next.js's hover-triggered prefetch
 * pattern). Pages are static and served from memory, so an unprefetched click is quick too.
 */
export function SiteLink({ onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  const withIntent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={withIntent(onMouseEnter)}
      onTouchStart={withIntent(onTouchStart)}
      onFocus={withIntent(onFocus)}
    />
  );
}
