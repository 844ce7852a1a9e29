import { SiteLink } from "@/components/site/site-link";
import { ImageGenerator } from "@/components/image/image-generator";
import { Toaster } from "@/components/ui/toaster";
import { platforms } from "@/lib/catalogue";
import { TEXT_STRENGTH, type ImageTool } from "@/lib/image-tools";
import { env } from "@/server/env";
import { chosenProvider } from "@/server/images/select";
import { pageMetadata } from "@/server/seo";

export const metadata = pageMetadata({
  title: "AI Image Generator",
  description: "Type a prompt and generate an image: describe a subject, a setting and colours, then download the result. Free, no sign-in.",
  path: "/ai-image",
  keywords: ["AI image generator", "text to image", "free AI image generator", "prompt to image"],
});

/** The catalogue's image tools, for the offline preview's suggestions (issue 30). */
const imageTools: ImageTool[] = platforms
  .filter((p) => p.useCases.includes("images") || p.useCases.includes("logo"))
  .map((p) => ({
    id: p.id,
    name: p.name,
    free: p.pricing.tier !== "paid",
    text: TEXT_STRENGTH.test(`${p.description} ${p.strengths.join(" ")}`),
    logo: p.useCases.includes("logo"),
    dedicated: ["image", "design", "logo", "photo"].includes(p.category),
  }));

/**
 * What makes the images, said before the first prompt (issue 30). The page is pre-rendered, so the
 * image settings are part of the build (scripts/source-hash.mjs rebuilds when they change).
 */
function imageModel(): { configured: boolean; label: string } {
  const provider = chosenProvider(env);
  if (provider === "offline") return { configured: false, label: "" };
  return { configured: true, label: provider === "openai" ? `the ${env.IMAGE_MODEL} model` : "a Stable Diffusion server" };
}

export default function AiImagePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">AI Image Generator</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Describe what you want to see and press Generate. Good prompts name a subject, a place, colours and the
        light: &ldquo;a red fox in a snowy forest at dawn&rdquo; works better than &ldquo;a fox&rdquo;.
      </p>
      <ImageGenerator model={imageModel()} tools={imageTools} />
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
