import { SiteLink } from "@/components/site/site-link";
import { ShareRelated } from "@/components/article/share-related";
import { formatDate, relatedArticles, type Article } from "@/server/articles";
import { JsonLd } from "@/components/static/json-ld";
import { StaticMarkup } from "@/components/static/static-markup";
import { html } from "@/lib/html";
import { absoluteUrl, siteConfig } from "@/server/site-config";

function Faq({ article }: { article: Article }) {
  const items = article.faqs.map((f) => html`<div class="p-4"><h3 class="font-semibold">${f.q}</h3><p class="mt-2 text-slate-700">${f.a}</p></div>`);
  return (
    <section aria-labelledby="faq" className="render-when-visible mt-12">
      <h2 id="faq" className="text-2xl font-bold">
        Frequently Asked Questions
      </h2>
      <StaticMarkup className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="faq-list" html={html`${items}`} />
    </section>
  );
}

/** The article template (SPEC §2): date, title, TL;DR, contents, sections, Top 10 Takeaways, FAQ. */
export function ArticleView({ article }: { article: Article }) {
  const canonicalPath = `/blog/${article.slug}`;
  const toc = [
    ...article.sections.filter((s) => s.depth === 2 && s.id !== "conclusion"),
    ...(article.layout === "guide" ? [{ id: "top-10", title: "Top 10 Takeaways" }] : []),
    { id: "faq", title: "Frequently Asked Questions" },
    ...article.sections.filter((s) => s.id === "conclusion"),
  ];
  const structuredData = [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      dateModified: article.updated ?? article.date,
      wordCount: article.words,
      keywords: article.keywords.join(", "),
      mainEntityOfPage: absoluteUrl(canonicalPath),
      author: { "@type": "Person", name: siteConfig.owner.name, url: siteConfig.owner.website },
      publisher: { "@type": "Organization", name: siteConfig.name, url: absoluteUrl("/") },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: article.faqs.map((f) => ({ "@type": "Question", name: f.q, acceptedAnswer: { "@type": "Answer", text: f.a } })),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
        { "@type": "ListItem", position: 2, name: "Blog", item: absoluteUrl("/blog") },
        { "@type": "ListItem", position: 3, name: article.title, item: absoluteUrl(canonicalPath) },
      ],
    },
  ];

  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <JsonLd data={structuredData} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li><SiteLink href="/" className="hover:underline">Home</SiteLink> /</li>
          <li><SiteLink href="/blog" className="hover:underline">Blog</SiteLink> /</li>
          <li aria-current="page" className="text-slate-800">{article.title}</li>
        </ol>
      </nav>
      <header className="mt-6">
        <p className="text-sm text-slate-600">
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          {article.updated ? (
            <> · Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time></>
          ) : null}
          {" "}· {article.readingMinutes} min read · By {siteConfig.owner.name}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{article.title}</h1>
      </header>

      <section aria-labelledby="tldr" className="mt-8 rounded-xl border border-brand-100 bg-brand-50 p-5">
        <h2 id="tldr" className="text-lg font-bold">TL;DR</h2>
        <StaticMarkup as="ul" className="mt-2 list-disc space-y-1 pl-5" html={html`${article.tldr.map((t) => html`<li>${t}</li>`)}`} />
      </section>

      <nav aria-labelledby="toc" className="mt-8 rounded-xl border border-slate-200 p-5">
        <h2 id="toc" className="text-lg font-bold">Contents</h2>
        <StaticMarkup
          as="ol"
          className="mt-2 list-decimal space-y-1 pl-5"
          html={html`${toc.map((s) => html`<li><a href="#${s.id}" class="text-brand-700 underline-offset-2 hover:underline">${s.title}</a></li>`)}`}
        />
      </nav>

      <StaticMarkup className="prose-article mt-4" html={article.bodyHtml} />

      {article.layout === "guide" ? (
        <section aria-labelledby="top-10" className="mt-12">
          <h2 id="top-10" className="text-2xl font-bold">Top 10 Takeaways</h2>
          <StaticMarkup as="ol" className="mt-4 list-decimal space-y-2 pl-6" data-testid="takeaways" html={html`${article.takeaways.map((t) => html`<li>${t}</li>`)}`} />
        </section>
      ) : null}

      <Faq article={article} />

      {article.conclusionHtml ? <StaticMarkup className="prose-article mt-4" html={article.conclusionHtml} /> : null}

      <ShareRelated path={canonicalPath} title={article.title} related={relatedArticles(article)} />
    </article>
  );
}
