import type { Element, Root } from "hast";
import { toString } from "hast-util-to-string";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";

export type Heading = { id: string; title: string; depth: 2 | 3 };
export type RenderedMarkdown = { html: string; headings: Heading[]; words: number };

/** Collects h2/h3 ids (set by rehype-slug) for the table of contents; marks external links. */
function rehypeCollect(headings: Heading[]) {
  return () => (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties.id === "string") {
        headings.push({ id: node.properties.id, title: toString(node), depth: node.tagName === "h2" ? 2 : 3 });
      }
      if (node.tagName === "a" && typeof node.properties.href === "string" && /^https?:\/\//.test(node.properties.href)) {
        node.properties.rel = ["noopener", "noreferrer"];
      }
    });
  };
}

/**
 * Wraps each part of the body that starts at an h2 (and the part before the first) in a
 * `<div class="render-when-visible">` (app/globals.css), so that the browser lays out and paints a
 * long article a section at a time as it nears the viewport, not the whole body on the first screen
 * (one block of the whole body was near the viewport as soon as it began; issue 31). The sections
 * stay in the document, the accessibility tree and find-in-page.
 */
function rehypeSections({ enabled }: { enabled: boolean }) {
  if (!enabled) return;
  return (tree: Root) => {
    const sections: Element[] = [];
    for (const node of tree.children) {
      const startsSection = node.type === "element" && node.tagName === "h2";
      if (startsSection || sections.length === 0) {
        sections.push({ type: "element", tagName: "div", properties: { className: ["render-when-visible"] }, children: [] });
      }
      if (node.type === "element" || node.type === "text" || node.type === "comment") sections.at(-1)!.children.push(node);
    }
    tree.children = sections.filter((s) => s.children.some((c) => c.type !== "text" || c.value.trim() !== ""));
  };
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/**
 * Markdown to HTML at build time. Raw HTML in the source is dropped (remark-rehype's default),
 * so content files cannot inject scripts.
 */
export function renderMarkdown(source: string, { sections = false }: { sections?: boolean } = {}): RenderedMarkdown {
  const headings: Heading[] = [];
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeCollect(headings))
    .use(rehypeSections, { enabled: sections })
    .use(rehypeStringify)
    .processSync(source)
    .toString();
  const text = source.replace(/\]\([^)]*\)/g, "]").replace(/[#*_`|>-]/g, " ");
  return { html, headings, words: countWords(text) };
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230));
}
