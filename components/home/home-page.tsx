import type { ReactNode } from "react";
import { SiteLink } from "@/components/site/site-link";
import { Icon } from "@/components/ui/icon";
import { OpenChatButton } from "@/components/chat/open-chat-button";
import { Finder } from "@/components/finder/finder";
import { UseCaseTiles } from "@/components/finder/use-case-tiles";
import { noConstraints, type FinderConstraints } from "@/components/finder/finder-constraints";
import { AuthorCard } from "@/components/site/author-card";
import { buttonClasses } from "@/components/ui/button";
import { platforms, platformsServing } from "@/lib/catalogue";
import { cardPlatform } from "@/lib/platform";
import { finderCardsClass, finderCardsMarkup } from "@/components/finder/card-markup";
import { FINDER_SHOWN, finderResults } from "@/lib/discovery/finder-results";
import type { UseCaseId } from "@/lib/use-cases";
import { loadHomeContent } from "@/server/home-content";
import { withReferrals } from "@/server/referrals";
import { pageMetadata } from "@/server/seo";
import { JsonLd } from "@/components/static/json-ld";
import { StaticMarkup } from "@/components/static/static-markup";
import { html, type Markup } from "@/lib/html";
import { absoluteUrl, siteConfig } from "@/server/site-config";

const popularTopics = [
  { href: "/blog/chatgpt-vs-claude", title: "ChatGPT vs Claude", text: "10 key differences and which to choose" },
  { href: "/blog/ai-image-generation", title: "AI Image Generation", text: "The best image generators and how to pick one" },
  { href: "/blog/ai-coding-tools", title: "AI Coding Tools", text: "Copilot, Cursor, Claude Code and app builders" },
  { href: "/blog/ai-business-tools", title: "AI Business Tools", text: "Assistants, meeting notes, support and marketing" },
];

/** The home page's metadata, shared by `/` and `/?use=...` (both canonical to `/`). */
export const homeMetadata = pageMetadata({
  title: "Find Your Perfect AI Platform: Compare 40+ AI Tools | AI Platform Finder",
  description: siteConfig.description,
  keywords: siteConfig.keywords,
  path: "/",
  absoluteTitle: true,
});

const tileClass =
  "group flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:border-brand-600 hover:shadow-md";

/**
 * What a shared finder URL's page carries for the finder: the first FINDER_SHOWN cards of the ranked
 * answer as markup (a static block: the page's payload does not carry the platforms again), with
 * how many match in all and what the constraints left out (decision 0206). The finder fetches the
 * use cases' platforms when the visitor changes the selection.
 */
function sharedSelection(selection: UseCaseId[], constraints: FinderConstraints): { cards: Markup; shown: number; summary: { total: number; note: string | undefined } } | undefined {
  if (selection.length === 0) return undefined;
  const serving = platformsServing(selection);
  // Ranked on the entries, so that only the cards sent are made (thousands at 10,000 platforms).
  const { ranked, note } = finderResults(serving, selection, constraints);
  const first = ranked.slice(0, FINDER_SHOWN);
  const cards = withReferrals(first.map((r) => r.item.platform)).map(cardPlatform);
  return {
    cards: finderCardsMarkup(cards.map((platform, i) => ({ platform, matched: first[i]!.matched })), selection),
    shown: first.length,
    summary: { total: ranked.length, note },
  };
}

/**
 * `cards`: the finder's cards as the shared URL's page renders them (`<FinderCards />`), passed in by
 * that page so that `/`, which has no selection, does not load their chunk (finder.tsx).
 */
export function HomePage({ selection, constraints = noConstraints, cards }: { selection: UseCaseId[]; constraints?: FinderConstraints; cards?: ReactNode }) {
  const home = loadHomeContent();
  const shared = sharedSelection(selection, constraints);
  const structuredData = [
    {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: siteConfig.name,
      applicationCategory: "BusinessApplication",
      operatingSystem: "Web",
      url: absoluteUrl("/"),
      description: siteConfig.description,
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: home.faqs.map((f) => ({ "@type": "Question", name: f.q, acceptedAnswer: { "@type": "Answer", text: f.a } })),
    },
  ];

  return (
    <>
      <JsonLd data={structuredData} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pb-12 pt-16 text-center sm:pt-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Compare 40+ AI tools</p>
          <h1 className="mx-auto mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">Find Your Perfect AI Platform</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Tell us what you want to do and get a ranked, explained list of {platforms.length} AI platforms, with honest
            pricing and what each free plan really allows.
          </p>
          <a href="#finder" className={buttonClasses("primary", "lg", "mt-8")}>
            Get Started - Find Your AI Platform
            <Icon name="arrow-right" className="size-5" />
          </a>
          <ul className="mt-12 grid gap-4 text-left sm:grid-cols-3">
            <li>
              <SiteLink href="/ai-image" className={tileClass}>
                <Icon name="image" className="size-8 text-brand-600" />
                <span className="text-lg font-bold">AI Image Generator</span>
                <span className="text-slate-700">Create stunning AI images</span>
              </SiteLink>
            </li>
            <li>
              <a href="#finder" className={tileClass}>
                <Icon name="search" className="size-8 text-brand-600" />
                <span className="text-lg font-bold">Platform Finder</span>
                <span className="text-slate-700">Find your perfect AI tool</span>
              </a>
            </li>
            <li>
              <OpenChatButton className={`${tileClass} w-full cursor-pointer`}>
                <Icon name="bot" className="size-8 text-brand-600" />
                <span className="text-lg font-bold">AI Chat Assistant</span>
                <span className="text-slate-700">Get instant AI help</span>
              </OpenChatButton>
            </li>
          </ul>
        </div>
      </section>

      <section aria-label="Platform finder" className="mx-auto max-w-6xl px-4 py-12">
        {/* A shared selection: its first cards as a static block; the finder fetches the platforms on interaction (issue 16, decision 0217). */}
        <Finder
          initialSelection={selection}
          initialConstraints={constraints}
          platforms={null}
          {...(shared ? { summary: shared.summary, initialCards: { list: <StaticMarkup as="ol" className={finderCardsClass} html={shared.cards} />, shown: shared.shown } } : {})}
          tiles={<UseCaseTiles selection={selection} />}
          {...(shared ? { cards } : {})}
        />
        <p className="mt-8 text-slate-700">
          Prefer to look around? <SiteLink href="/platforms" className="font-semibold text-brand-700 underline underline-offset-2">Browse all {platforms.length} platforms by category</SiteLink> or{" "}
          <SiteLink href="/search" className="font-semibold text-brand-700 underline underline-offset-2">search by name or task</SiteLink>.
        </p>
      </section>

      <div className="mx-auto max-w-6xl px-4 py-8">
        <AuthorCard />
      </div>

      <section aria-labelledby="popular-topics" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="popular-topics" className="text-2xl font-bold">Popular Topics</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {popularTopics.map((t) => (
            <li key={t.href}>
              <SiteLink href={t.href} className="block h-full rounded-xl border border-slate-200 p-4 hover:border-brand-600">
                <span className="font-semibold text-brand-700">{t.title}</span>
                <span className="mt-1 block text-sm text-slate-700">{t.text}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>

      <article aria-labelledby="guide-title" className="render-when-visible mx-auto max-w-3xl px-4 py-12">
        <h2 id="guide-title" className="text-3xl font-bold">{home.title}</h2>
        <StaticMarkup className="prose-article mt-6" html={home.html} />
      </article>

      <section aria-labelledby="home-faq" className="render-when-visible mx-auto max-w-3xl px-4 pb-8">
        <h2 id="home-faq" className="text-3xl font-bold">Frequently asked questions</h2>
        <StaticMarkup
          as="dl"
          className="mt-6 space-y-6"
          html={html`${home.faqs.map((f) => html`<div><dt class="text-lg font-semibold">${f.q}</dt><dd class="mt-2 text-slate-700">${f.a}</dd></div>`)}`}
        />
      </section>
    </>
  );
}
