import { SiteLink } from "@/components/site/site-link";
import { siteLinkMarkup } from "@/components/site/site-link-markup";
import { StaticMarkup } from "@/components/static/static-markup";
import { html } from "@/lib/html";
import { Icon } from "@/components/ui/icon";
import { HeaderSearch } from "@/components/site/header-search";
import { buttonClasses } from "@/components/ui/button";
import { MobileNav } from "@/components/site/mobile-nav";
import { exploreNav, mainNav } from "@/lib/navigation";
import { siteConfig } from "@/server/site-config";

export function SiteHeader() {
  return (
    <>
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
        {/* The theme switch: static markup, answered by the theme script (components/site/theme.ts). */}
        <button
          type="button"
          data-theme-toggle=""
          aria-pressed="false"
          aria-label="Dark theme"
          suppressHydrationWarning
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          <svg className="theme-toggle-to-dark size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
          </svg>
          <svg className="theme-toggle-to-light size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
          </svg>
        </button>
        <div className="flex items-center gap-1 lg:hidden">
          {/* Below lg the header has no room for a box: the search page has one (and works without JavaScript). */}
          <a href="/search" className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100" aria-label="Search">
            <Icon name="search" className="size-5" />
          </a>
          <MobileNav items={[...mainNav, { href: "/contact", label: "Contact" }, ...exploreNav]} />
        </div>
      </div>
    </header>
    {/* The catalogue's pages on every screen size, phones included: plain links, no script. Not
        sticky, so it costs a phone no room once the visitor scrolls. */}
    <StaticMarkup
      as="nav"
      aria-label="Explore"
      className="border-b border-slate-200 bg-white"
      html={html`<ul class="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 text-sm sm:px-4">${exploreNav.map(
        (item) => html`<li class="shrink-0">${siteLinkMarkup(item.href, "inline-flex min-h-10 items-center rounded-md px-2.5 font-medium text-slate-700 hover:bg-slate-100 hover:text-ink", item.label)}</li>`,
      )}</ul>`}
    />
    </>
  );
}
