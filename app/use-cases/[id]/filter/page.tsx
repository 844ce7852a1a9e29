import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UseCasePage } from "@/components/discovery/use-case-page";
import { pageUrl, readPageNumber } from "@/lib/discovery/list-pages";
import { discoveryQueryString, pageQueryKeys, readDiscoveryParams } from "@/lib/discovery/params";
import { isUseCaseId, labelOfUseCase } from "@/lib/use-cases";
import { absoluteUrl } from "@/server/site-config";

/** `/use-cases/{id}` with filters or a page number in the URL (rewritten here by next.config.ts), rendered per request. */
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { id } = await params;
  if (!isUseCaseId(id)) return {};
  const search = await searchParams;
  const page = readPageNumber(search.page);
  // A later page of the whole list is indexed with its own canonical URL; a filtered list is not (docs/decisions/0192-paginated-lists.md).
  if (page > 1 && !discoveryQueryString(readDiscoveryParams(search), pageQueryKeys.useCase)) {
    return {
      title: `AI platforms for ${labelOfUseCase(id)}, page ${page}`,
      description: `Page ${page} of the AI platforms for ${labelOfUseCase(id)}, ranked.`,
      alternates: { canonical: absoluteUrl(pageUrl(`/use-cases/${id}`, page)) },
    };
  }
  return {
    title: `AI platforms for ${labelOfUseCase(id)}, filtered`,
    description: `AI platforms for ${labelOfUseCase(id)} filtered by free plan, budget and what they must have.`,
    robots: { index: false, follow: true },
    alternates: { canonical: absoluteUrl(`/use-cases/${id}`) },
  };
}

export default async function Page({ params, searchParams }: Props) {
  const { id } = await params;
  if (!isUseCaseId(id)) notFound();
  const search = await searchParams;
  return <UseCasePage useCase={id} query={readDiscoveryParams(search)} page={readPageNumber(search.page)} />;
}
