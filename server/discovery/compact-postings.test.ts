import MiniSearch from "minisearch";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { compactPostings } = await import("@/server/discovery/compact-postings");

const docs = [
  { id: "a", title: "Image generator", body: "Make images from text. Images, images and more images." },
  { id: "b", title: "Video editor", body: "Edit video with text prompts; generate images for thumbnails." },
  { id: "c", title: "Writing assistant", body: "Write, rewrite and translate text." },
  { id: "d", title: "Translator", body: "Translate documents between languages; text in, text out." },
];
const build = () => {
  const index = new MiniSearch<(typeof docs)[number]>({ fields: ["title", "body"], searchOptions: { boost: { title: 2 } } });
  index.addAll(docs);
  return index;
};
const queries: [string, Parameters<MiniSearch["search"]>[1]][] = [
  ["images", {}],
  ["text", { combineWith: "OR" }],
  ["text translate", { combineWith: "AND" }],
  ["imag", { prefix: true }],
  ["tranlate", { fuzzy: 0.2 }],
  ["video text", { fields: ["body"] }],
];

describe("compactPostings", () => {
  it("gives the same results, scores and matches as MiniSearch's own maps", () => {
    const plain = build();
    const compact = build();
    const moved = compactPostings(compact);
    expect(moved).toBeGreaterThan(20);
    for (const [q, options] of queries) expect(compact.search(q, options), q).toEqual(plain.search(q, options));
    expect(compact.autoSuggest("tra")).toEqual(plain.autoSuggest("tra"));
  });

  it("refuses a change to the index once compacted", () => {
    const compact = build();
    compactPostings(compact);
    expect(() => compact.add({ id: "e", title: "Images", body: "More images" })).toThrow(/read-only/);
  });
});
