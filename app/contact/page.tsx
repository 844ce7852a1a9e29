import { pageMetadata } from "@/server/seo";

export const metadata = pageMetadata({ title: "Contact", description: "Get in touch.", path: "/contact" });

export default function ContactPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Get in Touch</h1>
    </section>
  );
}
