import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReadingChips } from "@/components/discovery/reading-chips";
import { emptyQuery, noExclusions } from "@/lib/discovery/query";
import { understandText } from "@/lib/discovery/understand";
import type { DiscoveryResult } from "@/server/discovery";

const resultFor = (text: string): DiscoveryResult => {
  const understood = understandText(text);
  return { platforms: [], excluded: noExclusions(), excludedTotal: 0, articles: [], useCases: understood.useCases, understood };
};

describe("the reading chips on /search (issue 25)", () => {
  it("show a task the search read, with the words that said it, and a link that leaves its use cases out", () => {
    const query = { ...emptyQuery, text: "remove the background from a photo" };
    const html = renderToStaticMarkup(<ReadingChips query={query} result={resultFor(query.text)} />);
    expect(html).toContain("Remove the background from a picture <span class=\"text-slate-600\">(“remove the background”)</span>");
    expect(html).toMatch(/href="\/search\?q=remove\+the\+background\+from\+a\+photo&amp;skip=[a-z,%2C]*design[^"]*"[^>]*>Not this<span class="sr-only">: search again without remove the background from a picture/);
  });
});
