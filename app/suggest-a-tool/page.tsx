import type { Metadata } from "next";
import { Suspense } from "react";
import SuggestToolForm from "@/components/site/suggest-tool-form";

export const metadata: Metadata = { title: "Suggest a tool", description: "Tell us about an AI tool our catalogue lacks.", robots: { index: false } };

export default function SuggestToolPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold">Suggest a tool</h1>
      <p className="mt-2 mb-6 text-slate-700">Missing an AI tool? Tell us its name, its site and why it belongs here. We check every suggestion before adding anything.</p>
      <Suspense fallback={<p>Loading the form…</p>}>
        <SuggestToolForm />
      </Suspense>
    </div>
  );
}
