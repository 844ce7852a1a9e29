import { siteLinkMarkup } from "@/components/site/site-link-markup";
import { StaticMarkup } from "@/components/static/static-markup";
import { html } from "@/lib/html";
import { exploreNav, footerTopics, trustNav } from "@/lib/navigation";
import { siteConfig } from "@/server/site-config";

const linkClass = "text-slate-700 underline-offset-2 hover:underline";

function linkList(links: readonly { href: string; label: string }[]) {
  return html`<ul class="mt-2 space-y-1 text-sm">${links.map((t) => html`<li>${siteLinkMarkup(t.href, linkClass, t.label)}</li>`)}</ul>`;
}

/**
 * The footer: plain links and text on every page, as one static block (nothing in it needs React,
 * and the payload of every page names it by its key instead of carrying it: decision 0204).
 */
export function SiteFooter() {
  const site = [{ href: "/", label: "Home" }, { href: "/blog", label: "Blog" }, { href: "/contact", label: "Contact" }, { href: "/developers", label: "Developers and open data" }, ...exploreNav];
  return (
    <StaticMarkup
      as="footer"
      className="mt-16 border-t border-slate-200 bg-slate-50"
      html={html`<div class="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4"><div><p class="text-lg font-bold">${siteConfig.name}</p><p class="mt-2 text-sm text-muted">Honest comparisons of 40+ AI tools by use case, pricing and capabilities.</p></div><nav aria-label="Footer"><p class="font-semibold">Site</p>${linkList(site)}</nav><nav aria-label="About this site"><p class="font-semibold">About this site</p>${linkList(trustNav)}</nav><nav aria-label="Popular guides"><p class="font-semibold">Popular guides</p>${linkList(footerTopics)}</nav></div><p class="border-t border-slate-200 py-4 text-center text-sm text-slate-600">© ${siteConfig.footerYear} ${siteConfig.name}. Prices and plans change: check each platform's site before you buy.</p>`}
    />
  );
}
