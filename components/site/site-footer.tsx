import { SiteLink } from "@/components/site/site-link";
import { exploreNav, footerTopics, trustNav } from "@/lib/navigation";
import { siteConfig } from "@/server/site-config";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{siteConfig.name}</p>
          <p className="mt-2 text-sm text-muted">
            Honest comparisons of 40+ AI tools by use case, pricing and capabilities.
          </p>
        </div>
        <nav aria-label="Footer">
          <p className="font-semibold">Site</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li><SiteLink className="text-slate-700 underline-offset-2 hover:underline" href="/">Home</SiteLink></li>
            <li><SiteLink className="text-slate-700 underline-offset-2 hover:underline" href="/blog">Blog</SiteLink></li>
            <li><SiteLink className="text-slate-700 underline-offset-2 hover:underline" href="/contact">Contact</SiteLink></li>
            <li><SiteLink className="text-slate-700 underline-offset-2 hover:underline" href="/developers">Developers and open data</SiteLink></li>
            {exploreNav.map((t) => (
              <li key={t.href}>
                <SiteLink className="text-slate-700 underline-offset-2 hover:underline" href={t.href}>{t.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="About this site">
          <p className="font-semibold">About this site</p>
          <ul className="mt-2 space-y-1 text-sm">
            {trustNav.map((t) => (
              <li key={t.href}>
                <SiteLink className="text-slate-700 underline-offset-2 hover:underline" href={t.href}>{t.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Popular guides">
          <p className="font-semibold">Popular guides</p>
          <ul className="mt-2 space-y-1 text-sm">
            {footerTopics.map((t) => (
              <li key={t.href}>
                <SiteLink className="text-slate-700 underline-offset-2 hover:underline" href={t.href}>{t.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-sm text-slate-600">
        © {siteConfig.footerYear} {siteConfig.name}. Prices and plans change: check each platform&apos;s site before you buy.
      </p>
    </footer>
  );
}
