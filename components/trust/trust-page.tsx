import type { ReactNode } from "react";
import { SiteLink } from "@/components/site/site-link";
import { trustNav } from "@/lib/navigation";

/** The frame of the pages about the site itself (issue 30): a heading, the text, and links to the others. */
export function TrustPage({ title, lead, path, children }: { title: string; lead: string; path: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{lead}</p>
      <div className="trust-text mt-8 space-y-4 text-slate-800">{children}</div>
      <nav aria-label="More about this site" className="mt-12 border-t border-slate-200 pt-6 text-sm">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {trustNav
            .filter((t) => t.href !== path)
            .map((t) => (
              <li key={t.href}>
                <SiteLink href={t.href} className="font-medium text-brand-700 underline underline-offset-2">{t.label}</SiteLink>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}

export const textLink = "font-medium text-brand-700 underline underline-offset-2";
