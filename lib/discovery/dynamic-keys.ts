// No imports: next.config.ts reads this module before path aliases exist.

/** Attribute filter keys (lib/attributes.ts flagFilters, plus 'runs'). */
const attributeKeys = ["api", "open", "local", "sso", "runs"] as const;

/**
 * The query keys that make a page's answer depend on its URL: next.config.ts rewrites such a URL
 * to a per-request render, and the page cache canonicalises it (lib/discovery/canonical-url.ts).
 * Without any of them the page is served static.
 */
export const dynamicWhen = {
  finder: ["use", "free", "budget", "sort", ...attributeKeys],
  // 'page': the second and later pages of a long list (lib/discovery/list-pages.ts).
  browse: ["free", "budget", "sort", "category", "tier", ...attributeKeys, "page"],
  useCase: ["free", "budget", "sort", ...attributeKeys, "page"],
} as const;
