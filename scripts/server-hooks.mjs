// The server layer's side of the application's hooks (server/server-hooks.ts): counting views of
// platform pages and articles (docs/decisions/0160), and putting the source watcher's marks into
// the pre-rendered platform pages as they are served from memory (0161). The application installs
// the hooks on a well-known global when Next.js starts; until then pages are served unmarked and
// views are not counted.
import { withBody } from "./static-pages.mjs";

const HOOKS = Symbol.for("ai-platform-finder.server-hooks");

/** @returns {import("../server/server-hooks").ServerHooks | undefined} */
const installed = () => /** @type {any} */ (globalThis)[HOOKS];

/** The pages whose views count: a platform page, an article, and the article's second address. */
const COUNTED = /^\/(?:platforms\/[\w-]+|blog\/[\w-]+|ai-coding-tools)$/;
/** Crawlers and link previews are not visitors. */
const NOT_A_VISITOR = /bot\b|bot\/|crawl|spider|slurp|preview|monitor/i;
/** The header the static blocks' loader sends when it fetches a page's HTML after a client-side navigation (components/static/static-html.tsx). */
export const BLOCKS_HEADER = "x-static-blocks";

/**
 * Counts one view of the page when the response is sent, if the request is a visit: a GET of a
 * document (a browser's navigation, or a client without fetch metadata), or the static blocks'
 * loader after a client-side navigation; not a prefetch, a script's other requests, or a crawler.
 * Only the path is passed on: no cookie is set or read, and no address, user agent or header is kept
 * (Do Not Track and Global Privacy Control visitors are in the same anonymous tally, as there is nothing else).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} pathname
 * @param {(pathname: string) => void} [count]
 */
export function countPageView(req, res, pathname, count = (p) => installed()?.countPageView(p)) {
  if (req.method !== "GET" || !COUNTED.test(pathname)) return;
  const h = req.headers;
  if (h["next-router-prefetch"] || h["next-router-segment-prefetch"] || h.purpose === "prefetch" || String(h["sec-purpose"] ?? "").includes("prefetch")) return;
  const dest = h["sec-fetch-dest"];
  if (!(dest === undefined || dest === "document" || (h[BLOCKS_HEADER] === "1" && !h.rsc))) return;
  if (NOT_A_VISITOR.test(String(h["user-agent"] ?? ""))) return;
  res.once("finish", () => {
    if (res.statusCode === 200 || res.statusCode === 304) count(pathname);
  });
}

/** Where a mark may go: `<!--facts:KEY KEY-->` on each source line of a platform page (server/sources/mark-slot.ts). */
const SLOT = /<!--facts:([^>]*?)-->/g;

/**
 * The transform for serveStaticPage: a platform page with the marks of its facts the source watcher
 * found changed, in place of their slots. Built once per page and version of the marks, so a request
 * costs a map lookup; a page with no marked fact is served as it was built.
 * @param {() => ({ version: number, byKey: ReadonlyMap<string, string> } | undefined)} [marks]
 */
export function createSourceMarker(marks = () => installed()?.sourceMarks()) {
  /** @type {Map<string, { version: number, base: import("./static-pages.mjs").Entry, item: import("./static-pages.mjs").Entry }>} */
  const memo = new Map();
  /**
   * @param {string} pathname
   * @param {import("./static-pages.mjs").Entry} item
   */
  return (pathname, item) => {
    if (!item.page || !pathname.startsWith("/platforms/")) return item;
    const current = marks();
    if (!current || current.byKey.size === 0) return item;
    const hit = memo.get(pathname);
    if (hit && hit.version === current.version && hit.base === item) return hit.item;
    let changed = false;
    const text = item.body.toString("utf8").replace(SLOT, (slot, keys) => {
      const mark = String(keys)
        .split(" ")
        .map((key) => current.byKey.get(key))
        .find(Boolean);
      if (!mark) return slot;
      changed = true;
      return mark;
    });
    const marked = changed ? withBody(item, Buffer.from(text)) : item;
    memo.set(pathname, { version: current.version, base: item, item: marked });
    return marked;
  };
}

/** Stores the views counted so far (before the server exits). */
export async function flushPageViews() {
  await installed()?.flushPageViews();
}
