import { ShareRelated } from "@/components/article/share-related";
import { ConsultingText } from "@/components/contact/consulting-text";
import { ContactForm } from "@/components/contact/contact-form";
import { Toaster } from "@/components/ui/toaster";
import { getArticles } from "@/server/articles";
import { jsonLd, pageMetadata } from "@/server/seo";
import { absoluteUrl, siteConfig } from "@/server/site-config";

const { owner } = siteConfig;
const title = `Contact ${owner.name}: AI tool consulting`;
const description = `Send ${owner.firstName} a message about choosing AI tools, rolling them out, training your team or auditing your AI spend. Every message gets a personal answer.`;
/** Related reading for people weighing tools for a team. */
const relatedSlugs = ["ai-business-tools", "chatgpt-vs-claude", "ai-productivity-tools"];

export const metadata = pageMetadata({ title, description, path: "/contact" });

export default function ContactPage() {
  const related = getArticles().filter((a) => relatedSlugs.includes(a.slug)).slice(0, 3);
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "ContactPage",
    name: title,
    description,
    url: absoluteUrl("/contact"),
    mainEntity: { "@type": "Person", name: owner.name, jobTitle: owner.role, url: owner.website },
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <Toaster />
      <h1 className="text-4xl font-extrabold tracking-tight">Get in Touch</h1>
      <p className="mt-3 text-lg text-slate-700">
        Questions about an AI tool, or help needed choosing and rolling one out? Write to {owner.firstName} directly: every
        message is read and answered personally.
      </p>
      <section aria-labelledby="contact-form-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="contact-form-heading" className="sr-only">
          Send a message
        </h2>
        <ContactForm />
      </section>
      <div className="mt-12">
        <ConsultingText owner={owner} />
      </div>
      <ShareRelated path="/contact" title={title} related={related} />
    </div>
  );
}
