/** The site's navigation (SPEC §2 Navigation). */
export const mainNav = [
  { href: "/", label: "Home" },
  { href: "/blog", label: "Blog" },
  { href: "/ai-image", label: "AI Image" },
] as const;

/**
 * The catalogue's own pages, shown on every page beside the spec's navigation (issue 30): in a row
 * under the header on every screen size, in the mobile menu and in the footer.
 */
export const exploreNav = [
  { href: "/platforms", label: "Platforms" },
  { href: "/use-cases", label: "Use cases" },
  { href: "/compare", label: "Compare" },
  { href: "/changes", label: "Change log" },
] as const;

/** The pages about the site itself (issue 30), linked from the footer. */
export const trustNav = [
  { href: "/about", label: "About" },
  { href: "/how-we-rank", label: "How we rank" },
  { href: "/disclosure", label: "Disclosure" },
  { href: "/privacy", label: "Privacy" },
] as const;

export const footerTopics = [
  { href: "/blog/chatgpt-vs-claude", label: "ChatGPT vs Claude" },
  { href: "/blog/ai-image-generation", label: "AI Image Generation" },
  { href: "/blog/ai-coding-tools", label: "AI Coding Tools" },
] as const;
