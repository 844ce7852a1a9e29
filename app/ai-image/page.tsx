import { SiteLink } from "@/components/site/site-link";
import { ImageGenerator } from "@/components/image/image-generator";
import { Toaster } from "@/components/ui/toaster";
import { pageMetadata } from "@/server/seo";

export const metadata = pageMetadata({
  title: "AI Image Generator",
  description: "Type a prompt and generate an image: describe a subject, a setting and colours, then download the result. Free, no sign-in.",
  path: "/ai-image",
  keywords: ["AI image generator", "text to image", "free AI image generator", "prompt to image"],
});

export default function AiImagePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">AI Image Generator</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Describe what you want to see and press Generate. Good prompts name a subject, a place, colours and the
        light: &ldquo;a red fox in a snowy forest at dawn&rdquo; works better than &ldquo;a fox&rdquo;.
      </p>
      <ImageGenerator />
      <p className="mt-10 max-w-2xl text-slate-700">
        Comparing image tools for real work? Read the{" "}
        <SiteLink href="/blog/ai-image-generation" className="font-medium text-brand-700 underline underline-offset-2">
          guide to AI image generators
        </SiteLink>{" "}
        for what each one is good at and what it costs.
      </p>
      <Toaster />
    </div>
  );
}
