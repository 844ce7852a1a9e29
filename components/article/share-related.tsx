import { SiteLink } from "@/components/site/site-link";
import { absoluteUrl } from "@/server/site-config";
import type { Article } from "@/server/articles";
import { formatDate } from "@/server/articles";

const shareTargets = [
  { name: "X", href: (u: string, t: string) => `https://x.com/intent/post?url=${u}&text=${t}` },
  { name: "LinkedIn", href: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  { name: "Facebook", href: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { name: "Email", href: (u: string, t: string) => `mailto:?subject=${t}&body=${u}` },
];

/** Share links and related reading, shared by articles and the contact page (SPEC §2). Plain links: no script. */
export function ShareRelated({ path, title, related }: { path: string; title: string; related: Article[] }) {
  const url = encodeURIComponent(absoluteUrl(path));
  const text = encodeURIComponent(title);
  return (
    <aside aria-label="Share and related articles" className="mt-12 space-y-8 rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <div>
        <h2 className="text-lg font-bold">Share this page</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {shareTargets.map((s) => (
            <li key={s.name}>
              <a
                href={s.href(url, text)}
                rel="noopener noreferrer"
                target={s.name === "Email" ? undefined : "_blank"}
                className="inline-flex rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                {s.name === "Email" ? "Email" : `Share on ${s.name}`}
                {s.name === "Email" ? null : <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h2 className="text-lg font-bold">Related articles</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {related.map((a) => (
            <li key={a.slug}>
              <SiteLink href={`/blog/${a.slug}`} className="block h-full rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-600">
                <span className="font-semibold text-brand-700">{a.title}</span>
                <span className="mt-1 block text-xs text-slate-600">{formatDate(a.listedDate)}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
