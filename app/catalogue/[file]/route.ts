import { platforms } from "@/lib/catalogue";
import type { UseCaseFile } from "@/lib/discovery/finder-results";
import { cardPlatform, platformUseCases } from "@/lib/platform";
import { useCaseIds, type UseCaseId } from "@/lib/use-cases";
import { withReferrals } from "@/server/referrals";

// The finder's data, one file per use case, generated at build time (decisions 0006 and 0206): the
// static home page fetches a use case's platforms when the visitor points at it or selects it,
// instead of carrying the catalogue in its HTML or fetching all of it. Only what a card reads
// (CardPlatform), with each platform's place in the editorial order; the whole entries are the
// public API's (/api/v1/platforms).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams(): { file: string }[] {
  return useCaseIds.map((id) => ({ file: `${id}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const id = (await params).file.replace(/\.json$/, "") as UseCaseId;
  const serving = withReferrals(platforms).flatMap((platform, position) => (platformUseCases(platform).includes(id) ? [{ platform, position }] : []));
  const file: UseCaseFile = { positions: serving.map((s) => s.position), platforms: serving.map((s) => cardPlatform(s.platform)) };
  return Response.json(file);
}
