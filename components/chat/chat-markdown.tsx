import Link from "next/link";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

const linkClass = "font-medium text-brand-700 underline underline-offset-2";
/** A stand-in origin for resolving links: only what resolves onto it is one of our pages. */
const HERE = "https://site.invalid";

export type ChatLink = { kind: "finder" | "internal" | "external"; href: string; host?: string } | { kind: "dropped" };

/**
 * What a link in a model's answer may become. Only a path with a single leading `/` (not `//`, not
 * `/\`, which browsers read as `//`) whose resolved path also starts with a single `/` is internal; an http(s) URL
 * anywhere else (protocol-relative `//host` included) is external; anything else (other schemes,
 * relative paths, fragments) is dropped and its text kept.
 */
export function classifyLink(href: string): ChatLink {
  let url: URL;
  try {
    url = new URL(href, HERE);
  } catch {
    return { kind: "dropped" };
  }
  if (/^\/(?![/\\])/.test(href) && url.origin === HERE) {
    // The link carries the resolved path, so the decision is made on it (issue 27, finding 5): dot
    // segments ("/.//evil.example", "/%2e//evil.example", "/./\\evil.example") resolve to a path
    // starting "//", which a browser reads as another host. Such a path names no page of ours.
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (/^\/[/\\]/.test(path) || new URL(path, HERE).origin !== HERE) return { kind: "dropped" };
    // Finder links (/?use=...) load in full so the server renders their results (decision 0006).
    return { kind: url.pathname === "/" && url.search ? "finder" : "internal", href: path };
  }
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//") || href.startsWith("/\\") || href.startsWith("\\");
  if (!absolute || (url.protocol !== "http:" && url.protocol !== "https:") || url.origin === HERE) return { kind: "dropped" };
  return { kind: "external", href: url.href, host: url.host };
}

const components: Components = {
  a({ href = "", children }) {
    const link = classifyLink(href);
    if (link.kind === "dropped") return <>{children}</>;
    if (link.kind === "finder") return <a href={link.href} className={linkClass}>{children}</a>;
    if (link.kind === "internal") return <Link href={link.href} className={linkClass}>{children}</Link>;
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
        {children}
        <span className="ml-1 text-xs font-normal text-slate-600 no-underline">
          ({link.host}
          <span aria-hidden="true"> ↗</span>)
        </span>
        <span className="sr-only"> (external site, opens in a new tab)</span>
      </a>
    );
  },
  ul: ({ children }) => <ul className="my-1 list-disc pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-1 list-decimal pl-5">{children}</ol>,
  p: ({ children }) => <p className="my-1">{children}</p>,
  table: ({ children }) => <div className="my-2 overflow-x-auto"><table className="text-xs">{children}</table></div>,
  th: ({ children }) => <th className="border border-slate-300 px-1.5 py-1 text-left">{children}</th>,
  td: ({ children }) => <td className="border border-slate-300 px-1.5 py-1 align-top">{children}</td>,
};

/**
 * Assistant text as Markdown. react-markdown never renders raw HTML (it is escaped, not executed);
 * links are classified by `classifyLink`: the site's own pages are client-side links, other sites
 * open in a new tab with their host shown, and anything else is plain text.
 */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <Markdown skipHtml remarkPlugins={[remarkGfm]} components={components}>
      {text}
    </Markdown>
  );
}
