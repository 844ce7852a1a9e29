import { NextResponse, type NextRequest } from "next/server";
import { canonicalPairPath } from "@/lib/compare/curated";

/**
 * The reversed order of a curated comparison (/compare/claude-vs-chatgpt) answers 308 to its one
 * canonical URL. Done here rather than in the page: a page rendered for slugs it did not
 * pre-render would store every answer, 404s included, in Next.js's cache on disk, which anyone
 * could fill by requesting made-up slugs (docs/decisions/0060-curated-comparisons.md).
 */
export function proxy(request: NextRequest) {
  const canonical = canonicalPairPath(request.nextUrl.pathname.slice("/compare/".length));
  if (!canonical || canonical === request.nextUrl.pathname) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = canonical;
  return NextResponse.redirect(url, 308);
}

export const config = { matcher: "/compare/:pair" };
