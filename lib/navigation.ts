/** The site's navigation (SPEC §2 Navigation). */
export const mainNav = [
  { href: "/", label: "Home" },
  { href: "/blog", label: "Blog" },
  { href: "/ai-image", label: "AI Image" },
] as const;

export const footerTopics = [
  { href: "/blog/chatgpt-vs-claude", label: "ChatGPT vs Claude" },
  { href: "/blog/ai-image-generation", label: "AI Image Generation" },
  { href: "/blog/ai-coding-tools", label: "AI Coding Tools" },
] as const;
