import Link from "next/link";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

const components: Components = {
  a({ href = "", children }) {
    // Finder links (/?use=...) load in full so the server renders their results (decision 0006).
    if (href.startsWith("/?")) return <a href={href} className="font-medium text-brand-700 underline underline-offset-2">{children}</a>;
    if (href.startsWith("/")) return <Link href={href} className="font-medium text-brand-700 underline underline-offset-2">{children}</Link>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2">
        {children}
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
 * Assistant text as Markdown. react-markdown never renders raw HTML (it is escaped, not executed)
 * and drops javascript: URLs; links to the site's own pages are ordinary client-side links.
 */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <Markdown skipHtml remarkPlugins={[remarkGfm]} components={components}>
      {text}
    </Markdown>
  );
}
