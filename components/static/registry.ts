/*
 * Static HTML handed from the server components' render to the HTML render of the same request,
 * inside one process, so that the page's inline payload names a block by its key instead of
 * carrying it a second time (docs/decisions/0135-static-html-outside-the-payload.md).
 *
 * The two renders load their own copies of this module (two module graphs), so the store lives on
 * globalThis. In the server (scripts/start.mjs) each request has a store of its own, set up by
 * scripts/static-blocks.mjs: its blocks go with the request (decision 0219). A render outside a
 * request (`next build`, `next dev`) uses one map bounded by bytes instead: an entry is written by
 * every render of a block (an HTML render reads it moments later; a client navigation's payload
 * never reads it), and the oldest entries go first. 16 MiB holds the blocks of a few hundred pages
 * in flight at once. This module imports nothing: the browser's bundle has it too.
 */
const MAX_BYTES = 16 * 1024 * 1024;

/** The request's own blocks: an AsyncLocalStorage the server layer installs (structurally typed, no node: import here). */
type PerRequest = { getStore(): Map<string, string> | undefined };
type Registry = { blocks: Map<string, string>; bytes: number; requests?: PerRequest };
const slot = Symbol.for("ai-platform-finder.static-html");
function registry(): Registry {
  const g = globalThis as { [slot]?: Registry };
  return (g[slot] ??= { blocks: new Map(), bytes: 0 });
}

export function putStaticHtml(key: string, html: string): void {
  const r = registry();
  const own = r.requests?.getStore();
  if (own) {
    own.set(key, html);
    return;
  }
  const old = r.blocks.get(key);
  if (old !== undefined) {
    r.blocks.delete(key);
    r.bytes -= old.length;
  }
  r.blocks.set(key, html);
  r.bytes += html.length;
  for (const [k, v] of r.blocks) {
    if (r.bytes <= MAX_BYTES || k === key) break;
    r.blocks.delete(k);
    r.bytes -= v.length;
  }
}

export function getStaticHtml(key: string): string | undefined {
  const r = registry();
  return r.requests?.getStore()?.get(key) ?? r.blocks.get(key);
}
