import { UseCaseIcon } from "@/components/finder/use-case-icon";
import { SiteLink } from "@/components/site/site-link";
import { TaxonomyNote } from "@/components/discovery/taxonomy-note";
import { useCaseIntros } from "@/content/use-case-intros";
import { platforms, platformUseCases } from "@/lib/catalogue";
import { useCases } from "@/lib/use-cases";
import { pageMetadata } from "@/server/seo";

export const dynamic = "force-static";

export const metadata = pageMetadata({
  title: "AI platforms by use case",
  description: "Every task the catalogue covers, from writing and code to video and translation, each with its ranked platforms and guides.",
  path: "/use-cases",
});

/** Every use case with its own page (issue 30: reachable from the navigation, not only by chance). */
export default function UseCasesPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-extrabold tracking-tight">AI platforms by use case</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Pick a task to see the platforms that cover it, ranked, with what each free plan allows. To combine several tasks, use the{" "}
        <SiteLink href="/#finder" className="font-semibold text-brand-700 underline underline-offset-2">finder</SiteLink>.
      </p>
      <TaxonomyNote />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Use cases">
        {useCases.map((u) => {
          const count = platforms.filter((p) => platformUseCases(p).includes(u.id)).length;
          return (
            <li key={u.id}>
              <SiteLink href={`/use-cases/${u.id}`} className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600">
                <UseCaseIcon id={u.id} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-ink">{u.label}</span>
                  <span className="mt-1 block text-sm text-slate-700">
                    {count} platforms. {useCaseIntros[u.id].summary}
                  </span>
                </span>
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
