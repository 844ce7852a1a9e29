import { highlightPieces } from "@/lib/discovery/highlight";

/** A text with the words a search matched in <mark>. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightPieces(text, terms).map((p, i) =>
        p.mark ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-ink">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
