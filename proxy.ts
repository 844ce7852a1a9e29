import { NextResponse, type NextRequest } from "next/server";
import { getPlatform } from "@/lib/catalogue";
import { canonicalPairPath, getCuratedPair } from "@/lib/compare/curated";

/** Where a made-up id is sent: a path no route matches, so Next.js answers its ordinary 404 page. */
const NO_ROUTE = "/_no-such-page";

/**
 * Two jobs for the routes rendered on first request (docs/decisions/0170), done here rather than
 * in the page: a page rendered for a slug it did not pre-render stores its answer, 404s included,
 * in Next.js's cache on disk (checked: `.next/server/route-cache`), which anyone could fill by
 * requesting made-up slugs (docs/decisions/0060-curated-comparisons.md).
 * - The reversed order of a curated comparison (/compare/claude-vs-chatgpt) answers 308 to its one
 *   canonical URL.
 * - An id that names no platform and a slug that names no curated comparison are rewritten to a
 *   path no route matches: the visitor gets the site's 404 page at the URL asked, and the
 *   platform, comparison and image routes only ever render what the catalogue has.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/compare/")) {
    const slug = pathname.slice("/compare/".length);
    const canonical = canonicalPairPath(slug);
    if (canonical && canonical !== pathname) {
      const url = request.nextUrl.clone();
      url.pathname = canonical;
      return NextResponse.redirect(url, 308);
    }
    return getCuratedPair(slug) ? NextResponse.next() : rewriteToNotFound(request);
  }
  const id = pathname.startsWith("/og/platforms/") ? pathname.slice("/og/platforms/".length) : pathname.slice("/platforms/".length);
  // /platforms/filter is a page of its own, not a platform.
  if (pathname === "/platforms/filter" || getPlatform(id)) return NextResponse.next();
  return rewriteToNotFound(request);
}

function rewriteToNotFound(request: NextRequest) {
  const url = request.nextUrl.clone();
  url.pathname = NO_ROUTE;
  url.search = "";
  return NextResponse.rewrite(url);
}

export const config = { matcher: ["/compare/:pair", "/platforms/:id", "/og/platforms/:id"] };
