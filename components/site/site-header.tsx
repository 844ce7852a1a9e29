import { SiteLink } from "@/components/site/site-link";
import { Icon } from "@/components/ui/icon";
import { HeaderSearch } from "@/components/site/header-search";
import { buttonClasses } from "@/components/ui/button";
import { MobileNav } from "@/components/site/mobile-nav";
import { mainNav } from "@/lib/navigation";
import { siteConfig } from "@/server/site-config";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <SiteLink href="/" className="flex items-center gap-2 text-lg font-bold text-ink">
          <Icon name="sparkles" className="size-6 text-brand-600" />
          {siteConfig.name}
        </SiteLink>
        <HeaderSearch />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {mainNav.map((item) => (
            <SiteLink key={item.href} href={item.href} className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink">
              {item.label}
            </SiteLink>
          ))}
          <SiteLink href="/contact" className={buttonClasses("primary", "sm", "ml-2")}>
            Contact {siteConfig.owner.firstName}
          </SiteLink>
        </nav>
        <div className="flex items-center gap-1 lg:hidden">
          {/* Below lg the header has no room for a box: the search page has one (and works without JavaScript). */}
          <a href="/search" className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100" aria-label="Search">
            <Icon name="search" className="size-5" />
          </a>
          <MobileNav items={[...mainNav, { href: "/contact", label: "Contact" }]} />
        </div>
      </div>
    </header>
  );
}
