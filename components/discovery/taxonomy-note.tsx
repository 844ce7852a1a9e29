import { SiteLink } from "@/components/site/site-link";
import { platforms, platformUseCases } from "@/lib/catalogue";
import { categories } from "@/lib/catalogue-schema";
import { labelOfUseCase } from "@/lib/use-cases";

/**
 * One story for the two ways the catalogue is sorted (issue 28): a platform's category is what it
 * is (one each); its use cases are what you can do with it (several). The counts shown are computed
 * from the same data as the pages they link to, so they agree.
 */
export function TaxonomyNote() {
  const inCategory = platforms.filter((p) => p.category === "image");
  const forUseCase = platforms.filter((p) => platformUseCases(p).includes("images"));
  const others = forUseCase.filter((p) => p.category !== "image");
  const example = others.find((p) => p.id === "chatgpt") ?? others[0];
  const categoryLabel = categories.find((c) => c.id === "image")?.label ?? "Image generators";
  return (
    <aside aria-labelledby="taxonomy" className="mt-6 max-w-3xl rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <h2 id="taxonomy" className="text-base font-semibold text-ink">Categories and use cases: two ways to look at the same {platforms.length} platforms</h2>
      <p className="mt-2">
        A platform has <strong>one category</strong>, what it is: a chat assistant, a code tool, an image generator. It serves <strong>several use cases</strong>,
        the tasks you can do with it. So the counts differ, and both are right: {inCategory.length} platforms are {categoryLabel.toLowerCase()}, while{" "}
        {forUseCase.length} can do {labelOfUseCase("images")}
        {example ? `, because tools of other kinds, such as ${example.name}, make images too` : ""}.
      </p>
      <p className="mt-2">
        <SiteLink href="/platforms" className="font-medium text-brand-700 underline underline-offset-2">All platforms by category</SiteLink>
        {" · "}
        <SiteLink href="/use-cases" className="font-medium text-brand-700 underline underline-offset-2">All use cases</SiteLink>
      </p>
    </aside>
  );
}
