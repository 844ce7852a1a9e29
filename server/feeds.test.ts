import { parseFeed } from "@rowanmanning/feed-parser";
import { describe, expect, it } from "vitest";
import { changeLog } from "@/lib/change-log";
import { blogFeed, changesFeed } from "@/server/feeds";
import { getArticles } from "@/server/articles";

/** The Atom 1.0 rules a reader relies on, checked on what a real feed parser read. */
function expectValidAtom(xml: string, selfPath: string) {
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
  const feed = parseFeed(xml);
  expect(feed.meta).toMatchObject({ type: "atom", version: "1.0" });
  // atom:feed MUST contain exactly one id, title and updated; SHOULD contain a self link.
  expect(xml.match(/<feed[^]*?<entry|<feed[^]*$/)?.[0].match(/<id>/g)).toHaveLength(1);
  expect(feed.title).toBeTruthy();
  expect(feed.updated).toBeInstanceOf(Date);
  expect(feed.self).toMatch(new RegExp(`${selfPath.replace(/\./g, "\\.")}$`));
  // Each atom:entry MUST contain an id, a title and updated; ids are unique.
  for (const item of feed.items) {
    expect(item.id).toMatch(/^https?:\/\//);
    expect(item.title).toBeTruthy();
    expect(item.updated).toBeInstanceOf(Date);
    expect(item.url).toMatch(/^https?:\/\//);
  }
  expect(new Set(feed.items.map((i) => i.id)).size).toBe(feed.items.length);
  return feed;
}

describe("the change log feed /changes.xml", () => {
  it("is valid Atom with one entry per recorded change, newest first", () => {
    const feed = expectValidAtom(changesFeed(), "/changes.xml");
    expect(feed.items).toHaveLength(changeLog().length);
    expect(changeLog().length).toBeGreaterThan(0);
    const first = changeLog()[0]!;
    expect(feed.items[0]?.url).toMatch(new RegExp(`/platforms/${first.platform}$`));
    expect(feed.items[0]?.description).toContain(first.after);
    expect(feed.items[0]?.description).toContain(first.source);
    const dates = feed.items.map((i) => i.updated!.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("says in an entry's title which platform and which fact changed", () => {
    const feed = parseFeed(changesFeed());
    expect(feed.items.map((i) => i.title)).toContain("Udio: strengths changed");
  });
});

describe("the blog feed /blog/feed.xml", () => {
  it("is valid Atom with one entry per article, linking the article", () => {
    const feed = expectValidAtom(blogFeed(), "/blog/feed.xml");
    const articles = getArticles();
    expect(feed.items).toHaveLength(articles.length);
    expect(feed.items.map((i) => i.url?.replace(/^https?:\/\/[^/]+/, ""))).toEqual(articles.map((a) => `/blog/${a.slug}`));
  });

  it("dates an updated article by its update", () => {
    const feed = parseFeed(blogFeed());
    const updated = getArticles().find((a) => a.updated);
    if (!updated) throw new Error("expected at least one article with an 'updated' date");
    const item = feed.items.find((i) => i.url?.endsWith(`/blog/${updated.slug}`));
    expect(item?.updated?.toISOString().slice(0, 10)).toBe(updated.updated);
  });
});
