import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UseCasePage } from "@/components/discovery/use-case-page";
import { readDiscoveryParams } from "@/lib/discovery/params";
import { isUseCaseId, labelOfUseCase } from "@/lib/use-cases";
import { absoluteUrl } from "@/server/site-config";

/** `/use-cases/{id}` with filters in the URL (rewritten here by next.config.ts), rendered per request. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  if (!isUseCaseId(id)) return {};
  return {
    title: `AI platforms for ${labelOfUseCase(id)}, filtered`,
    description: `AI platforms for ${labelOfUseCase(id)} filtered by free plan, budget and what they must have.`,
    robots: { index: false, follow: true },
    alternates: { canonical: absoluteUrl(`/use-cases/${id}`) },
  };
}

export default async function Page({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  if (!isUseCaseId(id)) notFound();
  return <UseCasePage useCase={id} query={readDiscoveryParams(await searchParams)} />;
}
