// The lists that name every platform, over a catalogue larger than a page (issue 32,
// docs/decisions/0192-paginated-lists.md): a synthetic catalogue of 450 platforms
// (bench/scale-catalogue.ts), read by the site's loader through CATALOGUE_DIR.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { syntheticCatalogue, writeCatalogue } from "@/bench/scale-catalogue";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "paginated-lists-"));
type Modules = {
  BrowsePage: typeof import("@/components/discovery/browse-page").BrowsePage;
  UseCasePage: typeof import("@/components/discovery/use-case-page").UseCasePage;
  platforms: typeof import("@/lib/catalogue").platforms;
  emptyQuery: typeof import("@/lib/discovery/query").emptyQuery;
  discover: typeof import("@/server/discovery").discover;
  sitemapEntries: typeof import("@/server/sitemap").sitemapEntries;
  ComparePage: typeof import("@/app/compare/page").default;
};
let m: Modules;

beforeAll(async () => {
  writeCatalogue(dir, syntheticCatalogue(450));
  process.env.CATALOGUE_DIR = dir;
  // The generator loaded the site's catalogue: load it again from CATALOGUE_DIR.
  vi.resetModules();
  m = {
    BrowsePage: (await import("@/components/discovery/browse-page")).BrowsePage,
    UseCasePage: (await import("@/components/discovery/use-case-page")).UseCasePage,
    platforms: (await import("@/lib/catalogue")).platforms,
    emptyQuery: (await import("@/lib/discovery/query")).emptyQuery,
    discover: (await import("@/server/discovery")).discover,
    sitemapEntries: (await import("@/server/sitemap")).sitemapEntries,
    ComparePage: (await import("@/app/compare/page")).default,
  };
}, 120_000);
afterAll(() => {
  delete process.env.CATALOGUE_DIR;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The platform pages a page's cards link to, in order. */
const cardIds = (html: string) => [...html.matchAll(/<h3[^>]*><a href="\/platforms\/([^"]+)"/g)].map((x) => x[1]);
const status = (html: string) => /<p[^>]*role="status"[^>]*>(.*?)<\/p>/.exec(html)?.[1]?.replace(/<!-- -->/g, "");
const notFound = (render: () => unknown) => {
  try {
    render();
  } catch (error) {
    return String((error as { digest?: string }).digest ?? error);
  }
  return "rendered";
};

describe("/platforms over 450 platforms", () => {
  it("shows 200 platforms a page, every platform once over the pages, in the order of the whole list", () => {
    expect(m.platforms).toHaveLength(450);
    const pages = [1, 2, 3].map((page) => renderToStaticMarkup(<m.BrowsePage query={m.emptyQuery} page={page} />));
    const ids = pages.map(cardIds);
    expect(ids.map((x) => x.length)).toEqual([200, 200, 50]);
    expect(new Set(ids.flat()).size).toBe(450);
    expect(status(pages[0]!)).toBe("Platforms 1 to 200 of 450 shown (page 1 of 3).");
    expect(status(pages[2]!)).toBe("Platforms 401 to 450 of 450 shown (page 3 of 3).");
    // Crawlable: plain links between the pages, and rel prev/next.
    expect(pages[0]).toContain('<link rel="next" href="/platforms?page=2"/>');
    expect(pages[0]).not.toContain('rel="prev"');
    expect(pages[1]).toContain('<link rel="prev" href="/platforms"/>');
    expect(pages[1]).toContain('<a href="/platforms?page=3" rel="next"');
    expect(pages[2]).not.toContain('rel="next"');
  });

  it("keeps the filters on every page, and counts only what passes them", () => {
    const query = { ...m.emptyQuery, free: true, sort: "name" as const };
    const passing = m.discover(query).platforms.length;
    expect(passing).toBeGreaterThan(200);
    const first = renderToStaticMarkup(<m.BrowsePage query={query} page={1} />);
    expect(first).toContain('href="/platforms?free=1&amp;sort=name&amp;page=2"');
    const last = Math.ceil(passing / 200);
    const html = renderToStaticMarkup(<m.BrowsePage query={query} page={last} />);
    expect(status(html)).toMatch(new RegExp(`^Platforms ${(last - 1) * 200 + 1} to ${passing} of ${passing} shown \\(page ${last} of ${last}\\)\\.`));
  });

  it("links a category that starts on another page to that page", () => {
    const second = renderToStaticMarkup(<m.BrowsePage query={m.emptyQuery} page={2} />);
    const nav = /<nav aria-label="Categories".*?<\/nav>/.exec(second)![0];
    expect(nav).toMatch(/href="\/platforms#[a-z-]+"/);
    expect(nav).toMatch(/href="#[a-z-]+"/);
  });

  it("answers a page past the last with a 404", () => {
    expect(notFound(() => renderToStaticMarkup(<m.BrowsePage query={m.emptyQuery} page={4} />))).toMatch(/404/);
  });
});

describe("a use case's page over 450 platforms", () => {
  it("pages its ranked list, numbering on from the previous page", () => {
    const total = m.discover({ ...m.emptyQuery, useCases: ["free"] }).platforms.length;
    expect(total).toBeGreaterThan(200);
    const first = renderToStaticMarkup(<m.UseCasePage useCase="free" page={1} />);
    const second = renderToStaticMarkup(<m.UseCasePage useCase="free" page={2} />);
    expect(cardIds(first)).toHaveLength(200);
    expect(first).toContain(`${total} platforms for`);
    expect(first).toContain('<link rel="next" href="/use-cases/free?page=2"/>');
    expect(second).toContain('start="201"');
    expect(second).toContain('"position":201');
    expect(new Set([...cardIds(first), ...cardIds(second)]).size).toBe(Math.min(400, total));
  });
});

describe("the sitemap over 450 platforms", () => {
  it("lists each later page of a long list once, and no page past the last", () => {
    const urls = m.sitemapEntries().map((e) => new URL(e.url));
    const pages = (path: string) => urls.filter((u) => u.pathname === path).map((u) => u.search);
    expect(pages("/platforms")).toEqual(["", "?page=2", "?page=3"]);
    const free = m.discover({ ...m.emptyQuery, useCases: ["free"] }).platforms.length;
    expect(pages("/use-cases/free")).toEqual(["", ...Array.from({ length: Math.ceil(free / 200) - 1 }, (_, i) => `?page=${i + 2}`)]);
    expect(pages("/use-cases/video")).toEqual([""]);
  });
});

describe("/compare's picker over 450 platforms", () => {
  it("offers the 200 best-known and any already chosen, and says where the others are", async () => {
    const boxes = (html: string) => [...html.matchAll(/<input type="checkbox"[^>]* name="ids"[^>]* value="([^"]+)"/g)].map((x) => x[1]);
    const plain = renderToStaticMarkup(await m.ComparePage({ searchParams: Promise.resolve({}) }));
    expect(boxes(plain)).toHaveLength(200);
    expect(plain).toContain("The 200 best-known platforms are listed here");
    const far = m.platforms[320]!.id;
    const one = renderToStaticMarkup(await m.ComparePage({ searchParams: Promise.resolve({ ids: far }) }));
    expect(boxes(one)).toHaveLength(201);
    expect(boxes(one)).toContain(far);
  });
});
