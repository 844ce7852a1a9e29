import { fold } from "@/lib/discovery/text";

type Guide = { slug: string; title: string; platformIds: readonly string[] };
type Named = { id: string; name: string };

/** How many guides that only mention both platforms a pair page lists. */
export const MAX_COVERING_GUIDES = 3;

function titleNames(title: string, platform: Named): boolean {
  const words = ` ${fold(title).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  return words.includes(` ${fold(platform.name).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `);
}

/**
 * The guides a comparison of `a` and `b` links to. A guide whose title names both compares them
 * ('ChatGPT vs Claude: 10 Key Differences'), and is the one to read; when none does, up to three
 * guides that link to both cover them. Most guides link to the big assistants, so listing every
 * guide that mentions both would bury the one that compares them.
 */
export function guidesForPair<G extends Guide>(a: Named, b: Named, guides: readonly G[]): { kind: "compares" | "covers"; guides: G[] } {
  const both = guides.filter((g) => g.platformIds.includes(a.id) && g.platformIds.includes(b.id));
  const comparing = both.filter((g) => titleNames(g.title, a) && titleNames(g.title, b));
  if (comparing.length) return { kind: "compares", guides: comparing };
  return { kind: "covers", guides: both.slice(0, MAX_COVERING_GUIDES) };
}
