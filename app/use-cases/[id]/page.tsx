import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UseCasePage } from "@/components/discovery/use-case-page";
import { useCaseIntros } from "@/content/use-case-intros";
import { isUseCaseId, useCases } from "@/lib/use-cases";
import { platforms, platformUseCases } from "@/lib/catalogue";
import { ogImageRefOfUseCase } from "@/server/og/images";
import { pageMetadata } from "@/server/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return useCases.map((u) => ({ id: u.id }));
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { id } = await params;
  if (!isUseCaseId(id)) return {};
  const intro = useCaseIntros[id];
  const count = platforms.filter((p) => platformUseCases(p).includes(id)).length;
  return pageMetadata({ title: intro.title, description: intro.summary, path: `/use-cases/${id}`, image: ogImageRefOfUseCase(id, intro.title, count) });
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUseCaseId(id)) notFound();
  return <UseCasePage useCase={id} />;
}
