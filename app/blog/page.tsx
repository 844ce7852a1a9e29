import { StaticMarkup } from "@/components/static/static-markup";
import { html } from "@/lib/html";
import { AuthorCard } from "@/components/site/author-card";
import { formatDate, getArticles } from "@/server/articles";
import { pageMetadata } from "@/server/seo";

export const metadata = pageMetadata({
  title: "AI Guides and Comparisons",
  description: "Long, honest guides to AI tools: ChatGPT vs Claude, image and video generators, coding tools, writing, translation, productivity and business AI.",
  path: "/blog",
});

export default function BlogIndexPage() {
  const articles = getArticles();
  return (
    // On a phone the first screen reaches the first article (issue 30): tighter spacing and type
    // below sm, and the author card compact.
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">AI Guides and Comparisons</h1>
      <p className="mt-3 max-w-2xl text-slate-700 sm:text-lg">
        Practical guides to choosing AI tools: what each one is good at, what it costs, and what to watch out for.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        New guides in a feed reader: <a href="/blog/feed.xml" className="underline underline-offset-2">Atom feed of the guides</a>
      </p>
      <div className="mt-6 sm:mt-8">
        <AuthorCard compactOnPhone />
      </div>
      <StaticMarkup
        as="ul"
        className="mt-6 grid gap-6 sm:mt-10 sm:grid-cols-2 lg:grid-cols-3"
        aria-label="Articles"
        html={html`${articles.map(
          (a) =>
            html`<li><article class="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"><p class="text-sm text-slate-600"><time dateTime="${a.listedDate}">${formatDate(a.listedDate)}</time> · ${a.readingMinutes} min read</p><h2 class="mt-2 text-lg font-bold"><a href="/blog/${a.slug}" data-soft-link="" class="hover:underline">${a.title}</a></h2><p class="mt-2 flex-1 text-slate-700">${a.excerpt}</p><a href="/blog/${a.slug}" data-soft-link="" class="mt-4 font-medium text-brand-700 underline underline-offset-2" aria-label="Read article: ${a.title}">Read article</a></article></li>`,
        )}`}
      />
    </div>
  );
}
