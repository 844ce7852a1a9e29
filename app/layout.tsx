import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { ChatLauncher } from "@/components/chat/chat-launcher";
import { CompareToggles } from "@/components/compare/compare-toggles";
import { ShortlistBar } from "@/components/compare/shortlist-bar";
import { SoftLinks } from "@/components/site/soft-links";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { inPageLinkScript } from "@/components/site/in-page-links";
import { themeScript } from "@/components/site/theme";
import { ogImages } from "@/server/seo";
import { siteConfig } from "@/server/site-config";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.title, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  authors: [{ name: siteConfig.owner.name, url: siteConfig.owner.website }],
  openGraph: { type: "website", siteName: siteConfig.name, locale: siteConfig.locale, images: ogImages() },
  twitter: { card: "summary_large_image", images: ogImages() },
};

export const viewport: Viewport = { themeColor: "#4f46e5", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-theme is set by the theme script before the first paint: the server cannot know it.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Runs before the body is painted: no flash of the wrong theme (issue 30). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* Jumps to an anchor past content not laid out yet land on it. */}
        <script dangerouslySetInnerHTML={{ __html: inPageLinkScript }} />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ShortlistBar />
        <SoftLinks />
        <CompareToggles />
        <ChatLauncher />
      </body>
    </html>
  );
}
